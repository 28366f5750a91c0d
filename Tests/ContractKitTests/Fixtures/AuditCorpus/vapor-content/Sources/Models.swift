import Vapor

// A server-side Swift service receives the carrier's webhooks; Vapor's Content is its Codable.
struct Address: Content {
    let line1: String
    let line2: String?
    let city: String
    let postalCode: String // expect: coding-key-mismatch
    let country: String
}

struct ShipmentEvent: Content { // expect: missing-field
    let shipmentId: String
    let status: ShipmentStatus
    let occurredAt: String
    let location: Address?

    enum CodingKeys: String, CodingKey {
        case shipmentId = "shipment_id"
        case status
        case occurredAt = "occurred_at"
        case location
    }
}

enum ShipmentStatus: String, Content { // expect: enum-case-missing
    case labelCreated = "label_created"
    case inTransit = "in_transit"
    case delivered
}
