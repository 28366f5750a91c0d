import Foundation

/// The month archive the history screen decodes.
struct MatchesAPI: Codable {
    let matches: [MatchApi]
}

struct MatchApi: Codable { // expect: missing-field
    let record: String?
    let pace: Pace? // expect: type-mismatch
    let north: Side?
    let south: Side?
}

struct Side: Codable { // expect: missing-field
    let rating: Int?
    let outcome: Outcome? // expect: type-mismatch
    let handle: String?
}

enum Outcome: String, Codable {
    case win, resigned, timeout, agreed
}

enum Pace: String, Codable {
    case quick, daily
}

/// What the server answers for a player's own open games, an endpoint of its own.
struct AwaitingParty: Codable {
    let matches: [AwaitingMatch]
}

struct AwaitingMatch: Codable {
    let link: String?
    let dueBy: Int?
    let record, clock: String?
    let lastMove: Int?
    let ranked: Bool?
    let toPlay, position: String?
    let openedAt: Int?
    let pace, variant: String?
    let north, south: String?

    enum CodingKeys: String, CodingKey {
        case link
        case dueBy = "due_by"
        case record, clock
        case lastMove = "last_move"
        case ranked
        case toPlay = "to_play"
        case position
        case openedAt = "opened_at"
        case pace, variant, north, south
    }
}

final class Archive {
    let decoder = JSONDecoder()
    func month(_ data: Data) throws -> MatchesAPI { try decoder.decode(MatchesAPI.self, from: data) }
    func open(_ data: Data) throws -> AwaitingParty { try decoder.decode(AwaitingParty.self, from: data) }
}
