import Foundation

/// What an entry is: the app reads every kind of the catalog with one struct.
enum EntryKind: String, Codable {
    case film
    case series
    case episode
    case trailer
}

/// One struct for films, series and episodes alike; the kind says which fields to expect.
struct CatalogItem: Codable { // expect: missing-field
    let id: String
    let type: EntryKind // expect: type-mismatch
    let title: String
    let summary: String?
    let poster: String?
    let addedAt: Int
    let year: Int?
    let studio: String?
    let runtime: Int? // expect: type-mismatch
    let seasonCount: Int? // expect: type-mismatch
    let seriesId: String?
    let seriesTitle: String?
    let episodeNumber: Int?
    let seasonNumber: Int?
    let score: Double? // expect: extra-optional-field
}

struct Listing: Codable {
    let total: Int
    let items: [CatalogItem]
}

final class CatalogClient {
    func listing(_ data: Data) throws -> Listing {
        try JSONDecoder().decode(Listing.self, from: data)
    }
}
