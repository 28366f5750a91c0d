import Foundation

/// What the app sends to its own reporting endpoint: shares a stem with the contract's
/// Invoice, which the contract's functions only return.
struct InvoicePayload: Encodable {
    let number: String
    let amountDue: Double
}

/// Sent when the app records a payment made offline.
struct ReceiptPayload: Encodable {
    let invoiceId: String
    let amount: Double
}
