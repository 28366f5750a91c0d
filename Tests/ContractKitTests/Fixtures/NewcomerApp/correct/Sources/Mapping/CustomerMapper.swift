import Foundation

enum CustomerMapper {
    static func makeCustomer(from dto: CustomerDTO) -> Customer {
        Customer(id: dto.id,
                 name: dto.fullName,
                 email: dto.email,
                 tier: Tier(rawValue: dto.tier.rawValue) ?? .basic,
                 createdAt: ISO8601DateFormatter().date(from: dto.createdAt) ?? .distantPast)
    }

    /// A profile edit: the id and the opening date stay as they were.
    static func update(_ customer: Customer, with dto: CustomerDTO) {
        customer.name = dto.fullName
        customer.email = dto.email
        customer.tier = Tier(rawValue: dto.tier.rawValue) ?? customer.tier
    }
}

extension Shipment {
    init(dto: ShipmentDTO) {
        self.init(id: dto.id, orderId: dto.orderId, carrier: dto.carrier.code, trackingNumber: dto.trackingNumber, isDelivered: dto.delivered)
    }
}
