import Foundation

/// Keeps four of the sign-in answer's fields and drops the rest.
struct StoredSession: Codable { // expect: missing-field
    let accessToken: String
    let refreshToken: String
    let accountId: String
    let handle: String
}

struct TimelineRow: Codable {
    let uri: String
    let payload: PostContent
}

/// The app knows what the payload holds; the contract only says it is an object.
struct PostContent: Codable {
    let text: String
    let createdAt: String
}
