import Foundation

/// The app reads profiles through the `getLibrary` callable, which sends ISO dates.
struct UserProfile: Codable {
    let uid: String
    let displayName: String?
    let photoURL: String?
    let createdAt: Date
    let updatedAt: Date
    let settings: UserSettings
}

struct UserSettings: Codable {
    let syncEnabled: Bool
    let preferredFormat: String?
    let dailyGoalMinutes: Int?
}

enum ReadingStatus: String, Codable {
    case wantToRead = "want_to_read"
    case reading
    case read
}

struct LibraryEntry: Codable {
    let bookId: String
    let isbn13: String
    let status: ReadingStatus
    let rating: Int?
    let addedAt: Date
}

struct AddBookPayload: Encodable {
    let isbn: String
    let status: ReadingStatus
}

struct AddBookResult: Decodable {
    let entry: LibraryEntry
    let created: Bool
}
