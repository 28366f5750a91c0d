import Foundation

struct ActivityPage: Decodable {
    let events: [ActivityEvent]
    let nextCursor: String?
}

/// The activity feed. The tag is read into its own enum first, then switched on.
enum ActivityEvent: Decodable {
    case mention(postId: String, actor: String)
    case follow(actor: String) // expect: missing-field
    case reply(postId: String, actor: String, excerpt: String)

    private enum Kind: String, Decodable {
        case mention, follow, reply
    }

    private enum Keys: String, CodingKey {
        case kind, postId, actor, excerpt
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        switch try c.decode(Kind.self, forKey: .kind) {
        case .mention:
            self = .mention(postId: try c.decode(String.self, forKey: .postId), actor: try c.decode(String.self, forKey: .actor))
        case .follow:
            self = .follow(actor: try c.decode(String.self, forKey: .actor))
        case .reply:
            self = .reply(
                postId: try c.decode(String.self, forKey: .postId),
                actor: try c.decode(String.self, forKey: .actor),
                excerpt: try c.decode(String.self, forKey: .excerpt))
        }
    }
}
