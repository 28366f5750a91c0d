import Foundation

// The app keeps a few fields of each payload for its lists. The song row's keys are all in
// the credit rows too; its name says which one it reads.

struct SongHit: Codable { // expect: missing-field
    let id: Int
    let title: String
    let artworkPath: String?
    let genreIds: [String] // expect: type-mismatch
}

struct ArtistCard: Codable { // expect: missing-field
    let handle: String
    let displayName: String
    let avatarPath: String // expect: optionality-mismatch
    let followerCount: Int
}

// The same four keys, but neither payload that has them is named like it: left unpaired.
struct FeaturedTile: Codable {
    let id: Int
    let title: String
    let artworkPath: String?
    let genreIds: [Int]
}
