import Foundation

enum BookMapper {
    private static let dates = ISO8601DateFormatter()

    static func makeBook(from dto: BookDTO) -> Book { // expect: mapper-unread-field
        let book = Book(id: dto.id, title: dto.title, provider: dto.provider)
        book.subtitle = dto.subtitle
        book.authors = dto.authors.map(makeAuthor)
        book.pageCount = dto.pageCount
        book.reviewStatus = ReviewStatus(rawValue: dto.reviewStatus.rawValue) ?? .needsReview
        book.publishedDate = dto.publishedDate.flatMap { dates.date(from: $0) }
        return book
    }

    static func makeAuthor(from dto: AuthorDTO) -> Author {
        Author(name: dto.name, openLibraryKey: dto.openLibraryKey)
    }

    /// Refreshes a stored book after a re-fetch. Forgets the subtitle.
    static func merge(_ dto: BookDTO, into book: Book) { // expect: mapper-inconsistent
        book.title = dto.title
        book.pageCount = dto.pageCount ?? book.pageCount
        book.reviewStatus = ReviewStatus(rawValue: dto.reviewStatus.rawValue) ?? book.reviewStatus
        book.provider = dto.provider
        book.publishedDate = dto.publishedDate.flatMap { dates.date(from: $0) } ?? book.publishedDate
        book.authors = dto.authors.map(makeAuthor)
    }
}
