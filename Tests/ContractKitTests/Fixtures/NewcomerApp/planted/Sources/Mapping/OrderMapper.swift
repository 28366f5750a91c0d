import Foundation

enum OrderMapper {
    private static let dates = ISO8601DateFormatter()

    static func makeOrder(from dto: OrderDTO) -> Order {
        Order(id: dto.id,
              customerId: dto.customer.id,
              customerName: dto.customer.fullName,
              status: OrderStatus(rawValue: dto.status.rawValue) ?? .unknown,
              paymentMethod: PaymentMethod(rawValue: dto.paymentMethod.rawValue) ?? .other,
              lines: dto.lines.map(makeLine),
              total: dto.total,
              shippedAt: dto.shippedAt.flatMap { dates.date(from: $0) },
              note: dto.note)
    }

    static func makeLine(from dto: OrderLineDTO) -> OrderLine {
        OrderLine(sku: dto.sku, quantity: dto.quantity, unitPrice: dto.unitPrice, kind: dto.kind.rawValue)
    }

    /// Refreshes an order the app already shows; its id and customer never change.
    static func update(_ order: Order, with dto: OrderDTO) { // expect: mapper-inconsistent
        order.customerName = dto.customer.fullName
        order.status = OrderStatus(rawValue: dto.status.rawValue) ?? order.status
        order.paymentMethod = PaymentMethod(rawValue: dto.paymentMethod.rawValue) ?? order.paymentMethod
        order.lines = dto.lines.map(makeLine)
        order.total = dto.total
        order.shippedAt = dto.shippedAt.flatMap { dates.date(from: $0) }
    }
}
