import Foundation

/// The app's own attachment list, decoded on its own; it reads the thumbnail under a key
/// the server never sends.
struct AttachmentModel: Codable {
    let id: String
    let url: String
    let thumbnail: String?
    let kind: String
    let size: Int

    enum CodingKeys: String, CodingKey {
        case id, url, kind, size
        case thumbnail = "thumbnailURL" // expect: coding-key-mismatch
    }
}

/// A post's files, a second struct for the same payload.
struct PostFile: Codable {
    let id: String
    let url: String
    let thumbnail_url: String
    let kind: String
    let size: Int
}

struct PostModel: Codable {
    let id: String
    let body: String
    let attachments: [PostFile]
    let origin: PostOrigin
}

struct PostOrigin: Codable {
    let key: String
    let revision: String
    let labels: [String]
}

/// The inbox's own copy of the origin, which forgets the labels.
struct InboxOrigin: Codable { // expect: missing-field
    let key: String
    let revision: String
}

struct InboxEntryModel: Codable {
    let id: String
    let seen: Bool
    let origin: InboxOrigin
}

enum BoardAPI {
    static func attachments(_ data: Data) throws -> [AttachmentModel] {
        try JSONDecoder().decode([AttachmentModel].self, from: data)
    }

    static func posts(_ data: Data) throws -> [PostModel] {
        try JSONDecoder().decode([PostModel].self, from: data)
    }

    static func inbox(_ data: Data) throws -> [InboxEntryModel] {
        try JSONDecoder().decode([InboxEntryModel].self, from: data)
    }
}
