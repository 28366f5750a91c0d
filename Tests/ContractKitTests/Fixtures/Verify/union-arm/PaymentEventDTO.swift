import Foundation

/// Written before refunds existed: a refund event throws.
enum PaymentEventDTO: Decodable { // expect: union-variant-missing
    case charge(amount: Double, currency: String)

    private enum CodingKeys: String, CodingKey { case kind, amount, currency }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "charge":
            self = .charge(amount: try container.decode(Double.self, forKey: .amount),
                           currency: try container.decode(String.self, forKey: .currency))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown payment event")
        }
    }
}
