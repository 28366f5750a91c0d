import Foundation

struct Ticket: Decodable {
    let id: String
    let seating: Seating
    let tier: Tier
    let upgrades: [Tier]

    enum Seating: String, Decodable {
        case stalls, circle, balcony
    }

    /// The app has not heard of the VIP tier yet.
    enum Tier: String, Decodable { // expect: enum-case-missing
        case standard, premium
    }
}

struct Refund: Decodable {
    let ticketId: String
    let reason: RefundReason
    let label: String?

    enum CodingKeys: String, CodingKey {
        case ticketId = "ticket_id", reason, label
    }
}

enum RefundReason: Int, Decodable {
    case cancelled = 1
    case moved = 2
}

func loadTicket(_ data: Data) throws -> Ticket {
    try JSONDecoder().decode(Ticket.self, from: data)
}

func loadRefund(_ data: Data) throws -> Refund {
    try JSONDecoder().decode(Refund.self, from: data)
}
