import Foundation

/// Every read but the login goes through `get`, whose decoder converts snake_case keys.
/// Of the bodies the client sends, only a new notebook's is written with snake_case keys.
final class NotesClient {
    private let session: URLSession = .shared
    private let base: URL

    init(base: URL) { self.base = base }

    private func get<T: Decodable>(_ path: String) async throws -> T {
        let (data, _) = try await session.data(from: base.appendingPathComponent(path))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(T.self, from: data)
    }

    func login(user: String, password: String) async throws -> String {
        var request = URLRequest(url: base.appendingPathComponent("auth/token"))
        request.httpMethod = "POST"
        request.httpBody = Data("username=\(user)&password=\(password)".utf8)
        let (data, _) = try await session.data(for: request)
        let token = try JSONDecoder().decode(SessionToken.self, from: data)
        return token.accessToken
    }

    func serverInfo() async throws -> ServerInfo { try await get("about") }

    func notebooks() async throws -> [Notebook] { try await get("notebooks") }

    func createNotebook(title: String, colorHex: String) async throws {
        var request = URLRequest(url: base.appendingPathComponent("notebooks"))
        request.httpMethod = "POST"
        let body = NewNotebook(title: title, colorHex: colorHex)
        do {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            request.httpBody = try encoder.encode(body)
        }
        _ = try await session.data(for: request)
    }

    func rename(_ id: String, to title: String) async throws {
        var request = URLRequest(url: base.appendingPathComponent("notebooks/\(id)"))
        request.httpMethod = "PUT"
        let payload = RenameNotebook(notebookId: id, title: title)
        request.httpBody = try JSONEncoder().encode(payload)
        _ = try await session.data(for: request)
    }
}
