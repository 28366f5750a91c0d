import Foundation

// Both contract responses have the one top key `payload` and a `songs` list under it; the
// keys of each song tell which of them the app reads.
struct Chart: Codable {
    let payload: SongsPayload
}

struct SongsPayload: Codable { // expect: missing-field
    let songs: [Song]
}

struct Song: Codable { // expect: missing-field
    let title: String
    let artistName: String
    let playCount: Int

    enum CodingKeys: String, CodingKey {
        case title
        case artistName = "artist_name"
        case playCount = "play_count"
    }
}

final class StatsClient {
    func topSongs(_ data: Data) throws -> Chart {
        try JSONDecoder().decode(Chart.self, from: data)
    }
}
