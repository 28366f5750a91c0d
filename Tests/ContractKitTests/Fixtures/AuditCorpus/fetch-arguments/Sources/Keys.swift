import Foundation

/// What the app hands over to change a key: it always sends the scopes.
struct KeyChanges: Codable {
    var scopes: [String]
    var note: String?
}

struct KeyRevision: Codable {
    let keyId: String
    let updatedAt: String
    let region: String // expect: extra-required-field
}

/// The app's own request to refresh a key: not the server's answer to it.
struct Refresh: Codable {
    let taskId: Int
    let force: Bool
}

final class KeysClient {
    let session = URLSession.shared

    func execute<T: Decodable>(_ path: String, body: Data) throws -> T {
        try JSONDecoder().decode(T.self, from: body)
    }

    func update(with changes: KeyChanges) throws -> KeyRevision {
        return try execute("keys/update", body: Data())
    }

    func refresh(_ request: Refresh) throws -> KeyRevision {
        return try execute("keys/refresh", body: Data())
    }
}
