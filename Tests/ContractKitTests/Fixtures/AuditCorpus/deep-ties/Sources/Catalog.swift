import Foundation

extension Player {
    struct ListCommandOutput: Codable {
        struct Tracks: Codable { // expect: missing-field
            let title: String
            let album: String
            struct Play: Codable {
                let device: String
                let playedAt: String
            }
            let plays: [Play]
        }

        struct Episodes: Codable { // expect: missing-field
            let title: String
            let show: String
        }

        let tracks: [Tracks]
        let episodes: [Episodes]
    }

    func loadCatalog(_ data: Data) throws -> [String] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let output = try decoder.decode(ListCommandOutput.self, from: data)
        return output.tracks.map { "\($0.title) \($0.album) \($0.plays.map { "\($0.device) \($0.playedAt)" })" }
            + output.episodes.map { "\($0.title) \($0.show)" }
    }
}
