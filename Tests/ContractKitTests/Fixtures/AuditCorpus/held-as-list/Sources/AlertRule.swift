import Foundation

struct AlertRule: Decodable {
    enum Scope: String, Decodable {
        case host, service, cluster
    }

    struct Level: Decodable {
        let name: String
        let rank: Int
    }

    let id: String
    let scope: [Scope] // expect: type-mismatch
    let level: [Level] // expect: type-mismatch
    let channels: [String]
}

enum AlertAPI {
    static func rule(_ data: Data) throws -> AlertRule { try JSONDecoder().decode(AlertRule.self, from: data) }
}
