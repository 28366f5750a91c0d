import Foundation

/// A join request as the server keeps it; the app fetches these, never sends one.
struct JoinRequest: Codable {
    let id: String
    let status: String
    let reason: String // expect: optionality-mismatch
}

/// A typed endpoint: the response type rides along as a generic parameter.
struct Endpoint<Response: Decodable> {
    let path: String
    let method: String
}

final class Admin {
    let session = URLSession.shared
    let base = URL(string: "https://drive.example.com")!

    func accept(requestID: String) async throws -> JoinRequest {
        let endpoint = Endpoint<JoinRequest>(path: "/join-requests/\(requestID)/accept", method: "POST")
        return try await call(endpoint)
    }

    private func call<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
        var request = URLRequest(url: base.appendingPathComponent(endpoint.path))
        request.httpMethod = endpoint.method
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode(Response.self, from: data)
    }
}
