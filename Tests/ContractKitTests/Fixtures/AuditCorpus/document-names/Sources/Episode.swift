import Foundation

/// Sent back when edited, and read from the server: the app drops its length.
struct Episode: Codable { // expect: missing-field
    let id: Int
    let title: String
}
