import Foundation

// The app shows a member's profile card: it reads twelve of the member record's keys, and
// three of its own that the server once sent. No name ties it to the contract; the decode
// below and the shared keys do.
struct Profile: Codable { // expect: missing-field
    var id: String
    var name: String
    var created_utc: Double
    var karma: Int
    var post_count: Int
    var comment_count: Int
    var avatar_url: String
    var is_moderator: Bool
    var is_admin: Bool
    var is_verified: Bool
    var bio: String
    var follower_count: Int
    var pronouns: String? // expect: extra-optional-field
    var flair_text: String? // expect: extra-optional-field
    var accent_color: String? // expect: extra-optional-field
}

final class ProfileClient {
    func profile(of name: String) async throws -> Profile {
        let url = URL(string: "https://forum.example.com/members/\(name)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(Profile.self, from: data)
    }
}
