import Foundation

public struct EditionDTO: Codable, Sendable, Equatable {
    // Identifiers
    public let isbn: String?
    public let isbns: [String]

    // Core metadata
    public let title: String?
    public let publisher: String?
    public let publicationDate: String?
    public let pageCount: Int?
    public let format: DTOEditionFormat
    public let coverImageURL: String?
    public let editionTitle: String?
    public let editionDescription: String?
    public let language: String?

    // Provenance (String for forward compatibility)
    public let primaryProvider: String?
    public let contributors: [String]?

    // External IDs
    public let openLibraryID: String?
    public let openLibraryEditionID: String?
    public let isbndbID: String?
    public let googleBooksVolumeID: String?
    public let goodreadsID: String?
    public let amazonASINs: [String]
    public let googleBooksVolumeIDs: [String]
    public let librarythingIDs: [String]

    // Quality
    public let lastISBNDBSync: String?
    public let isbndbQuality: Int

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        isbn = try c.decodeIfPresent(String.self, forKey: .isbn)
        isbns = try c.decodeIfPresent([String].self, forKey: .isbns) ?? []
        title = try c.decodeIfPresent(String.self, forKey: .title)
        publisher = try c.decodeIfPresent(String.self, forKey: .publisher)
        publicationDate = try c.decodeIfPresent(String.self, forKey: .publicationDate)
        pageCount = try c.decodeIfPresent(Int.self, forKey: .pageCount)
        format = try c.decodeIfPresent(DTOEditionFormat.self, forKey: .format) ?? .paperback
        coverImageURL = try c.decodeIfPresent(String.self, forKey: .coverImageURL)
        editionTitle = try c.decodeIfPresent(String.self, forKey: .editionTitle)
        editionDescription = try c.decodeIfPresent(String.self, forKey: .editionDescription)
        language = try c.decodeIfPresent(String.self, forKey: .language)
        primaryProvider = try c.decodeIfPresent(String.self, forKey: .primaryProvider)
        contributors = try c.decodeIfPresent([String].self, forKey: .contributors)
        openLibraryID = try c.decodeIfPresent(String.self, forKey: .openLibraryID)
        openLibraryEditionID = try c.decodeIfPresent(String.self, forKey: .openLibraryEditionID)
        isbndbID = try c.decodeIfPresent(String.self, forKey: .isbndbID)
        googleBooksVolumeID = try c.decodeIfPresent(String.self, forKey: .googleBooksVolumeID)
        goodreadsID = try c.decodeIfPresent(String.self, forKey: .goodreadsID)
        amazonASINs = try c.decodeIfPresent([String].self, forKey: .amazonASINs) ?? []
        googleBooksVolumeIDs = try c.decodeIfPresent([String].self, forKey: .googleBooksVolumeIDs) ?? []
        librarythingIDs = try c.decodeIfPresent([String].self, forKey: .librarythingIDs) ?? []
        lastISBNDBSync = try c.decodeIfPresent(String.self, forKey: .lastISBNDBSync)
        isbndbQuality = try c.decodeIfPresent(Int.self, forKey: .isbndbQuality) ?? 0
    }

    enum CodingKeys: String, CodingKey {
        case isbn, isbns, title, publisher, publicationDate, pageCount, format, coverImageURL
        case editionTitle, editionDescription, language, primaryProvider, contributors
        case openLibraryID, openLibraryEditionID, isbndbID, googleBooksVolumeID, goodreadsID
        case amazonASINs, googleBooksVolumeIDs, librarythingIDs, lastISBNDBSync, isbndbQuality
    }
}
