import Foundation

/// Canonical work DTO, mirroring `canonical.ts`.
/* A block comment /* with a nested one */ that still ends here. */
public struct WorkDTO: Codable, Sendable, Equatable {
    public let title: String
    public let subjectTags: [String]
    public let originalLanguage: String?
    public let firstPublicationYear: Int?
    public let description: String?
    public let synthetic: Bool?
    public let primaryProvider: String?   // widened for forward compatibility
    public let contributors: [String]?
    public let goodreadsWorkIDs: [String], amazonASINs: [String]
    public let isbndbQuality: Int
    public let reviewStatus: DTOReviewStatus
    public let boundingBox: BoundingBox?

    public struct BoundingBox: Codable, Sendable, Equatable {
        public let x, y: Double
        public let width: Double
        public let height: Double
    }

    enum CodingKeys: String, CodingKey {
        case title, subjectTags, originalLanguage
        case firstPublicationYear, description, synthetic
        case primaryProvider = "primaryProvider", contributors
        case goodreadsWorkIDs, amazonASINs, isbndbQuality, reviewStatus, boundingBox
    }

    public init(title: String, subjectTags: [String] = [], originalLanguage: String? = nil, firstPublicationYear: Int? = nil,
                description: String? = nil, synthetic: Bool? = false, primaryProvider: String? = nil, contributors: [String]? = nil,
                goodreadsWorkIDs: [String] = [], amazonASINs: [String] = [], isbndbQuality: Int = 0,
                reviewStatus: DTOReviewStatus = .verified, boundingBox: BoundingBox? = nil) {
        self.title = title
        self.subjectTags = subjectTags
        self.originalLanguage = originalLanguage
        self.firstPublicationYear = firstPublicationYear
        self.description = description
        self.synthetic = synthetic
        self.primaryProvider = primaryProvider
        self.contributors = contributors
        self.goodreadsWorkIDs = goodreadsWorkIDs
        self.amazonASINs = amazonASINs
        self.isbndbQuality = isbndbQuality
        self.reviewStatus = reviewStatus
        self.boundingBox = boundingBox
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        subjectTags = try container.decodeIfPresent([String].self, forKey: .subjectTags) ?? []
        originalLanguage = try container.decodeIfPresent(String.self, forKey: .originalLanguage)
        firstPublicationYear = try container.decodeIfPresent(Int.self, forKey: .firstPublicationYear)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        synthetic = try container.decodeIfPresent(Bool.self, forKey: .synthetic) ?? false
        primaryProvider = try container.decodeIfPresent(String.self, forKey: .primaryProvider)
        contributors = try container.decodeIfPresent([String].self, forKey: .contributors)
        goodreadsWorkIDs = try container.decodeIfPresent([String].self, forKey: .goodreadsWorkIDs) ?? []
        amazonASINs = (try? container.decode([String].self, forKey: .amazonASINs)) ?? []
        isbndbQuality = try container.decodeIfPresent(Int.self, forKey: .isbndbQuality) ?? 0
        self.reviewStatus = try container.decodeIfPresent(DTOReviewStatus.self,
                                                          forKey: .reviewStatus) ?? .verified
        if let box = try container.decodeIfPresent(BoundingBox.self, forKey: .boundingBox) {
            boundingBox = box
        } else {
            boundingBox = nil
        }
    }

    /// Not stored: derived for display.
    public var displayTitle: String {
        let suffix = synthetic == true ? " (synthetic)" : ""
        return "\(title)\(suffix) — \("nested \("interpolation") in a string")"
    }

    static let placeholder = WorkDTO(title: "Untitled")
}
