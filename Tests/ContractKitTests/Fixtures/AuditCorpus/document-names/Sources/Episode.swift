import Foundation

/// Sent back when edited, and read from the server: the app drops its length.
struct Episode: Codable { // expect: missing-field
    let id: Int
    let title: String
    let captions: Captions?
}

/// The two caption languages the player offers, out of whatever the map holds.
struct Captions: Codable {
    let en: String?
    let fr: String?
}
