import Foundation

struct Invoice: Decodable { // expect: missing-field
    let number: String
    let amountCents: Int
    let dueOn: String // expect: optionality-mismatch
    let payer: Payer
}

struct Payer: Decodable {
    let name: String
    let taxId: Int // expect: type-mismatch, optionality-mismatch
}

final class BillingClient {
    func invoice(_ data: Data) throws -> Invoice {
        try JSONDecoder().decode(Invoice.self, from: data)
    }
}
