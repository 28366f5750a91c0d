import Foundation

/// The player's state. The answers to ending and pausing a session also carry a `state`, and nothing else.
struct Playback: Codable { // expect: missing-field
    let state: String
    let streamUrl: URL? // expect: extra-optional-field
}

/// A listener's request, as the server keeps and returns it: the word is the service's noun.
struct ListenRequest: Codable { // expect: missing-field
    let id: Int
    let status: String
}
