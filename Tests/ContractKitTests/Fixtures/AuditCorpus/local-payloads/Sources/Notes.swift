import Foundation

struct Note: Decodable {
    let id: Int
    let url: String
    let title: String
    let body: String
    let pinned: Bool
}

struct NewNoteBody: Encodable {
    var url: String
    var title: String
    var body: String = ""
    var pinned: Bool = false
    var tags: [String] = []
}

struct NoteChangesBody: Encodable {
    var url: String?
    var title: String? // expect: optionality-mismatch
    var body: String?
    var pinned: Bool?
    var tags: [String]?
    var color: String? // expect: extra-optional-field
}

enum NotesAPI {
    static func create(_ body: NewNoteBody) throws -> Data {
        try JSONEncoder().encode(body)
    }

    static func change(_ body: NoteChangesBody) throws -> Data {
        try JSONEncoder().encode(body)
    }

    static func note(_ data: Data) throws -> Note {
        try JSONDecoder().decode(Note.self, from: data)
    }
}
