import Foundation

/// The app's names carry the word the contract's modules put in their file names.
struct ServerHealth: Codable { // expect: missing-field
    enum CodingKeys: String, CodingKey {
        case status = "Status"
        case uptimeSeconds = "UptimeSeconds"
        case nodeID = "NodeID" // expect: coding-key-mismatch
    }

    let status: String
    let uptimeSeconds: Int
    let nodeID: String?
}

final class ServerClient {
    func health(_ data: Data) throws -> ServerHealth {
        try JSONDecoder().decode(ServerHealth.self, from: data)
    }
}
