import Foundation

/// A delivery zone, decoded into a struct named for what it does.
struct ZoneDecodable: Decodable { // expect: missing-field
    let zoneCode: String
    let surchargeCents: Int?

    enum CodingKeys: String, CodingKey {
        case zoneCode = "zone_code"
        case surchargeCents = "surcharge_cents"
    }
}
