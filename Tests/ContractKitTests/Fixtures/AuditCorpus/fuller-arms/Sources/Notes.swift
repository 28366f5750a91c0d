import Foundation

struct Note: Decodable {
    let id: String
    let body: String
    let tag: TagStub?
}

/// One struct for either arm of the tag: it keeps the id and the label only.
struct TagStub: Decodable { // expect: missing-field
    let id: String
    let label: String
}

func loadNote(_ data: Data) throws -> Note {
    try JSONDecoder().decode(Note.self, from: data)
}
