import Foundation

public struct CompletionResult: Decodable {
    public let id: String // expect: optionality-mismatch
    public let created: Int
    public let model: String
    public let choices: [Choice]
    public let usage: Usage?

    public struct Choice: Decodable {
        public let index: Int
        public let text: String
        public let finishReason: String?

        enum CodingKeys: String, CodingKey {
            case index, text
            case finishReason = "finishReason" // expect: coding-key-mismatch
        }
    }

    public struct Usage: Decodable { // expect: missing-field
        public let promptTokens: Int

        enum CodingKeys: String, CodingKey {
            case promptTokens = "prompt_tokens"
        }
    }
}

enum CompletionsAPI {
    static func complete(_ data: Data) throws -> CompletionResult { try JSONDecoder().decode(CompletionResult.self, from: data) }
}
