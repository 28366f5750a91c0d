import Foundation

struct Tournament: Decodable { // expect: missing-field
    let id: String
    let name: String
    let startsAt: Int
    let winner: Player?
    let variant: String
    let nbPlayers: Int
}

struct Player: Decodable {
    let name: String
    let rating: Int
    let title: String // expect: optionality-mismatch
}

func loadTournament(_ data: Data) throws -> Tournament {
    try JSONDecoder().decode(Tournament.self, from: data)
}
