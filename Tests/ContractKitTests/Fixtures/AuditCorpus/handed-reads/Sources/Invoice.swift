import Foundation

/// An invoice whose decoder hands the decoder to an initializer of its own.
struct Invoice: Decodable { // expect: missing-field
    let invoiceId: String
    let issuedAt: String // expect: optionality-mismatch
    let totalCents: Int
    let currency: String

    private enum CodingKeys: String, CodingKey {
        case invoiceId = "invoice_id"
        case issuedAt = "issued_at"
        case totalCents = "total_cents"
        case currency
    }

    init(from decoder: Decoder) throws {
        try self.init(reading: decoder)
    }

    private init(reading decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        invoiceId = try values.decode(String.self, forKey: .invoiceId)
        issuedAt = try values.decode(String.self, forKey: .issuedAt)
        totalCents = try values.decode(Int.self, forKey: .totalCents)
        currency = try values.decodeIfPresent(String.self, forKey: .currency) ?? "USD"
    }
}
