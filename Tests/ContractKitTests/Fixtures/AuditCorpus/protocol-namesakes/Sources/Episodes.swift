import Foundation

/// What every episode the app lists can do; the app has two kinds of them.
protocol Episode: Decodable {
    var id: Int { get }
    var title: String { get }
}

/// An episode of a show, as the directory sends it: the few keys the player needs.
struct ShowEpisode: Episode { // expect: missing-field
    let id: Int
    let title: String
    let audioURL: String
    let duration: Int
    let season: Int?

    enum CodingKeys: String, CodingKey {
        case id, title, duration, season
        case audioURL = "audio_url"
    }
}

/// A trailer the app builds from its own feed: two keys of an episode's only.
struct TrailerEpisode: Episode {
    let id: Int
    let title: String
    let clip: URL
    let shownAt: Date
}

/// Either kind, as the listening queue holds it.
enum QueuedEpisode {
    case show(ShowEpisode)
    case trailer(TrailerEpisode)
}

struct Show: Decodable {
    let id: Int
    let title: String
    let author: String
    let episodeCount: Int

    enum CodingKeys: String, CodingKey {
        case id, title, author
        case episodeCount = "episode_count"
    }
}

struct Host: Decodable {
    let id: Int
    let name: String
    let bio: String
}

enum Directory {
    static func episode(_ data: Data) throws -> ShowEpisode {
        try JSONDecoder().decode(ShowEpisode.self, from: data)
    }
}
