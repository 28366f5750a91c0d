import Foundation

struct Receipt: Codable {
    let id: String
    let totalCents: Int
    let store: Store
}

struct Store: Codable {
    let id: String
    let displayName: String
    let check: Check

    /// How the store was verified; the app does not keep the attempt count.
    struct Check: Codable { // expect: missing-field
        let status: String
        let method: String
        let channel: String
        let checkedAt: Double
    }
}

enum ReceiptsAPI {
    static func receipt(from data: Data) throws -> Receipt {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Receipt.self, from: data)
    }
}
