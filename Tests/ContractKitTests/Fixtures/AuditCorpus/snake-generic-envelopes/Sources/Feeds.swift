import Foundation

/// Every feed comes in the same envelope; the app decodes the payload it asked for.
struct FeedEnvelope<T>: Codable where T: Codable {
    let generatedAt: Int // expect: type-mismatch
    let refreshSeconds: Int
    let schema: String
    let payload: T
}

struct DockPayload: Codable {
    let docks: [DockRow]
}

struct LevelPayload: Codable {
    let levels: [LevelRow]
}

struct DockRow: Codable {
    let dockId, label: String
    let lat, lon: Double
}

struct LevelRow: Codable {
    let dockId: String
    let scootersFree: Int
    let slotsFree: Int
}

final class FeedClient {
    typealias DocksDone = (Result<FeedEnvelope<DockPayload>, Error>) -> Void
    typealias LevelsDone = (Result<FeedEnvelope<LevelPayload>, Error>) -> Void

    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    func fetch<T: Decodable>(_ path: String, completion: @escaping (Result<T, Error>) -> Void) {
        URLSession.shared.dataTask(with: URL(string: "https://feeds.example.org/" + path)!) { data, _, error in
            guard let data else { return completion(.failure(error ?? URLError(.badServerResponse))) }
            completion(Result { try self.decoder.decode(T.self, from: data) })
        }.resume()
    }

    func docks(done: @escaping DocksDone) {
        fetch("docks.json", completion: done)
    }

    func levels(done: @escaping LevelsDone) {
        fetch("levels.json", completion: done)
    }
}
