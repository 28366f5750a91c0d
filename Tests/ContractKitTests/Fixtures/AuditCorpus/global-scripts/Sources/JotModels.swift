import Foundation

/// The app's own names carry its prefix, shared by every model in this file.
enum JotAudience: String, Codable {
    case everyone = "EVERYONE"
    case friends = "FRIENDS"
    case onlyMe = "ONLY_ME"
}

struct JotNote: Decodable { // expect: missing-field
    let id: Int
    let body: String
    let audience: JotAudience
    let pinned: Bool
}

struct JotAuthor: Decodable { // expect: missing-field
    let id: Int
    let handle: String
    let displayName: String
}

final class JotClient {
    func notes(_ data: Data) throws -> [JotNote] {
        try JSONDecoder().decode([JotNote].self, from: data)
    }

    func me(_ data: Data) throws -> JotAuthor {
        try JSONDecoder().decode(JotAuthor.self, from: data)
    }
}
