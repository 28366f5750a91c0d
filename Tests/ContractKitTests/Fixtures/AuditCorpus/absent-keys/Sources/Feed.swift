import Foundation

struct SignInResult: Decodable {
    let token: String
    let expiresIn: Int
}

// The app reads the subject and the actor as its own small structs, which need an id and a
// title (a name): keys the contract neither promises nor rules out.
struct Subject: Decodable {
    let id: String
    let title: String
}

struct Actor: Decodable {
    let id: String
    let name: String
}

struct Activity: Decodable {
    let id: String
    let kind: String
    let subject: Subject // expect: type-mismatch
    let actor: Actor // expect: type-mismatch
}

struct Feed: Decodable {
    let entries: [Activity]
}

final class FeedClient {
    func signIn(_ body: Data) async throws -> SignInResult {
        var request = URLRequest(url: URL(string: "https://feed.example.com/session")!)
        request.httpMethod = "POST"
        request.httpBody = body
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONDecoder().decode(SignInResult.self, from: data)
    }

    func feed() async throws -> Feed {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://feed.example.com/feed")!)
        return try JSONDecoder().decode(Feed.self, from: data)
    }
}
