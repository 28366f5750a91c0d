import Foundation

/// The allowance as the server sends it; neither reader keeps the pages carried over.
struct ServerAllowance: Decodable { // expect: missing-field
    let plan: String
    let pages: Int
    let renewsAt: String
    let overage: Int?
}

/// The same JSON, read back from the app's cache with a decoder of its own.
struct StoredAllowance: Decodable { // expect: missing-field
    let plan: String
    let pages: Int
    let renewal: String
    let overage: Int?

    private enum CodingKeys: String, CodingKey {
        case plan, pages, renewsAt, overage
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        plan = try c.decode(String.self, forKey: .plan)
        pages = try c.decode(Int.self, forKey: .pages)
        renewal = try c.decode(String.self, forKey: .renewsAt)
        overage = try c.decodeIfPresent(Int.self, forKey: .overage)
    }
}

enum AllowanceStore {
    static func fetched(_ data: Data) throws -> ServerAllowance {
        try JSONDecoder().decode(ServerAllowance.self, from: data)
    }

    static func cached(_ data: Data) throws -> StoredAllowance {
        try JSONDecoder().decode(StoredAllowance.self, from: data)
    }
}
