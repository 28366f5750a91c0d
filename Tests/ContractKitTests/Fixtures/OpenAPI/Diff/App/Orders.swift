import Foundation

// The app's hand-written DTOs for the orders API, as they shipped against v1.

struct OrderDTO: Decodable {
    let id: String
    let total: Double
    let status: OrderStatusDTO
    let note: String
}

enum OrderStatusDTO: String, Decodable {
    case pending
    case shipped
    case cancelled
}

struct ReceiptDTO: Decodable {
    let orderId: String
    let amount: Double
}

struct NewOrderDTO: Encodable {
    let sku: String
    let quantity: Int
}
