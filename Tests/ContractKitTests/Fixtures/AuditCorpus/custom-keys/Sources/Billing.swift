import Foundation

enum BillingPriority: Int, Codable {
    case low = 0, normal = 1, high = 2
}

struct BillingRegion: RawRepresentable, Codable, Hashable {
    let rawValue: String
}

struct BillingInvoice: Codable {
    let invoiceNumber: String
    let totalCents: Int
    let priority: Int
    let region: BillingRegion
    let checksum: [UInt8]

    enum CodingKeys: String, CodingKey {
        case invoiceNumber = "invoice_number"
        case totalCents = "total_cents"
        case priority, region, checksum
    }
}

struct BillingLineItem: Codable {
    let sku: String
    let quantity: Int
}

struct BillingPlan: Codable {
    let name: String
    let seats: Int
}
