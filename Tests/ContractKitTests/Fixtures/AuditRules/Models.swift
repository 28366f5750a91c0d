import Foundation

/// OrderDTO's model: no `note` (dropped), `weight` stored as text, `size` flattened.
final class Order { // expect: model-missing-property
    var id: String = ""
    var total: Double = 0
    var placedAt: Date?
    var status: OrderStatus = .pending
    var weight: Bool = false // expect: model-type-mismatch
    var giftWrap: Bool = false
    var coupon: String?
    var sizeW: Double?
    var sizeH: Double?
    var summary: String { "\(id): \(total)" }
}

enum OrderStatus: String {
    case active, banned, pending
}
