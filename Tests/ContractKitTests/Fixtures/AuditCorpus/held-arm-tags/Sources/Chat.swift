import Foundation

/// The structs the app builds each part into; neither keeps the tag, which the turn's part
/// enum reads to choose between them.
struct ToolCallPart: Codable {
    let callId: String
    let tool: String
}

struct ToolAnswerPart: Codable { // expect: missing-field
    let callId: String
    let output: String
}

struct AssistantTurn: Decodable {
    let id: String
    let content: Body

    /// One part or a list of them.
    enum Body: Decodable {
        case one(Piece)
        case many([Piece])

        init(from decoder: Decoder) throws {
            let single = try decoder.singleValueContainer()
            if let pieces = try? single.decode([Piece].self) {
                self = .many(pieces)
            } else {
                self = .one(try single.decode(Piece.self))
            }
        }
    }

    enum Piece: Decodable {
        case call(ToolCallPart)
        case answer(ToolAnswerPart)
        case unknown

        private enum CodingKeys: String, CodingKey {
            case type, callId, tool, output
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(String.self, forKey: .type) {
            case "tool_call":
                self = .call(ToolCallPart(callId: try container.decode(String.self, forKey: .callId),
                                          tool: try container.decode(String.self, forKey: .tool)))
            case "tool_answer":
                self = .answer(ToolAnswerPart(callId: try container.decode(String.self, forKey: .callId),
                                              output: try container.decode(String.self, forKey: .output)))
            default:
                self = .unknown
            }
        }
    }
}

enum ChatAPI {
    static func turn(_ data: Data) throws -> AssistantTurn {
        try JSONDecoder().decode(AssistantTurn.self, from: data)
    }
}
