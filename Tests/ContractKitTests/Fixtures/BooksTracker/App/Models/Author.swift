import Foundation

/// An author.
public final class Author {
    public var name: String
    public var gender: AuthorGender = .unknown
    public var culturalRegion: CulturalRegion?
    public var nationality: String?
    public var birthYear: Int?
    public var deathYear: Int?

    public var openLibraryID: String?
    public var isbndbID: String?
    public var googleBooksID: String?
    public var goodreadsID: String?

    public var bookCount: Int = 0

    public var works: [Work] = []

    public init(name: String) {
        self.name = name
    }
}
