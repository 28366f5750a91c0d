import Foundation

/// Decoded with its own decoder; no other type uses it.
struct TravelerDTO: Codable { // expect: unknown-enum-rejected
    enum LoyaltyTier: String, Codable {
        case none, silver, gold
    }

    let travelerId: String
    let displayName: String
    let loyaltyTier: LoyaltyTier

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
}
