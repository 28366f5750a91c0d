import Foundation

/// What a tool call returns, decoded from the server's JSON-RPC result.
struct ToolResult: Decodable {
    let content: [Content]
    let isError: Bool?
}

/// A link to a resource; its own struct because the app shows it in a list.
struct ResourceLink: Codable, Hashable { // expect: missing-field
    let uri: String
    let name: String
    let title: String?
}

/// One block of tool output, tagged by `type` on the wire.
enum Content: Decodable, Hashable {
    case text(String) // expect: missing-field
    case image(data: String, mimeType: String) // expect: missing-field
    case resourceLink(ResourceLink)
    case audio(data: String, mimeType: String, durationSeconds: Double?)

    private enum CodingKeys: String, CodingKey {
        case type, text, data, mimeType, durationSeconds
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "text":
            self = .text(try container.decode(String.self, forKey: .text))
        case "image":
            let data = try container.decode(String.self, forKey: .data)
            let mimeType = try container.decode(String.self, forKey: .mimeType)
            self = .image(data: data, mimeType: mimeType)
        case "resource_link":
            self = .resourceLink(try ResourceLink(from: decoder))
        case "audio":
            self = .audio(
                data: try container.decode(String.self, forKey: .data),
                mimeType: try container.decode(String.self, forKey: .mimeType),
                durationSeconds: try container.decodeIfPresent(Double.self, forKey: .durationSeconds)
            )
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown content type \(type)")
        }
    }
}
