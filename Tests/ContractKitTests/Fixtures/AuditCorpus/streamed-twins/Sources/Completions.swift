import Foundation

/// The whole answer: each struct nests its own `Choice`, so the two top-level structs read
/// the same keys and differ only in what `Choice` means inside each.
struct CompletionResult: Decodable { // expect: missing-field
    let id: String
    let model: String
    let choices: [Choice]

    struct Choice: Decodable {
        let index: Int
        let message: Message
        let finish_reason: String
    }

    struct Message: Decodable {
        let role: String
        let content: String
    }
}

/// One streamed piece of the answer.
struct CompletionStreamResult: Decodable { // expect: missing-field
    let id: String
    let model: String
    let choices: [Choice]

    struct Choice: Decodable {
        let index: Int
        let delta: Delta
        let finish_reason: String // expect: optionality-mismatch
    }

    struct Delta: Decodable {
        let role: String?
        let content: String?
    }
}

func reply(_ data: Data) throws -> CompletionResult {
    try JSONDecoder().decode(CompletionResult.self, from: data)
}

func chunk(_ data: Data) throws -> CompletionStreamResult {
    try JSONDecoder().decode(CompletionStreamResult.self, from: data)
}
