import Foundation

struct Player: Decodable { // expect: missing-field
    let name: String
    let tag: String
    let league: League?
}

/// Read only where a player holds it.
struct League: Decodable {
    let id: Int
    let name: String
    let rank: Int?
    let iconUrls: Icon
}

struct Icon: Decodable {
    let small: String
    let medium: String?
}

final class PlayerClient {
    func player(_ data: Data) async throws -> Player {
        try JSONDecoder().decode(Player.self, from: data)
    }
}
