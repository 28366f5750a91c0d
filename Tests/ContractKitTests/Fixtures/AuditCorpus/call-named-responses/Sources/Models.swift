import Foundation

public struct BOOKS_BookDetails: Decodable { // expect: missing-field
    public let id: Int?
    public let title: String?
    public let subtitle: String?
    public let isbn: String?
    public let pages: Int?
    public let language: String?
    public let publisher: String?
    public let published: String?
    public let rating: Double?
    public let coverURL: String?
    public let price: Double?
    public let currency: String?
    public let editions: [BOOKS_Edition]?
    public let authors: [BOOKS_Author]?
    public let tags: [String]? // expect: extra-optional-field

    enum CodingKeys: String, CodingKey {
        case id, title, subtitle, isbn, pages, language, publisher, published, rating, price, currency, editions, authors, tags
        case coverURL = "cover_url"
    }
}

public struct BOOKS_Author: Decodable { // expect: missing-field
    public let name: String?
}

/// Reads the format's own keys straight from each edition item.
public struct BOOKS_Edition: Decodable { // expect: missing-field
    public let id: Int? // expect: extra-optional-field
    public let name: String? // expect: extra-optional-field
}

public struct BOOKS_Shelves: Decodable { // expect: missing-field
    public let shelves: [String]?
    public let owner: String?
}
