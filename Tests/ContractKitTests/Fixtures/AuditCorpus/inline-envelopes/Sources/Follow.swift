import Foundation

/// Every reply of the service, whatever its body holds.
struct Reply<T: Codable>: Codable {
    let code: Int
    let body: T?
}

/// The body of the sign-in reply.
struct SignInBody: Codable { // expect: missing-field
    let member: SignInBodyPerson?
    let pass: SignInBodyToken?
}

struct SignInBodyPerson: Codable { // expect: missing-field
    let id: String
    let displayName: String
}

struct SignInBodyToken: Codable {
    let token: String
    let expiresAt: Double
}

/// The body of the readings reply.
struct ReadingsBody: Codable {
    let latest: ReadingsBodyPoint?
    let history: [ReadingsBodyPoint]?
}

struct ReadingsBodyPoint: Codable { // expect: missing-field
    let takenAt: String
    let mgPerDl: Double
}

final class FollowClient {
    private let decoder = JSONDecoder()

    func signIn(_ data: Data) throws -> Reply<SignInBody> {
        try decoder.decode(Reply<SignInBody>.self, from: data)
    }

    func readings(_ data: Data) throws -> Reply<ReadingsBody> {
        try decoder.decode(Reply<ReadingsBody>.self, from: data)
    }
}
