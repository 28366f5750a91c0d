import Foundation

struct Invoice: Decodable {
    let id: String
    let created: String
    let total: Double
}

struct Refund: Decodable {
    let id: String
    let created: String
    let amount: Double
}

/// Drops the amount: real drift, whatever the kind.
struct Payout: Decodable { // expect: missing-field
    let id: String
    let created: String
    let destination: String
}

/// Drops when it was made: inherited unchanged, and no type narrows it, so it is data.
struct Dispute: Decodable { // expect: missing-field
    let id: String
    let reason: String
}
