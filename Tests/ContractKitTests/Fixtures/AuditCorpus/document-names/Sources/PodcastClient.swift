import Foundation

/// The app's one network entry point: every call hands the helper's result straight back,
/// so Swift infers what the helper decodes from each wrapper's return type.
final class PodcastClient {
    private let decoder = JSONDecoder()
    private let encoder = JSONEncoder()

    private func send<T: Decodable>(_ path: String, body: Data? = nil) async throws -> T {
        var request = URLRequest(url: URL(string: "https://podcasts.example/" + path)!)
        request.httpBody = body
        let (data, _) = try await URLSession.shared.data(for: request)
        return try decoder.decode(T.self, from: data)
    }

    func episode(id: Int) async throws -> Episode {
        try await send("episodes/\(id)")
    }

    func save(_ episode: Episode) async throws -> Episode {
        let body = try encoder.encode(episode)
        return try await send("episodes/\(episode.id)", body: body)
    }
}
