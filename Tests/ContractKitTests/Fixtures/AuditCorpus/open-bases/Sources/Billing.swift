import Foundation

/// `createdAt` comes from the record base the contract imports.
struct Invoice: Decodable {
    let id: String
    let total: String // expect: type-mismatch
    let createdAt: String
}

struct Label: Decodable {
    let title: String
    let tint: String
}

final class BillingClient {
    func invoices(_ data: Data) throws -> [Invoice] {
        try JSONDecoder().decode([Invoice].self, from: data)
    }

    func labels(_ data: Data) throws -> [Label] {
        try JSONDecoder().decode([Label].self, from: data)
    }
}
