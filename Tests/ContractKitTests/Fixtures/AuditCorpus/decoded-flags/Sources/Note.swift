import Foundation

/// Whether other people see a note, read from the `hidden` flag.
enum Exposure: Codable {
    case shown
    case hidden

    init(from decoder: Decoder) throws {
        let flag = try decoder.singleValueContainer().decode(Bool.self)
        self = flag ? .hidden : .shown
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(self == .hidden)
    }
}

struct Note: Codable {
    let id: String
    let body: String
    let exposure: Exposure
    let pinned: String // expect: type-mismatch

    private enum CodingKeys: String, CodingKey {
        case id, body, pinned
        case exposure = "hidden"
    }
}

final class NoteClient {
    func notes(_ data: Data) throws -> [Note] {
        try JSONDecoder().decode([Note].self, from: data)
    }
}
