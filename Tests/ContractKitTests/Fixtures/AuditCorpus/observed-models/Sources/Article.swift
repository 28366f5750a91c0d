import Combine
import Foundation
import SwiftData

/// Observed by the list view; decoded by hand because @Published is not Codable.
final class Article: ObservableObject, Decodable {
    let id: Int
    @Published var title: String
    @Published var starred: Bool // expect: optionality-mismatch
    @Published var readMinutes: Int?
    @Published var summary: String

    enum CodingKeys: String, CodingKey {
        case id, title, starred, summary
        case readMinutes = "read_minutes"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        starred = try container.decode(Bool.self, forKey: .starred)
        readMinutes = try container.decodeIfPresent(Int.self, forKey: .readMinutes)
        summary = try container.decode(String.self, forKey: .summary)
    }
}

/// Stored with SwiftData, decoded straight from the server's JSON.
@Model
final class Bookmark: Decodable {
    @Attribute(.unique) var id: String
    var url: String
    @Attribute(.externalStorage) var note: String // expect: optionality-mismatch

    enum CodingKeys: String, CodingKey { case id, url, note }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        url = try container.decode(String.self, forKey: .url)
        note = try container.decode(String.self, forKey: .note)
    }
}

enum FeedAPI {
    static func articles(_ data: Data) throws -> [Article] { try JSONDecoder().decode([Article].self, from: data) }
    static func bookmarks(_ data: Data) throws -> [Bookmark] { try JSONDecoder().decode([Bookmark].self, from: data) }
}
