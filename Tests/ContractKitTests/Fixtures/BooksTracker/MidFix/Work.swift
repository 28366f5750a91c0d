import Foundation

/// A literary work as the app stores it. In the seeds' app this is a SwiftData `@Model`;
/// here it is a plain class so the fixture builds on Linux. Midway through the Nov 6 fix: the model has coverImageURL.
public final class Work {
    public var title: String
    public var subjectTags: [String] = []
    public var originalLanguage: String?
    public var firstPublicationYear: Int?
    /// `description` would shadow CustomStringConvertible; contractkit.json maps it.
    public var summary: String?
    /// Work-level cover (Nov 6 fix, part 2): normalizers set it on every work.
    public var coverImageURL: String?

    // Provenance
    public var synthetic: Bool = false
    public var primaryProvider: String?
    public var contributors: [String] = []

    // External IDs
    public var openLibraryID: String?
    public var openLibraryWorkID: String?
    public var isbndbID: String?
    public var googleBooksVolumeID: String?
    public var goodreadsID: String?
    public var goodreadsWorkIDs: [String] = []
    public var amazonASINs: [String] = []
    public var googleBooksVolumeIDs: [String] = []
    // librarythingIDs is not stored: waived in contractkit.json.

    // Quality and review
    public var lastISBNDBSync: Date?
    public var isbndbQuality: Int = 0
    public var reviewStatus: ReviewStatus = .verified
    public var originalImagePath: String?

    // The bookshelf scanner's bounding box, flattened for storage.
    public var boundingBoxX: Double?
    public var boundingBoxY: Double?
    public var boundingBoxWidth: Double?
    public var boundingBoxHeight: Double?

    // Relationships: set by the mapper after insert, never from WorkDTO fields.
    public var authors: [Author] = []
    public var editions: [Edition] = []

    /// Computed, not storage.
    public var displayTitle: String { title.isEmpty ? "Untitled" : title }

    public init(title: String, subjectTags: [String] = []) {
        self.title = title
        self.subjectTags = subjectTags
    }
}
