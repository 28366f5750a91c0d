import Foundation

// One struct for both services' `Access`: the store's fields were never added.
struct Access: Codable { // expect: missing-field
    let visibility: String // expect: extra-required-field
    let owner: String?
}

struct Listing: Codable {
    let id: String
    let title: String
    let access: Access
}

struct Offer: Codable {
    let sku: String
    let price: Double
    let access: Access?
}

enum CatalogClient {
    static func listings(_ data: Data) throws -> [Listing] {
        try JSONDecoder().decode([Listing].self, from: data)
    }

    static func offers(_ data: Data) throws -> [Offer] {
        try JSONDecoder().decode([Offer].self, from: data)
    }
}
