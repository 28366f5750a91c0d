import Foundation
import CatalogCore

// Ids are written as the `ID` of the type they identify: `Genre.ID` is whatever
// `Genre.id` is, and `Publisher` lives in another module the audit does not read.

struct Genre: Identifiable, Codable {
    let id: Int
    let name: String
}

struct Label: Identifiable, Codable {
    typealias ID = String
    let id: ID
    let name: String
}

struct Studio: Identifiable, Codable {
    typealias ID = Int64
    let id: ID
}

struct Track: Identifiable, Codable {
    let id: Int
    let title: String
    let genreIds: [Genre.ID]
    let publisherId: Publisher.ID
    let labelId: Label.ID // expect: type-mismatch
    let studioId: Studio.ID
}
