import Foundation

struct Shipment: Decodable { // expect: missing-field
    let id: String
    let shippedAt: Date
    let deliveredAt: Date?
}

final class Tracker {
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .isoMilliseconds
        return decoder
    }()

    func shipment(from data: Data) throws -> Shipment {
        try decoder.decode(Shipment.self, from: data)
    }
}
