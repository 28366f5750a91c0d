import Foundation

// Reads only the ratings of a player's profile: the base both answers share.
struct PlayerProfile: Decodable { // expect: missing-field
    let ratings: RatingTable

    struct RatingTable: Decodable {
        let blitz: Int
        let rapid: Int
        let classical: Int
    }
}

func loadProfile(_ data: Data) throws -> PlayerProfile {
    try JSONDecoder().decode(PlayerProfile.self, from: data)
}
