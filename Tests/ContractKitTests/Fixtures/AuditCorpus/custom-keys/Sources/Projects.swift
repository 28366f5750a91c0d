import Foundation

/// Decoded by hand with a key enum that is not called CodingKeys, cases renamed.
struct ProjectPayload: Decodable {
    let id: String
    let title: String
    let memberCount: Int
    let isArchived: Bool
    private let rawStatus: String
    let settings: [String: JSONValue]
    let owner: OwnerPayload
    let createdAt: TimeInterval
    let tags: [String]

    var status: String { rawStatus }

    private enum Keys: String, CodingKey {
        case projectID = "project_id"
        case title
        case memberCount = "member_count"
        case archived
        case status
        case settings
        case owner
        case createdAt = "created_at"
        case tags
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: Keys.self)
        let identifier = try values.decode(String.self, forKey: .projectID)
        id = identifier
        self.title = try values.decode(String.self, forKey: .title)
        memberCount = try values.decode(Int.self, forKey: .memberCount)
        isArchived = (try? values.decode(Bool.self, forKey: .archived)) ?? false
        rawStatus = try values.decode(String.self, forKey: .status)
        settings = try values.decode([String: JSONValue].self, forKey: .settings)
        owner = try values.decode(OwnerPayload.self, forKey: .owner)
        createdAt = try values.decode(TimeInterval.self, forKey: .createdAt)
        tags = try values.decodeIfPresent(forKey: .tags, defaultValue: [])
    }
}

struct OwnerPayload: Codable {
    let id: String
    let displayName: String
}

extension OwnerPayload {
    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
    }
}

/// The common fields every timeline entry has.
struct EntryBase: Decodable {
    let id: String
    let createdBy: String

    enum CodingKeys: String, CodingKey {
        case id
        case createdBy = "created_by"
    }
}

final class Milestone: Decodable {
    let base: EntryBase
    let label: String
    let due: String?

    private enum MilestoneKeys: String, CodingKey { case label, due }

    init(from decoder: Decoder) throws {
        base = try EntryBase(from: decoder)
        let c = try decoder.container(keyedBy: MilestoneKeys.self)
        label = try c.decode(String.self, forKey: .label)
        due = try c.decodeIfPresent(String.self, forKey: .due)
    }
}

/// Only ever sent: the app's own extra field is sent too, and a missing optional is fine.
struct CreateProjectRequest: Encodable {
    let title: String
    let clientToken: String // expect: extra-optional-field
}

extension KeyedDecodingContainer {
    func decodeIfPresent<T: Decodable>(forKey key: Key, defaultValue: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? defaultValue
    }
}
