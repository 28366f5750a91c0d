import Foundation

/// Reads the request id and status every response carries, then the payload from the same object.
struct Envelope<Payload: Decodable>: Decodable {
    let requestId: String
    let statusCode: Int?
    let payload: Payload

    private enum CodingKeys: String, CodingKey {
        case requestId, statusCode
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        requestId = try container.decode(String.self, forKey: .requestId)
        statusCode = try container.decodeIfPresent(Int.self, forKey: .statusCode)
        payload = try .init(from: decoder)
    }
}

typealias SignInResult = Envelope<SignInData>

struct SignInData: Decodable { // expect: missing-field
    let userId: String
    let sessionToken: String
}

struct SignOutData: Decodable {
    let revokedSessions: Int
}

final class AuthClient {
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    func signIn(_ data: Data) throws -> SignInResult {
        try decoder.decode(SignInResult.self, from: data)
    }

    func signOut(_ data: Data) throws -> Envelope<SignOutData> {
        try decoder.decode(Envelope<SignOutData>.self, from: data)
    }
}
