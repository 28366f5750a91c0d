import Foundation

/// Canonical work DTO. Mirrors `WorkDTO` in canonical.ts (before the Nov 6 fix).
public struct WorkDTO: Codable, Sendable, Equatable {
    // Core metadata
    public let title: String
    public let subjectTags: [String]
    public let originalLanguage: String?
    public let firstPublicationYear: Int?
    public let description: String?

    // Provenance: String, not DTODataProvider, so new providers never fail decoding.
    public let synthetic: Bool?
    public let primaryProvider: String?
    public let contributors: [String]?

    // External IDs
    public let openLibraryID: String?
    public let openLibraryWorkID: String?
    public let isbndbID: String?
    public let googleBooksVolumeID: String?
    public let goodreadsID: String?
    public let goodreadsWorkIDs: [String]
    public let amazonASINs: [String]
    public let librarythingIDs: [String]
    public let googleBooksVolumeIDs: [String]

    // Quality and review
    public let lastISBNDBSync: String?
    public let isbndbQuality: Int
    public let reviewStatus: DTOReviewStatus
    public let originalImagePath: String?
    public let boundingBox: BoundingBox?

    public struct BoundingBox: Codable, Sendable, Equatable {
        public let x: Double
        public let y: Double
        public let width: Double
        public let height: Double
    }

    enum CodingKeys: String, CodingKey {
        case title, subjectTags, originalLanguage, firstPublicationYear, description
        case synthetic, primaryProvider, contributors
        case openLibraryID, openLibraryWorkID, isbndbID, googleBooksVolumeID, goodreadsID
        case goodreadsWorkIDs, amazonASINs, librarythingIDs, googleBooksVolumeIDs
        case lastISBNDBSync, isbndbQuality, reviewStatus, originalImagePath, boundingBox
    }

    public init(title: String,
                subjectTags: [String] = [],
                originalLanguage: String? = nil,
                firstPublicationYear: Int? = nil,
                description: String? = nil,
                synthetic: Bool? = nil,
                primaryProvider: String? = nil,
                contributors: [String]? = nil,
                openLibraryID: String? = nil,
                openLibraryWorkID: String? = nil,
                isbndbID: String? = nil,
                googleBooksVolumeID: String? = nil,
                goodreadsID: String? = nil,
                goodreadsWorkIDs: [String] = [],
                amazonASINs: [String] = [],
                librarythingIDs: [String] = [],
                googleBooksVolumeIDs: [String] = [],
                lastISBNDBSync: String? = nil,
                isbndbQuality: Int = 0,
                reviewStatus: DTOReviewStatus = .verified,
                originalImagePath: String? = nil,
                boundingBox: BoundingBox? = nil) {
        self.title = title
        self.subjectTags = subjectTags
        self.originalLanguage = originalLanguage
        self.firstPublicationYear = firstPublicationYear
        self.description = description
        self.synthetic = synthetic
        self.primaryProvider = primaryProvider
        self.contributors = contributors
        self.openLibraryID = openLibraryID
        self.openLibraryWorkID = openLibraryWorkID
        self.isbndbID = isbndbID
        self.googleBooksVolumeID = googleBooksVolumeID
        self.goodreadsID = goodreadsID
        self.goodreadsWorkIDs = goodreadsWorkIDs
        self.amazonASINs = amazonASINs
        self.librarythingIDs = librarythingIDs
        self.googleBooksVolumeIDs = googleBooksVolumeIDs
        self.lastISBNDBSync = lastISBNDBSync
        self.isbndbQuality = isbndbQuality
        self.reviewStatus = reviewStatus
        self.originalImagePath = originalImagePath
        self.boundingBox = boundingBox
    }

    /// Defensive decoding: the backend omits empty arrays and review fields.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        subjectTags = try container.decodeIfPresent([String].self, forKey: .subjectTags) ?? []
        originalLanguage = try container.decodeIfPresent(String.self, forKey: .originalLanguage)
        firstPublicationYear = try container.decodeIfPresent(Int.self, forKey: .firstPublicationYear)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        synthetic = try container.decodeIfPresent(Bool.self, forKey: .synthetic)
        primaryProvider = try container.decodeIfPresent(String.self, forKey: .primaryProvider)
        contributors = try container.decodeIfPresent([String].self, forKey: .contributors)
        openLibraryID = try container.decodeIfPresent(String.self, forKey: .openLibraryID)
        openLibraryWorkID = try container.decodeIfPresent(String.self, forKey: .openLibraryWorkID)
        isbndbID = try container.decodeIfPresent(String.self, forKey: .isbndbID)
        googleBooksVolumeID = try container.decodeIfPresent(String.self, forKey: .googleBooksVolumeID)
        goodreadsID = try container.decodeIfPresent(String.self, forKey: .goodreadsID)
        goodreadsWorkIDs = try container.decodeIfPresent([String].self, forKey: .goodreadsWorkIDs) ?? []
        amazonASINs = try container.decodeIfPresent([String].self, forKey: .amazonASINs) ?? []
        librarythingIDs = try container.decodeIfPresent([String].self, forKey: .librarythingIDs) ?? []
        googleBooksVolumeIDs = try container.decodeIfPresent([String].self, forKey: .googleBooksVolumeIDs) ?? []
        lastISBNDBSync = try container.decodeIfPresent(String.self, forKey: .lastISBNDBSync)
        isbndbQuality = try container.decodeIfPresent(Int.self, forKey: .isbndbQuality) ?? 0
        reviewStatus = try container.decodeIfPresent(DTOReviewStatus.self, forKey: .reviewStatus) ?? .verified
        originalImagePath = try container.decodeIfPresent(String.self, forKey: .originalImagePath)
        boundingBox = try container.decodeIfPresent(BoundingBox.self, forKey: .boundingBox)
    }
}
