import Foundation

/// Keeps the text and its rendering, but not whether the text is markup.
struct Note: Decodable { // expect: missing-field
    let text: String
    let rendered: String?
}

enum NotesAPI {
    static func note(_ data: Data) throws -> Note {
        try JSONDecoder().decode(Note.self, from: data)
    }
}
