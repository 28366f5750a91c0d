import Foundation

/// The layout the app asks for; it never asks to strip spaces or to add a final newline,
/// which the server does not need to be told.
struct LayoutOptions: Codable, Hashable {
    let indentWidth: Int
    let useTabs: Bool
}

struct LayoutJob: Codable, Hashable {
    let documentId: String
    let options: LayoutOptions
}

struct LayoutEdit: Codable, Hashable { // expect: missing-field
    let line: Int
    let text: String
}

typealias LayoutAnswer = [LayoutEdit]?

/// The transport lives in another package: only its requirement is visible here.
protocol LayoutConnection {
    func call<Answer: Decodable & Sendable>(_ method: String, _ body: LayoutJob) async throws -> Answer
}

extension LayoutConnection {
    func layout(_ job: LayoutJob) async throws -> LayoutAnswer {
        try await call("layout", job)
    }
}
