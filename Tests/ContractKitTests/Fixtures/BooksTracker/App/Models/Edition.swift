import Foundation

/// One edition of a work.
public final class Edition {
    public var isbn: String?
    public var isbns: [String] = []
    public var title: String?
    public var publisher: String?
    /// Parsed from the DTO's ISO 8601 string.
    public var publicationDate: Date?
    public var pageCount: Int?
    public var format: EditionFormat = .paperback
    public var coverImageURL: String?
    public var editionTitle: String?
    public var editionDescription: String?
    public var language: String?

    public var primaryProvider: String?
    public var contributors: [String] = []

    public var openLibraryID: String?
    public var openLibraryEditionID: String?
    public var isbndbID: String?
    public var googleBooksVolumeID: String?
    public var goodreadsID: String?
    public var amazonASINs: [String] = []
    public var googleBooksVolumeIDs: [String] = []
    public var librarythingIDs: [String] = []

    public var lastISBNDBSync: Date?
    public var isbndbQuality: Int = 0

    public var work: Work?

    public init() {}
}
