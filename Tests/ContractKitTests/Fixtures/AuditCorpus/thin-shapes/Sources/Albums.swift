import Foundation

/// What the app keeps of a shared album: the album to open and the code to open it with.
struct AlbumAccess: Codable { // expect: missing-field
    let albumId: String
    let code: String
}

struct AlbumClient {
    func openShared(_ body: Data) throws -> AlbumAccess {
        try JSONDecoder().decode(AlbumAccess.self, from: body)
    }
}
