import Foundation

struct Song: Decodable {
    let id: Int
    let title: String
    let length: Int
}

/// A review's author (below) is an artist decoded where no enum reads its `kind`: the app
/// drops it there.
struct Artist: Decodable { // expect: missing-field
    let id: Int
    let name: String
    let followers: Int?
}

/// A search result: the enum reads `kind` and hands its own decoder to the struct it names,
/// so neither struct needs a `kind` of its own.
enum SearchHit: Decodable {
    case song(Song)
    case artist(Artist)

    enum CodingKeys: String, CodingKey {
        case kind
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "song": self = .song(try Song(from: decoder))
        default: self = .artist(try Artist(from: decoder))
        }
    }
}

/// A review's author is decoded straight from its key: no enum sees its `kind`.
struct Review: Decodable {
    let id: Int
    let text: String
    let author: Artist
}

enum FeedAPI {
    static func search(_ data: Data) throws -> [SearchHit] {
        try JSONDecoder().decode([SearchHit].self, from: data)
    }

    static func reviews(_ data: Data) throws -> [Review] {
        try JSONDecoder().decode([Review].self, from: data)
    }
}
