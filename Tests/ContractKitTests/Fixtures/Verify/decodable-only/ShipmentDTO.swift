import Foundation

/// Only ever decoded. Its decoder converts snake_case keys, so the explicit
/// "shipped_at" below is never what the decoder sees: shippedAt is always nil.
struct ShipmentDTO: Decodable {
    let trackingCode: String
    let carrierName: String
    let shippedAt: String? // expect: field-lost
    let deliveredAt: String?

    enum CodingKeys: String, CodingKey {
        case trackingCode, carrierName, deliveredAt
        case shippedAt = "shipped_at"
    }
}

enum TrackingAPI {
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    static func load<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decoder.decode(T.self, from: data)
    }

    static func shipment(from data: Data) throws -> ShipmentDTO {
        try load(ShipmentDTO.self, from: data)
    }
}
