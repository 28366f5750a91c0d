import Foundation

/// A pointer to another record, resolved later; it decodes from `{ "link": { ... } }`.
enum Pointer: Decodable {
    struct Target: Decodable {
        let type: String
        let linkType: String
        let id: String
    }

    case pending(Target)
    case loaded(String)

    private enum CodingKeys: String, CodingKey {
        case link
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = .pending(try container.decode(Target.self, forKey: .link))
    }
}

/// The folder pointer of an older build, which looks for a key the server never sends.
enum FolderPointer: Decodable {
    case folder(String)

    private enum CodingKeys: String, CodingKey {
        case folderId
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = .folder(try container.decode(String.self, forKey: .folderId))
    }
}

struct Document: Decodable {
    let id: String
    let title: String
    let author: Pointer
    let watchers: [Pointer]
    let parent: FolderPointer? // expect: type-mismatch
}

enum DocsAPI {
    static func document(_ data: Data) throws -> Document {
        try JSONDecoder().decode(Document.self, from: data)
    }
}
