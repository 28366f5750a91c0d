import Foundation

struct Message: Decodable {
    let id: String
    let subject: String
    let read: Bool
}

/// Reads the messages and the cursor; the placeholders hold nothing to read.
struct MessageList: Decodable {
    let messages: [Message]
    let cursor: String?
}

enum InboxAPI {
    static func list(_ data: Data) throws -> MessageList {
        try JSONDecoder().decode(MessageList.self, from: data)
    }
}
