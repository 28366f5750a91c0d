import Foundation

struct Book: Codable {
    let isbn: String
    let title: String
    let pages: Int
}

struct Author: Codable {
    let slug: String
    let displayName: String
    let born: Int?
}

/// The app writes the envelope out once per list: each struct is the generic with its items filled in.
struct BookShelfResponse: Codable {
    struct Cursor: Codable {
        let after: String?
        let total: Int
    }

    let cursor: Cursor // expect: optionality-mismatch
    let items: [Book] // expect: optionality-mismatch
}

struct AuthorIndexResponse: Codable {
    struct Cursor: Codable {
        let after: String?
        let total: Int
    }

    let cursor: Cursor?
    let items: [Author] // expect: optionality-mismatch
}

enum CatalogueAPI {
    static func shelf(_ data: Data) throws -> BookShelfResponse {
        try JSONDecoder().decode(BookShelfResponse.self, from: data)
    }

    static func authors(_ data: Data) throws -> AuthorIndexResponse {
        try JSONDecoder().decode(AuthorIndexResponse.self, from: data)
    }
}
