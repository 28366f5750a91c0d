import Foundation

/// The app calls the records machines. Six of its keys are the contract's; the other three
/// are keys an older server sent, kept optional.
public struct Machine: Codable { // expect: missing-field
    enum CodingKeys: String, CodingKey {
        case id = "Id"
        case name = "Name"
        case kind = "Kind"
        case online = "Online"
        case address = "Address"
        case labels = "Labels"
        case legacyGroup = "GroupID"
        case legacyTLS = "TLS"
        case legacyTags = "Tags"
    }

    public let id: Int
    public let name: String
    public let kind: Int
    public let online: Bool
    public let address: String
    public let labels: [String]?
    public let legacyGroup: Int? // expect: extra-optional-field
    public let legacyTLS: Bool? // expect: extra-optional-field
    public let legacyTags: [String]? // expect: extra-optional-field
}

public final class FleetClient {
    let session = URLSession.shared

    public func fetchMachines() async throws -> [Machine] {
        let (data, _) = try await session.data(from: URL(string: "https://fleet.example/api/devices")!)
        return try JSONDecoder().decode([Machine].self, from: data)
    }
}
