import Foundation
import BillingNetworking

// Decoded from the invoice endpoint, with fields of the client's own beside the contract's.
public struct Invoice: Codable {
    public let invoiceId: String
    public let customerRef: String
    public let total: Money
    public let issuedAt: String
    public let note: String? // expect: extra-optional-field
    public let dueAt: String? // expect: extra-optional-field
}

public struct Money: Codable {
    public let value: Int
    public let currency: String
}

// `APIResponse` comes from the networking package (there `protocol APIResponse: Decodable`).
// Its keys say it is decoded; it is the status answer, though the invoice shares more keys.
public struct InvoiceStatusResponse: APIResponse { // expect: missing-field
    public let remaining: Money
    public let lines: [StatusLine]?

    enum CodingKeys: String, CodingKey {
        case remaining
        case lines
    }
}

public struct StatusLine: APIResponse {
    public let sku: String
    public let amount: Money // expect: optionality-mismatch
    public let label: String?

    private enum CodingKeys: String, CodingKey {
        case sku, amount, label
    }
}
