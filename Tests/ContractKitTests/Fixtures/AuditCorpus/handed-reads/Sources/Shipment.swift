import Foundation

/// A shipment that reads its `stops` twice: once for the position each stop holds, once as stops.
struct Shipment: Decodable {
    let shipmentId: String
    let positions: [Int]
    let stops: [Stop]

    private enum CodingKeys: String, CodingKey {
        case shipmentId = "shipment_id"
        case stops
    }

    /// Only the position of a stop, read beside the stop itself.
    private struct StopPosition: Decodable {
        let position: Int
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        shipmentId = try c.decode(String.self, forKey: .shipmentId)
        positions = try c.decode([StopPosition].self, forKey: .stops).map(\.position)
        stops = try c.decode([Stop].self, forKey: .stops)
    }
}

struct Stop: Decodable {
    let position: Int
    let city: String
    let eta: String?
}
