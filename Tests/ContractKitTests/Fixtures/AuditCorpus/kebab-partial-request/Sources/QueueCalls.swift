import Foundation

/// What the app sends to change queued items: it spells three camelCase keys with hyphens,
/// so the daemon ignores them. It never sends `priorityTags`, which the client takes as
/// optional (`Partial<QueueItemSettings>`).
struct ItemChangeArgs: Encodable {
    var ids: [Int]
    var speedCap: Int?
    var speedCapEnabled: Bool?
    var retryLimit: Int?
    var maxPeers: Int?
    var label: String?

    enum CodingKeys: String, CodingKey {
        case ids
        case speedCap = "speed-cap" // expect: coding-key-mismatch
        case speedCapEnabled = "speed-cap-enabled" // expect: coding-key-mismatch
        case retryLimit = "retry-limit" // expect: coding-key-mismatch
        case maxPeers = "max-peers"
        case label
    }
}

final class QueueService {
    func changeBody(_ args: ItemChangeArgs) throws -> Data {
        try JSONEncoder().encode(args)
    }
}
