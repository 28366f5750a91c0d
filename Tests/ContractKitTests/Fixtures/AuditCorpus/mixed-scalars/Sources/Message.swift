import Foundation

/// Written when content was always a plain string.
struct ChatMessage: Decodable {
    let id: String
    let content: String? // expect: type-mismatch
    let summary: String // expect: type-mismatch
    let author_id: String? // expect: type-mismatch
    let score: Double // expect: type-mismatch
    let pinned: Bool?
    let title: String?
}

func message(_ data: Data) throws -> ChatMessage {
    try JSONDecoder().decode(ChatMessage.self, from: data)
}

/// The app only ever posts plain text, one of the forms the contract accepts.
struct MessageDraft: Encodable {
    let content: String
    let author_id: String?
}

/// Tries the count as a number, then as text: both arms decode.
struct Reaction: Decodable {
    let emoji: String
    let count: Int

    enum CodingKeys: String, CodingKey {
        case emoji, count
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        emoji = try container.decode(String.self, forKey: .emoji)
        if let number = try? container.decode(Int.self, forKey: .count) {
            count = number
        } else {
            count = Int(try container.decode(String.self, forKey: .count)) ?? 0
        }
    }
}

func reactions(_ data: Data) throws -> [Reaction] {
    try JSONDecoder().decode([Reaction].self, from: data)
}

func post(_ draft: MessageDraft) throws -> Data {
    try JSONEncoder().encode(draft)
}
