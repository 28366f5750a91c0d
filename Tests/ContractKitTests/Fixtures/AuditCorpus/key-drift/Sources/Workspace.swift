import Foundation

struct WorkspacePayload: Decodable { // expect: missing-field
    let id: String
    let memberCount: Int
    let ownerEmail: String // expect: optionality-mismatch
    let city: String
    let country: String

    private enum WorkspaceKeys: String, CodingKey {
        case workspaceID = "workspace_id"
        case memberCount = "members_count" // expect: coding-key-mismatch
        case ownerEmail = "owner_email"
        case location
    }

    private enum LocationKeys: String, CodingKey { case city, country }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: WorkspaceKeys.self)
        id = try c.decode(String.self, forKey: .workspaceID)
        memberCount = try c.decode(Int.self, forKey: .memberCount)
        ownerEmail = try c.decode(String.self, forKey: .ownerEmail)
        let location = try c.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        city = try location.decode(String.self, forKey: .city)
        country = try location.decode(String.self, forKey: .country)
    }
}

/// The app's paging, not the contract's request query: shares no field with it.
struct Pagination: Codable {
    let page: Int
    let totalPages: Int
}

struct Page: Codable {
    let items: [String]
    let nextCursor: String // expect: optionality-mismatch

    enum CodingKeys: String, CodingKey {
        case items
        case nextCursor = "next_cursor"
    }
}

enum Visibility: String, Codable { // expect: enum-case-missing
    case `public`
}

struct Share: Codable {
    let shareID: String
    let visibility: Visibility

    enum CodingKeys: String, CodingKey {
        case shareID = "share_id"
        case visibility
    }
}

struct InviteRequest: Encodable { // expect: missing-field
    let email: String
}

/// A wrapper with no container overload: the synthesized decoder still requires its key.
@propertyWrapper
struct Trimmed: Codable {
    var wrappedValue: [String]
    init(from decoder: Decoder) throws { wrappedValue = try decoder.singleValueContainer().decode([String].self) }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(wrappedValue)
    }
}

struct Webhook: Codable {
    let url: String
    @Trimmed var tags: [String] // expect: optionality-mismatch
    let payload: [String: String] // expect: type-mismatch
}

/// A macro writes this enum's Codable conformance; its raw values live where the scan cannot read them.
@OpenEnum<String>
enum Platform {
    case ios // "ios"
    case android // "android"
    case web // "web"
    case __unknown(String)
}

struct Device: Codable {
    let platform: Platform
}
