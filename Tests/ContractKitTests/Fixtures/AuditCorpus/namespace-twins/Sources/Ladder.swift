import Foundation

struct StreakInfo: Decodable {
    let wins: Int
    let losses: Int
    let target: Int
}

struct LadderEntry: Decodable {
    let playerId: String
    let rating: Int
    let provisional: Bool
    let streak: StreakInfo?
    let nickname: String // expect: extra-required-field
}

struct Viewer: Decodable {
    let viewerId: String
    let joinedAt: Int
}

struct Player: Decodable {
    let playerId: String
    let color: String
    let clockMs: Int
}

struct MatchInfo: Decodable { // expect: missing-field
    let matchId: Int
    let variant: String
    let boardTheme: Int // expect: optionality-mismatch
    let watchers: [Viewer]
    let seats: [Player]
}

enum GamesClient {
    static func ladder(_ data: Data) throws -> [LadderEntry] {
        try JSONDecoder().decode([LadderEntry].self, from: data)
    }

    static func live(_ data: Data) throws -> MatchInfo {
        try JSONDecoder().decode(MatchInfo.self, from: data)
    }
}
