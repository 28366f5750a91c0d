import Foundation

struct Book: Decodable {
    let id: Int
    let title: String
}

struct Author: Decodable {
    let id: Int
    let name: String
}

/// One page of any search: the app keeps the items and the cursor, and drops the rest.
struct Listing<Item: Decodable>: Decodable { // expect: missing-field
    let items: [Item]
    let nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case items
        case nextCursor = "next_cursor"
    }
}

/// What a book search lists: the enum hands its decoder to the book.
enum Hit: Decodable {
    case book(Book)

    init(from decoder: Decoder) throws {
        self = .book(try Book(from: decoder))
    }
}

/// A request the app's client sends and decodes the answer of as `Response`.
struct Request<Response: Decodable> {
    let path: String
}

enum CatalogAPI {
    static func books(matching query: String) -> Request<Listing<Hit>> {
        return Request<Listing<Hit>>(path: "search/books?q=\(query)")
    }

    static func authors(matching query: String) -> Request<Listing<Author>> {
        return Request<Listing<Author>>(path: "search/authors?q=\(query)")
    }
}
