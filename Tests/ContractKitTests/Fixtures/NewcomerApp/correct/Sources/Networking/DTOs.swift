import Foundation

// The shop's wire types. Orders come from the new API, which is decoded with
// `.convertFromSnakeCase`; customers and shipments come from the old one, decoded with a
// plain JSONDecoder and spelled out with CodingKeys.

struct OrderDTO: Codable {
    /// Orders are always decoded with this decoder.
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    let id: String
    let customer: OrderCustomerDTO
    let status: OrderStatusDTO
    let paymentMethod: PaymentMethodDTO
    let lines: [OrderLineDTO]
    let total: Double
    let shippedAt: String?
    let note: String?
}

struct OrderCustomerDTO: Codable {
    let id: String
    let fullName: String
    let phone: String?
}

struct OrderLineDTO: Codable {
    let sku: String
    let quantity: Double
    let unitPrice: Double
    let kind: LineKindDTO
}

/// A status the app does not know yet shows as "unknown" rather than failing the order.
enum OrderStatusDTO: String, Codable {
    case pending, paid, shipped, delivered
    case unknown

    init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        self = Self(rawValue: raw) ?? .unknown
    }
}

enum PaymentMethodDTO: String, Codable {
    case card, paypal, invoice
    case other

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = .init(rawValue: try container.decode(String.self)) ?? .other
    }
}

/// The server adds line kinds from time to time; an unknown one keeps its text.
enum LineKindDTO: RawRepresentable, Codable, Equatable {
    case lineItem
    case shippingFee
    case discount
    case other(String)

    init?(rawValue: String) {
        self = switch rawValue {
        case "line_item": .lineItem
        case "shipping_fee": .shippingFee
        case "discount": .discount
        default: .other(rawValue)
        }
    }

    var rawValue: String {
        switch self {
        case .lineItem: "line_item"
        case .shippingFee: "shipping_fee"
        case .discount: "discount"
        case .other(let value): value
        }
    }
}

struct CustomerDTO: Codable {
    let id: String
    let fullName: String
    let email: String
    let tier: TierDTO
    let createdAt: String

    enum CodingKeys: String, CodingKey {
        case id, email, tier
        case fullName = "full_name"
        case createdAt = "created_at"
    }
}

enum TierDTO: String, Codable {
    case basic, silver, gold
    case unknown

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let raw = try c.decode(String.self)
        self = TierDTO(rawValue: raw) ?? .unknown
    }
}

/// Read-only: the app never sends a shipment.
struct ShipmentDTO: Decodable {
    let id: String
    let orderId: String
    let carrier: CarrierDTO
    let trackingNumber: String
    let delivered: Bool

    enum CodingKeys: String, CodingKey {
        case id, carrier, delivered
        case orderId = "order_id"
        case trackingNumber = "tracking_number"
    }
}

/// Carriers the app has a logo for; any other keeps its code.
enum CarrierDTO: Decodable, Equatable {
    case dhl, ups, fedex
    case other(String)

    init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        switch raw {
        case "dhl": self = .dhl
        case "ups": self = .ups
        case "fedex": self = .fedex
        default: self = .other(raw)
        }
    }

    var code: String {
        switch self {
        case .dhl: return "dhl"
        case .ups: return "ups"
        case .fedex: return "fedex"
        case .other(let code): return code
        }
    }
}
