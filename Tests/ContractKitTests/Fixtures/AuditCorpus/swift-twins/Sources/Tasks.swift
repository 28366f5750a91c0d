import Foundation

/// The inbox and the archive each declare the reminder again, key for key, and each decodes
/// its own list: both are its readers, and both count tags.
struct ArchiveItem: Codable {
    let id: String
    let text: String
    let due_at: String
    let tags: [Int] // expect: type-mismatch
}

struct InboxItem: Codable {
    let id: String
    let text: String
    let due_at: String
    let tags: [Int] // expect: type-mismatch
}

struct Note: Codable {
    let id: String
    let body: String
}

/// The answer to saving many notes at once: it requires the ids a single save never sends.
struct BatchReply: Codable {
    let note: Note?
    let revision: Int
    let saved_by: String
    let ids: [String]
}

/// The answer to saving one note, with two flags of its own.
struct SingleReply: Codable {
    let note: Note
    let revision: Int
    let saved_by: String
    let draft: Bool? // expect: extra-optional-field
    let pinned: Bool? // expect: extra-optional-field
}

enum TasksAPI {
    static func inbox(_ data: Data) throws -> [InboxItem] { try JSONDecoder().decode([InboxItem].self, from: data) }
    static func archive(_ data: Data) throws -> [ArchiveItem] { try JSONDecoder().decode([ArchiveItem].self, from: data) }
    static func saveMany(_ data: Data) throws -> BatchReply { try JSONDecoder().decode(BatchReply.self, from: data) }
    static func saveOne(_ data: Data) throws -> SingleReply { try JSONDecoder().decode(SingleReply.self, from: data) }
}
