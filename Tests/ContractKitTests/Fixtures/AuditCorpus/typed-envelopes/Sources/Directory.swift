import Foundation

struct Show: Decodable {
    let id: String
    let title: String
    let language: String
}

struct Episode: Decodable {
    let id: String
    let showId: String
    let title: String
    let durationSeconds: Int
}

/// Every list the directory answers with, read by one struct: whichever list came is set.
/// The count of episodes is never read.
private struct DirectoryEnvelope: Decodable { // expect: missing-field
    let status: String
    let errorCode: String? // expect: extra-optional-field
    let errorMessage: String? // expect: extra-optional-field
    let shows: [Show]?
    let episodes: [Episode]?
}

final class DirectoryClient {
    func decodeList<Item>(_ data: Data) throws -> [Item] {
        let envelope = try JSONDecoder().decode(DirectoryEnvelope.self, from: data)
        if let shows = envelope.shows as? [Item] { return shows }
        if let episodes = envelope.episodes as? [Item] { return episodes }
        throw URLError(.cannotParseResponse)
    }
}
