import Foundation

struct AgentInfo: Decodable { // expect: missing-field
    let uuid: String
    let displayName: String
    let role: Role

    struct Role: Decodable {
        let uuid: String
        let displayName: String
        let description: String
        let icon: String
    }
}

final class RosterClient {
    func agents(from data: Data) throws -> [AgentInfo] {
        try JSONDecoder().decode([AgentInfo].self, from: data)
    }
}
