import Foundation

/// The app reads both answers with one struct: the variant parts are optional.
struct PlayReceipt: Codable {
    let id: Int
    let playedAt: String
    let device: String
    let track: TrackInfo?
    let episode: EpisodeInfo?
    let podcast: PodcastInfo?

    enum CodingKeys: String, CodingKey {
        case id, device, track, episode, podcast
        case playedAt = "played_at"
    }
}

struct TrackInfo: Codable {
    let title: String
    let artist: String // expect: optionality-mismatch
}

struct EpisodeInfo: Codable {
    let title: String
    let number: Int
}

struct PodcastInfo: Codable {
    let title: String
}
