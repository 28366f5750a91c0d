import Foundation

/// The channels a viewer follows, decoded from the follows endpoint. It never reads when
/// the follow began.
struct FollowedChannel: Decodable { // expect: missing-field
    struct Snippet: Decodable {
        let title: String
        let channelId: String
    }

    struct Details: Decodable {
        let itemCount: Int
        let newCount: Int
    }

    let kind: String
    let etag: String
    let id: String
    let snippet: Snippet
    let details: Details
}

/// How often a tag was used.
struct TagTotal: Decodable {
    let value: String
    let total: Int
}

/// A star rating: its one key shares a name with a tag, not its kind of value.
struct Rating: Decodable {
    let value: Int
}

func loadFeed(_ follows: Data, _ tags: Data, _ rating: Data) throws -> ([FollowedChannel], [TagTotal], Rating) {
    let decoder = JSONDecoder()
    return (try decoder.decode([FollowedChannel].self, from: follows),
            try decoder.decode([TagTotal].self, from: tags),
            try decoder.decode(Rating.self, from: rating))
}
