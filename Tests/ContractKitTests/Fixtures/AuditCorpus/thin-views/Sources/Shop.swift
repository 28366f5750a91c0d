import Foundation

// The listing screen reads the whole listing; the cart badge keeps a few keys of each of
// its listings, in a struct of its own.

struct SellerModel: Codable {
    let id: String
    let displayName: String
    let email: String
    let joinedAt: String
    let rating: Double
}

struct ListingModel: Codable {
    let id: String
    let title: String
    let price: Double
    let currency: String
    let description: String
    let stock: Int
    let tags: [String]
    let seller: SellerModel
}

/// Two of the listing's eight keys, one of them read with the wrong type.
struct CartLine: Codable {
    let id: String
    let price: String // expect: type-mismatch
    let seller: CartSeller
}

/// One key of the seller's five: the seller of a cart line, a view of that view.
struct CartSeller: Codable {
    let displayName: String
}

struct CartModel: Codable {
    let id: String
    let listings: [CartLine]
    let total: Double
}

/// A copy of the listing that has fallen behind it: it reads most keys and drops one.
struct OrderedListing: Codable { // expect: missing-field
    let id: String
    let title: String
    let price: Double
    let currency: String
    let description: String
    let stock: Int
    let seller: SellerModel
}

struct OrderModel: Codable {
    let id: String
    let listing: OrderedListing
    let placedAt: String
}

enum ShopAPI {
    static func listing(_ data: Data) throws -> ListingModel {
        try JSONDecoder().decode(ListingModel.self, from: data)
    }

    static func cart(_ data: Data) throws -> CartModel {
        try JSONDecoder().decode(CartModel.self, from: data)
    }

    static func order(_ data: Data) throws -> OrderModel {
        try JSONDecoder().decode(OrderModel.self, from: data)
    }
}
