import Foundation

/// The full channel, reused for the changes the sync answer carries: it drops `archived`
/// and requires `id` and `title`, which a change may leave out.
struct Channel: Decodable { // expect: missing-field, optionality-mismatch
    let id: String
    let title: String
    let topic: String?
}

/// Written for the changes: every key may be absent. It never reads `role`.
struct Member: Decodable { // expect: missing-field
    let userId: String?
    let nickname: String?
    let joinedAt: String?
}

struct SyncDelta: Decodable {
    let cursor: Int
    let channels: [String: Channel]?
    let members: [Member]?
}

func sync(_ data: Data) throws -> SyncDelta {
    try JSONDecoder().decode(SyncDelta.self, from: data)
}
