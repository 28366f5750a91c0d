import Foundation

/// A remark as the app shows it. Keys it has no property for stay in `extras`.
struct Note {
    let remarkId: String
    let author: String
    let body: String
    let editedAt: String // expect: optionality-mismatch
    let extras: [String: String]
}

extension Note: Decodable {
    enum CodingKeys: String, CodingKey {
        case remarkId = "remark_id"
        case author
        case body
        case editedAt = "edited_at"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let extras = (try? [String: String](from: decoder)) ?? [:]
        self.init(
            remarkId: try container.decode(String.self, forKey: .remarkId),
            author: try container.decode(String.self, forKey: .author),
            body: try container.decode(String.self, forKey: .body),
            editedAt: try container.decode(String.self, forKey: .editedAt),
            extras: extras
        )
    }
}

func loadNote(_ data: Data) throws -> Note {
    try JSONDecoder().decode(Note.self, from: data)
}
