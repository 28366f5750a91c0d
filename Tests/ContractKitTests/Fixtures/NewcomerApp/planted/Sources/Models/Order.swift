import Foundation

enum OrderStatus: String {
    case pending, paid, shipped, unknown
}

enum PaymentMethod: String {
    case card, paypal, other
}

/// An order as the app shows it: the customer is kept as three plain properties.
final class Order { // expect: model-missing-property
    let id: String
    let customerId: String
    var customerName: String
    var status: OrderStatus
    var paymentMethod: PaymentMethod
    var lines: [OrderLine]
    var total: Double
    var shippedAt: Date?
    var note: String?

    init(id: String, customerId: String, customerName: String, status: OrderStatus,
         paymentMethod: PaymentMethod, lines: [OrderLine], total: Double, shippedAt: Date?, note: String?) {
        self.id = id
        self.customerId = customerId
        self.customerName = customerName
        self.status = status
        self.paymentMethod = paymentMethod
        self.lines = lines
        self.total = total
        self.shippedAt = shippedAt
        self.note = note
    }
}

struct OrderLine {
    let sku: String
    var quantity: Double
    var unitPrice: Double
    var kind: String
}
