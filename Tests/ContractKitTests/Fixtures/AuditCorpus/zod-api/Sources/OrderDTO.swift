import Foundation
import SwiftUI

struct OrderDTO: Codable, Identifiable { // expect: missing-field
    let id: UUID
    let status: OrderStatus
    let items: [LineItem]
    let placedAt: Date
    let trackingCode: String?
    let itemCount: String // expect: type-mismatch
    let giftWrap: Bool // expect: optionality-mismatch
    let currency: String?
}

enum OrderStatus: String, Codable { // expect: enum-case-missing
    case pending, paid, shipped
}

struct LineItem: Codable {
    let sku: String
    let quantity: Int
    let unitPrice: Double
}

struct OrderRow: View {
    let order: OrderDTO
    var body: some View { Text(order.id.uuidString) }
}

enum API {
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
