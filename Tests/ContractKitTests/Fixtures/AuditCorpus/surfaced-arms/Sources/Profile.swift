import Foundation

/// The app reads the signed-in person, with a setting of its own beside the account's keys.
struct Profile: Decodable { // expect: missing-field
    let handle: String
    let displayName: String
    let email: String
    let avatarUrl: String
    let verified: Bool
    let locale: String
    let joinedAt: String
    let theme: String? // expect: extra-optional-field
}

final class AccountClient {
    func me(_ data: Data) throws -> Profile {
        try JSONDecoder().decode(Profile.self, from: data)
    }
}
