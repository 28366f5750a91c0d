import Foundation

final class NimbusClient {
    let session = URLSession.shared

    func get<T: Decodable>(_ path: String, as type: T.Type) async throws -> T {
        let (data, _) = try await session.data(from: URL(string: "https://api.example.com" + path)!)
        return try JSONDecoder().decode(T.self, from: data)
    }

    func folder(id: String) async throws -> Folder {
        try await get("/folders/\(id)", as: Folder.self)
    }

    func login() async throws -> Session {
        try await get("/session", as: Session.self)
    }
}
