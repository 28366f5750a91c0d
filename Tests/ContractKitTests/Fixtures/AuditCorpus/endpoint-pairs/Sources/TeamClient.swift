import Foundation

// The app still reads the roster as it was before the reshape. Its type shares no name with
// the contract's and few keys; only the endpoint both sides call `fetchRoster` ties them.

struct TeamRoster: Codable { // expect: missing-field
    let players: [String]
    let coachName: String // expect: extra-required-field
    let seasonLabel: String // expect: extra-required-field
}

final class TeamClient {
    let session = URLSession.shared

    func get<T: Decodable>(_ path: String) async throws -> T {
        let (data, _) = try await session.data(from: URL(string: "https://league.example" + path)!)
        return try JSONDecoder().decode(T.self, from: data)
    }

    func fetchRoster(teamId: String) async throws -> TeamRoster {
        try await get("/teams/\(teamId)/roster")
    }
}

struct StaffPage: Codable {
    let entries: [String]
    let pageCount: Int
}

extension TeamClient {
    func list() async throws -> StaffPage {
        try await get("/staff")
    }
}

/// The whole record, read by the match screen.
struct MatchRecord: Codable {
    let id: String
    let venue: String
    let kickoff: String
    let refereeIds: [String]?
}

/// The app reads the last meeting of two teams into a type of its own. Its two shared keys
/// would pair it with the short form by shape; the endpoint says it reads the full record.
struct Meeting: Codable { // expect: missing-field
    let id: String
    let venue: String
    let refereeIds: [String] // expect: optionality-mismatch
}

struct Envelope<Payload: Decodable>: Decodable {
    let data: Payload
}

extension TeamClient {
    func lastMeeting(home: String, away: String) async throws -> Envelope<Meeting> {
        try await get("/matches/last?home=\(home)&away=\(away)")
    }
}
