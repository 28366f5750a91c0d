import Foundation

/// The listing screen's model, decoded straight from `GET /listings/:id`.
struct Listing: Decodable {
    let id: String
    let title: String // expect: optionality-mismatch
    let price: String? // expect: type-mismatch
    let seller: String // expect: optionality-mismatch
    let next: String // expect: optionality-mismatch
    let subtitle: String?
    let photos: [String]?
}

enum ListingAPI {
    static func listing(from data: Data) throws -> Listing {
        try JSONDecoder().decode(Listing.self, from: data)
    }
}
