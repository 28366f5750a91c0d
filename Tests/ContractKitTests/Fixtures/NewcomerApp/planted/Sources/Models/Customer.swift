import Foundation

enum Tier: String {
    case basic, silver
}

final class Customer {
    let id: String
    var name: String
    var email: String
    var tier: Tier
    let createdAt: Date

    init(id: String, name: String, email: String, tier: Tier, createdAt: Date) {
        self.id = id
        self.name = name
        self.email = email
        self.tier = tier
        self.createdAt = createdAt
    }
}

struct Shipment {
    let id: String
    let orderId: String
    var carrier: String
    var trackingNumber: String
    var isDelivered: Bool
}
