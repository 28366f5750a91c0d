import Foundation

/// The app's playlist, decoded straight from the listing endpoint.
struct Playlist: Codable { // expect: missing-field
    let id: String
    let title: String
    let ownerName: String
    let trackCount: Int
    let isPublic: Bool
    let followers: Int? // expect: extra-optional-field
}

final class PlaylistClient {
    func playlists(_ data: Data) throws -> [Playlist] {
        try JSONDecoder().decode([Playlist].self, from: data)
    }
}
