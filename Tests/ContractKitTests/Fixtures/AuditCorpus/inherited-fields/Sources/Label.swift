import Foundation

/// One struct for both the lookup and the search hit: the hit's score is optional.
struct MBLabel: Decodable { // expect: missing-field
    let id: String
    let name: String
    let country: String?
    let rating: Double?
    let score: Int?
}

struct MBLabelSearch: Decodable {
    let count: Int
    let labels: [MBLabel]
}

final class CatalogClient {
    func label(_ data: Data) throws -> MBLabel {
        try JSONDecoder().decode(MBLabel.self, from: data)
    }

    func search(_ data: Data) throws -> MBLabelSearch {
        try JSONDecoder().decode(MBLabelSearch.self, from: data)
    }
}

struct MBArea: Decodable {
    let id: String
    let name: String
}
