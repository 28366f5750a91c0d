import Foundation

/// Decoded with its own decoder, which converts snake_case keys: `traveler_id` arrives as
/// `travelerId` (Foundation capitalizes only the first letter of each word).
struct TravelerDTO: Decodable {
    let travelerId: String
    let displayName: String
    let homeAirport: String
    let loyaltyId: String?

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
}
