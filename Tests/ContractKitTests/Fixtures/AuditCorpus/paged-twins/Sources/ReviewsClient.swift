import Foundation

// The app shows a book's reviews; it never lists shipments.
struct BookReviewsResponse: Codable {
    let book: Book
    let reviews: ReviewPageData
}

struct Book: Codable {
    let id: Int
    let title: String
    let author: String
}

struct ReviewPageData: Codable {
    let hasMore: Bool
    let cursor: Int
    let items: [ReviewRow]

    enum CodingKeys: String, CodingKey {
        case cursor, items
        case hasMore = "has_more"
    }
}

struct ReviewRow: Codable { // expect: missing-field
    let id: Int
    let rating: Int
    let body: String
    let reviewerName: String

    enum CodingKeys: String, CodingKey {
        case id, rating, body
        case reviewerName = "reviewer_name"
    }
}

enum ReviewsClient {
    static func reviews(_ data: Data) throws -> BookReviewsResponse {
        try JSONDecoder().decode(BookReviewsResponse.self, from: data)
    }
}
