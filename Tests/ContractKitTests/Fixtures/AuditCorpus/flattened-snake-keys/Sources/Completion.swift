import Foundation

/// Sampling settings, written by the request's own encoder at its top level, each key
/// converted by the app's encoder: `top_k` is the contract's; the others it does not define.
struct SamplingOptions: Encodable {
    var temperature: Double? // expect: extra-optional-field
    var topK: Int?
    var maxTokens: Int? // expect: extra-optional-field
}

struct CompletionRequestBody: Encodable {
    var prompt: String
    var model: String
    var system: String?
    var stream: Bool?
    var keepAlive: String?
    var options: SamplingOptions?

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(prompt, forKey: .prompt)
        try container.encode(model, forKey: .model)
        try container.encodeIfPresent(system, forKey: .system)
        try container.encodeIfPresent(stream, forKey: .stream)
        try container.encodeIfPresent(keepAlive, forKey: .keepAlive)
        if let options {
            try options.encode(to: encoder)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case prompt, model, system, stream, keepAlive
    }
}

struct CompletionResponse: Decodable {
    let text: String
    let doneReason: String

    enum CodingKeys: String, CodingKey {
        case text
        case doneReason = "done_reason"
    }
}

/// The app's encoder converts every key it writes; its decoder converts none.
extension JSONEncoder {
    static var api: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }
}

enum CompletionClient {
    static func body(_ body: CompletionRequestBody) throws -> Data {
        try JSONEncoder.api.encode(body)
    }

    static func reply(_ data: Data) throws -> CompletionResponse {
        try JSONDecoder().decode(CompletionResponse.self, from: data)
    }
}
