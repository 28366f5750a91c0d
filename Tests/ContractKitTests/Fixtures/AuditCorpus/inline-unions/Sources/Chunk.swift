import Foundation

/// A styled piece of a title. The style sits beside the kind, which carries the content.
struct Chunk: Decodable {
    let style: String
    let kind: ChunkKind

    enum CodingKeys: String, CodingKey {
        case style
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        style = try container.decode(String.self, forKey: .style)
        kind = try ChunkKind(from: decoder)
    }
}

enum ChunkKind: Decodable { // expect: union-variant-missing
    case plain(PlainText)
    case link(LinkTarget)
    case unknown

    struct PlainText: Decodable {
        let content: String
    }

    /// The app opens the url; it shows the chunk's own text, not a label.
    struct LinkTarget: Decodable { // expect: missing-field
        let url: String
    }

    enum CodingKeys: String, CodingKey {
        case type, plain, link
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "plain":
            self = .plain(try container.decode(PlainText.self, forKey: .plain))
        case "link":
            self = .link(try container.decode(LinkTarget.self, forKey: .link))
        default:
            self = .unknown
        }
    }
}
