import Foundation

struct Listing: Decodable {
    let id: Int
    let title: String
    let expires: String? // expect: type-mismatch
    let related: [Int]? // expect: type-mismatch
    let extra: Bool? // expect: type-mismatch
    let price: String // expect: type-mismatch
}

final class ListingsClient {
    func listing(from data: Data) throws -> Listing {
        try JSONDecoder().decode(Listing.self, from: data)
    }
}
