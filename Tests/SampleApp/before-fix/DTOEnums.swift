import Foundation

// MARK: - Canonical enums (mirror enums.ts)

public enum DTOEditionFormat: String, Codable, Sendable, CaseIterable {
    case hardcover = "Hardcover"
    case paperback = "Paperback"
    case ebook = "E-book"
    case audiobook = "Audiobook"
    case massMarket = "Mass Market"
}

public enum DTOAuthorGender: String, Codable, Sendable, CaseIterable {
    case female = "Female"
    case male = "Male"
    case nonBinary = "Non-binary"
    case other = "Other"
    case unknown = "Unknown"
}

public enum DTOCulturalRegion: String, Codable, Sendable, CaseIterable {
    case africa = "Africa"
    case asia = "Asia"
    case europe = "Europe"
    case northAmerica = "North America"
    case southAmerica = "South America"
    case oceania = "Oceania"
    case middleEast = "Middle East"
    case caribbean = "Caribbean"
    case centralAsia = "Central Asia"
    case indigenous = "Indigenous"
    case international = "International"
}

public enum DTOReviewStatus: String, Codable, Sendable, CaseIterable {
    case verified, needsReview, userEdited
}

/// Kept for UI switches; DTO fields use String for forward compatibility (Nov 6 audit).
public enum DTODataProvider: String, Codable, Sendable, CaseIterable {
    case googleBooks = "google-books"
    case openLibrary = "openlibrary"
    case isbndb
    case gemini
}

public enum DTOApiErrorCode: String, Codable, Sendable, CaseIterable {
    case invalidISBN = "INVALID_ISBN"
    case invalidQuery = "INVALID_QUERY"
    case providerTimeout = "PROVIDER_TIMEOUT"
    case providerError = "PROVIDER_ERROR"
    case notFound = "NOT_FOUND"
    case rateLimitExceeded = "RATE_LIMIT_EXCEEDED"
    case internalError = "INTERNAL_ERROR"
}
