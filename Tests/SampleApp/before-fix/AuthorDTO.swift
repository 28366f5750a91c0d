import Foundation

public struct AuthorDTO: Codable, Sendable, Equatable {
    public let name: String
    public let gender: DTOAuthorGender
    public let culturalRegion: DTOCulturalRegion?
    public let nationality: String?
    public let birthYear: Int?
    public let deathYear: Int?
    public let openLibraryID: String?
    public let isbndbID: String?
    public let googleBooksID: String?
    public let goodreadsID: String?
    public let bookCount: Int?

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        gender = (try? c.decode(DTOAuthorGender.self, forKey: .gender)) ?? .unknown
        culturalRegion = try? c.decodeIfPresent(DTOCulturalRegion.self, forKey: .culturalRegion)
        nationality = try c.decodeIfPresent(String.self, forKey: .nationality)
        birthYear = try c.decodeIfPresent(Int.self, forKey: .birthYear)
        deathYear = try c.decodeIfPresent(Int.self, forKey: .deathYear)
        openLibraryID = try c.decodeIfPresent(String.self, forKey: .openLibraryID)
        isbndbID = try c.decodeIfPresent(String.self, forKey: .isbndbID)
        googleBooksID = try c.decodeIfPresent(String.self, forKey: .googleBooksID)
        goodreadsID = try c.decodeIfPresent(String.self, forKey: .goodreadsID)
        bookCount = try c.decodeIfPresent(Int.self, forKey: .bookCount)
    }

    enum CodingKeys: String, CodingKey {
        case name, gender, culturalRegion, nationality, birthYear, deathYear
        case openLibraryID, isbndbID, googleBooksID, goodreadsID, bookCount
    }
}
