import Foundation

/// Talks to the admin API. Keys arrive snake_case and dates as ISO-8601 strings.
final class APIClient {
    private let session: URLSession
    private let baseURL: URL

    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func events(page: Int) async throws -> Page<EventRow> {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("events"))
        return try decoder.decode(Page<EventRow>.self, from: data)
    }
}
