import Foundation

/// Sampling settings, written by the request's own encoder at its top level.
struct SamplingOptions: Encodable {
    var temperature: Double? // expect: extra-optional-field
    var topK: Int?
    var maxTokens: Int?
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
}

/// The app's coders: every key converted, both ways.
extension JSONEncoder {
    static var api: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }
}

extension JSONDecoder {
    static var api: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
}

enum CompletionClient {
    static func body(_ body: CompletionRequestBody) throws -> Data {
        try JSONEncoder.api.encode(body)
    }

    static func reply(_ data: Data) throws -> CompletionResponse {
        try JSONDecoder.api.decode(CompletionResponse.self, from: data)
    }
}
