import Foundation

/// Decoded with a plain JSONDecoder and explicit snake_case keys, not the traveler's decoder.
struct TripDTO: Codable {
    let tripId: String
    let countryCode: String
    let nights: Int

    enum CodingKeys: String, CodingKey {
        case tripId = "trip_id"
        case countryCode = "country_code"
        case nights
    }
}
