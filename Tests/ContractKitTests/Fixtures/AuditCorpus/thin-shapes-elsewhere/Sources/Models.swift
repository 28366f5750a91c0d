import Foundation

struct Fixture: Decodable {
    let id: Int
    let home: Club
    let away: Club
    let kickoff: String
}

struct Club: Decodable { // expect: missing-field
    let id: Int
    let name: String
    let crest: String
    // The squad, from an older version of the API: no contract type stands for it.
    let roster: [Member]? // expect: extra-optional-field
}

// A squad member: shares `id` and `name` with the picker's choice, and nothing else.
struct Member: Decodable {
    let id: Int
    let name: String
    let role: String?
    let birthday: String?
}

struct Members: Decodable {
    let members: [Member]
}

enum LeagueAPI {
    static func fixtures(_ data: Data) throws -> [Fixture] { try JSONDecoder().decode([Fixture].self, from: data) }
    static func club(_ data: Data) throws -> Club { try JSONDecoder().decode(Club.self, from: data) }
}
