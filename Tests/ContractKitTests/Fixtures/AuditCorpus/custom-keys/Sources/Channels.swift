import Foundation

/// Typed ids: one string on the wire, decoded by the protocol's own coders.
protocol TypedID: Codable, Hashable {
    var rawValue: String { get }
    init(rawValue: String)
}

extension TypedID {
    init(from decoder: Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
}

struct ID<Tag>: TypedID {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
}

enum ChannelTag {}
typealias ChannelID = ID<ChannelTag>

struct Channel: Decodable {
    let id: ChannelID
    let ownerID: ID<Channel>
    let topics: [String]

    enum CodingKeys: String, CodingKey {
        case id
        case ownerID = "owner_id"
        case topics
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(ChannelID.self, forKey: .id)
        ownerID = try c.decode(ID<Channel>.self, forKey: .ownerID)
        topics = try c.decodeList(forKey: .topics)
    }
}

extension KeyedDecodingContainer {
    /// Calls the helper that tolerates a missing key.
    func decodeList(forKey key: Key) throws -> [String] {
        try decodeCompacted(forKey: key)
    }

    func decodeCompacted(forKey key: Key) throws -> [String] {
        try decodeIfPresent([String?].self, forKey: key)?.compactMap { $0 } ?? []
    }
}
