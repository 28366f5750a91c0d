import Foundation

/// The app reads both forms of the settings into one struct, written for the fuller form.
struct ServerSettings: Codable { // expect: missing-field
    let name: String
    let version: String
    let max_upload_mb: Int
    let open_signup: Bool
    let region: String?
    let cacheTTL: Int? // expect: extra-optional-field, coding-key-mismatch
}

struct Device: Codable {
    let id: String
    let label: String
}

struct Owner: Codable {
    let id: String
    let email: String
}

/// One struct for a session with its owner and for one with its devices, which it reads
/// as their labels alone: a device list decodes only if it is a list of strings.
struct Session: Codable { // expect: missing-field
    let id: String
    let status: String
    let owner: Owner?
    let devices: [String]? // expect: type-mismatch
}

enum ServerAPI {
    static func settings(_ data: Data) throws -> ServerSettings {
        try JSONDecoder().decode(ServerSettings.self, from: data)
    }

    static func sessions(_ data: Data) throws -> [Session] {
        try JSONDecoder().decode([Session].self, from: data)
    }
}
