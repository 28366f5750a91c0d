import Foundation

// The app reads a topic's data; the SDK's own state never reaches the wire.

struct Topic: Decodable { // expect: missing-field
    let id: String
    let created_at: Double
    let title: String
    let reply_count: String // expect: type-mismatch
}

enum ForumAPI {
    static func topic(_ data: Data) throws -> Topic {
        try JSONDecoder().decode(Topic.self, from: data)
    }
}
