import Foundation

struct ReceiptLine: Codable {
    let productId: Int
    let quantity: Int
    let unitPrice: Double

    enum CodingKeys: String, CodingKey {
        case quantity
        case productId = "product_id"
        case unitPrice = "unit_price"
    }
}

// No CodingKeys and a plain decoder: `giftNote` and `shippingFee` are looked up as spelled.
struct CheckoutReceipt: Codable { // expect: missing-field
    let items: [ReceiptLine]
    let giftNote: String? // expect: coding-key-mismatch
    let shippingFee: Double // expect: coding-key-mismatch
}

enum ReceiptLoader {
    static func load(_ data: Data) throws -> CheckoutReceipt {
        try JSONDecoder().decode(CheckoutReceipt.self, from: data)
    }
}
