/// The app's own enums. EditionFormat keeps the contract's raw values; AuthorGender and
/// CulturalRegion match the DTO enums by case name; ReviewStatus by raw value.
public enum EditionFormat: String, Sendable, CaseIterable {
    case hardcover = "Hardcover"
    case paperback = "Paperback"
    case ebook = "E-book"
    case audiobook = "Audiobook"
    case massMarket = "Mass Market"
}

public enum AuthorGender: Sendable, CaseIterable {
    case female, male, nonBinary, other, unknown
}

public enum CulturalRegion: Sendable, CaseIterable {
    case africa, asia, europe, northAmerica, southAmerica, oceania, middleEast, caribbean, centralAsia, indigenous, international
}

public enum ReviewStatus: String, Sendable, CaseIterable {
    case verified, needsReview, userEdited
}
