import Foundation

struct BookDTO: Codable, Sendable {
    let id: String
    let title: String
    let subtitle: String?
    let authors: [AuthorDTO]
    let pageCount: Int?
    let coverURL: String?
    let reviewStatus: DTOReviewStatus
    let provider: String
    let publishedDate: String?

    private enum CodingKeys: String, CodingKey {
        case id, title, subtitle, authors, pageCount, coverURL, reviewStatus, provider, publishedDate
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        title = try c.decode(String.self, forKey: .title)
        subtitle = try c.decodeIfPresent(String.self, forKey: .subtitle)
        authors = (try? c.decode([AuthorDTO].self, forKey: .authors)) ?? []
        pageCount = try c.decodeIfPresent(Int.self, forKey: .pageCount)
        coverURL = try c.decodeIfPresent(String.self, forKey: .coverURL)
        reviewStatus = try c.decode(DTOReviewStatus.self, forKey: .reviewStatus)
        provider = try c.decode(String.self, forKey: .provider)
        publishedDate = try c.decodeIfPresent(String.self, forKey: .publishedDate)
    }

    /// Builds a DTO from a stored book, for the share extension.
    init(book: Book) {
        id = book.id
        title = book.title
        subtitle = book.subtitle
        authors = book.authors.map { AuthorDTO(name: $0.name, openLibraryKey: $0.openLibraryKey) }
        pageCount = book.pageCount
        coverURL = nil
        reviewStatus = DTOReviewStatus(rawValue: book.reviewStatus.rawValue) ?? .verified
        provider = book.provider
        publishedDate = nil
    }
}

enum DTOReviewStatus: String, Codable, Sendable {
    case verified, needsReview, userEdited
}

struct AuthorDTO: Codable, Sendable {
    let name: String
    let openLibraryKey: String?
}

struct SearchResponse: Codable, Sendable {
    let books: [BookDTO]
    let totalResults: Int
}

struct DetectedBookDTO: Codable, Sendable {
    let title: String
    let confidence: Double
}

struct ScanResponse: Codable, Sendable {
    let detected: [DetectedBookDTO]
}
