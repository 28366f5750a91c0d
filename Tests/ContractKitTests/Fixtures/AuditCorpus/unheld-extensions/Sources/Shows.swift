import Foundation

struct ShowDetails: Decodable { // expect: missing-field
    let id: Int
    let name: String
    let seasons: [Season]
}

// Read only inside the show: room for episodes the app never fetches here.
struct Season: Decodable {
    let id: Int
    let name: String
    let seasonNumber: Int
    let episodeCount: Int
    let episodes: [Episode]? // expect: extra-optional-field
}

struct Episode: Decodable {
    let id: Int
    let name: String
    let episodeNumber: Int
}

enum ShowsAPI {
    static func show(_ data: Data) throws -> ShowDetails { try JSONDecoder().decode(ShowDetails.self, from: data) }
}
