import Foundation

/// The app decodes the wire envelope itself: the profile sits under `profile`.
struct BoardProfile: Decodable { // expect: missing-field
    let handle: String
    let bio: String
    let joinedAt: String
    let postCount: Int
}

struct BoardMeta: Decodable {
    let cached: Bool
}

struct BoardProfileResult: Decodable {
    let profile: BoardProfile
    let meta: BoardMeta?
}

final class BoardClient {
    func profile(_ data: Data) throws -> BoardProfileResult {
        try JSONDecoder().decode(BoardProfileResult.self, from: data)
    }
}
