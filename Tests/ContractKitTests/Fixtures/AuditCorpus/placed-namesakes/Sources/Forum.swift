import Foundation

/// Older servers listed short notices inside the server info; the app still reads them there.
struct ServerInfo: Codable {
    let name: String
    let version: String
    let maxUploadMB: Int
    let notices: [Notice]? // expect: extra-optional-field
}

/// The short inline notice of older servers, not the notices endpoint's object.
struct Notice: Codable {
    let headline: String?
    let image: String?
    let body: String?
}

/// Decoded from the badges endpoint, and missing most of it: real drift.
struct Badge: Codable { // expect: missing-field
    let label: String
    let color: String
}

enum ForumAPI {
    static func serverInfo(from data: Data) throws -> ServerInfo {
        try JSONDecoder().decode(ServerInfo.self, from: data)
    }

    static func badges(from data: Data) throws -> [Badge] {
        try JSONDecoder().decode([Badge].self, from: data)
    }
}
