import Foundation

/// One struct for both forms of a book: the full form's fields as the app needs them.
struct Book: Codable { // expect: missing-field
    let id: String
    let title: String
    let isbn: String // expect: extra-required-field
    let publisher: String?
}

struct Listing<Element: Codable>: Codable {
    let items: [Element]
    let total: Int
}

struct Shelf: Codable {
    let id: String
    let label: String
    let books: Listing<Book>
    let pinned: Book
}

/// Written for the fuller review: it reads the vote count that only that form has.
struct Review: Codable { // expect: missing-field
    let id: String
    let stars: Int
    let body: String
    let helpfulVotes: Int?

    enum CodingKeys: String, CodingKey {
        case id, stars, body
        case helpfulVotes = "helpful_votes"
    }
}
