import Foundation

/// A line said aside: the same keys as a spoken line, kept apart for its own rendering.
struct AsideContent: Codable {
    let kind: String
    let text: String
    let style: String?
    let styled_text: String?
}

/// A line spoken aloud, said or shouted.
struct SpokenLineContent: Codable { // expect: missing-field
    let kind: String
    let text: String
    let style: String?
    let styled_text: String?
}

/// The app reads a line's content by its kind.
enum LineReader {
    static let contentTypes: [String: Codable.Type] = [
        "say": SpokenLineContent.self,
        "shout": SpokenLineContent.self,
        "whisper": AsideContent.self,
    ]
}
