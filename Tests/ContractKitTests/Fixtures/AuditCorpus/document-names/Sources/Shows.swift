import Foundation

/// The show page reads three of the detail answer's fields.
struct ShowDetail: Codable { // expect: missing-field
    let id: Int
    let title: String
    let overview: String
}

/// A search hit: a slice of the channel the search returns.
struct Channel: Codable { // expect: missing-field
    let id: Int
    let name: String
    let avatarPath: String?
}
