import Foundation

/// Orders are read with a decoder of their own that converts snake_case keys, so the
/// DTOs below declare no CodingKeys.
struct OrderDTO: Codable {
    let orderId: String
    let customerId: String
    let placedAt: String
    let customer: CustomerDTO
    let lineItems: [LineItemDTO]

    static let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        return d
    }()
}

struct CustomerDTO: Codable {
    let id: String
    let fullName: String
    let phoneNumber: String?
}

struct LineItemDTO: Codable {
    let skuCode: String
    let unitPrice: Double
}
