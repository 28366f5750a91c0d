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
