import Foundation

/// Who wrote a part; the app has not caught up with parts a tool writes.
enum Author: String, Codable { // expect: enum-case-missing
    case person
    case agent
}

struct ReplyEventResponse: Codable {
    let id: String
    let part: Part

    struct Part: Codable {
        let author: Author?
        let text: String?
    }
}

enum StreamAPI {
    static func event(_ line: Data) throws -> ReplyEventResponse {
        try JSONDecoder().decode(ReplyEventResponse.self, from: line)
    }
}
