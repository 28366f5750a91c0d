import Foundation

// The app reads every kind of payload into one struct of optional properties; it never
// kept the like's keys, nor the comment's id.
struct Entry: Codable {
    let kind: String
    let postedAt: Int
    let payload: Payload

    enum CodingKeys: String, CodingKey {
        case kind
        case postedAt = "posted_at"
        case payload
    }
}

struct Payload: Codable { // expect: missing-field
    let follower: String?
    let followee: String?
    let body: String?
    let author: String?
}

final class FeedClient {
    func entries(_ data: Data) throws -> [Entry] {
        try JSONDecoder().decode([Entry].self, from: data)
    }
}
