import Foundation

final class BillingClient {
    func invoice(from data: Data) throws -> InvoiceDTO {
        let decoder = JSONDecoder()
        return try decoder.decode(InvoiceDTO.self, from: data)
    }
}

enum OrderFeed {
    static func orders(from data: Data) throws -> [OrderDTO] {
        try OrderDTO.decoder.decode([OrderDTO].self, from: data)
    }
}
