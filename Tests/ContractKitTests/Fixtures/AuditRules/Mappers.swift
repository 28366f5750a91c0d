import Foundation

enum OrderMapper {
    static func makeOrder(from dto: OrderDTO) -> Order { // expect: mapper-unread-field
        let order = Order()
        order.id = dto.id
        order.total = dto.total
        order.placedAt = ISO8601DateFormatter().date(from: dto.placedAt)
        order.status = OrderStatus(rawValue: dto.status.rawValue) ?? .pending
        order.weight = dto.weight > 0
        order.giftWrap = dto.giftWrap ?? false
        if let size = dto.size {
            order.sizeW = size.w
            order.sizeH = size.h
        }
        return order
    }

    /// Ignores giftWrap, which makeOrder copies.
    static func update(_ order: Order, with dto: OrderDTO) { // expect: mapper-inconsistent
        order.total = dto.total
        order.placedAt = ISO8601DateFormatter().date(from: dto.placedAt) ?? order.placedAt
        order.status = OrderStatus(rawValue: dto.status.rawValue) ?? order.status
        order.weight = dto.weight > 0
        order.sizeW = dto.size?.w
        order.sizeH = dto.size?.h
        order.id = dto.id
    }
}
