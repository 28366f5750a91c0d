import Foundation

/// The metadata the app decodes; it sends its edits as a dictionary, so no struct of its
/// own holds the update payload.
struct TrackMeta: Decodable {
    let title: String
    let artist: String
    let year: Int
    let titleLocked: Bool?
}

enum SignIn {
    /// What the app posts to sign in: an email beside the name and password.
    struct Input: Encodable {
        let email: String
        let username: String
        let password: String
    }
}

func loadTrackMeta(_ data: Data) throws -> TrackMeta {
    try JSONDecoder().decode(TrackMeta.self, from: data)
}

func signInBody(_ input: SignIn.Input) throws -> Data {
    try JSONEncoder().encode(input)
}

func editBody(title: String) throws -> Data {
    try JSONSerialization.data(withJSONObject: ["title": title])
}
