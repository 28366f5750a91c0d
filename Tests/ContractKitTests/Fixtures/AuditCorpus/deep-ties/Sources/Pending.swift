import Foundation

struct Player {
    let name: String
}

extension Player {
    fileprivate struct PendingCommandOutput: Codable {
        struct Tracks: Codable {
            let title: String
            let position: Int
            let addedBy: String
        }

        struct Episodes: Codable {
            let title: String
            let position: String // expect: type-mismatch
        }

        let tracks: [Tracks]
        let episodes: [Episodes]
    }

    func loadPending(_ data: Data) throws -> [String] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let output = try decoder.decode(PendingCommandOutput.self, from: data)
        return output.tracks.map { "\($0.title) \($0.position) \($0.addedBy)" } + output.episodes.map { "\($0.title) \($0.position)" }
    }
}
