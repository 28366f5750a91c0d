import Foundation

/// Invoices are read with a plain JSONDecoder: the DTOs spell out their snake_case keys.
struct InvoiceDTO: Codable {
    let invoiceId: String
    let customerId: String
    let totalAmount: Double
    let billingAddress: PostalAddressDTO

    enum CodingKeys: String, CodingKey {
        case invoiceId = "invoice_id"
        case customerId = "customer_id"
        case totalAmount = "total_amount"
        case billingAddress = "billing_address"
    }
}

struct PostalAddressDTO: Codable {
    let streetLine: String
    let postalCode: String

    enum CodingKeys: String, CodingKey {
        case streetLine = "street_line"
        case postalCode = "postal_code"
    }
}
