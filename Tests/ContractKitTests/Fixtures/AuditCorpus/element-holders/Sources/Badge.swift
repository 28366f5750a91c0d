import Foundation

struct Badge: Codable { // expect: missing-field
    let level: Int
    let label: String
    let color: String
    let icon: String

    // A set reads its badges inline, as a map by level when the server sends one, else as the
    // list the contract promises; it shares two keys with the contract's set, and the inline
    // badges have every key a `Badge` reads.
    struct Group: Codable, Identifiable { // expect: missing-field
        let id: String
        let badges: [Int: Badge]

        enum CodingKeys: String, CodingKey {
            case id = "uuid"
            case badges
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            if let byLevel = try? container.decode([Int: Badge].self, forKey: .badges) {
                badges = byLevel
            } else {
                let list = try container.decode([Badge].self, forKey: .badges)
                badges = Dictionary(list.map { ($0.level, $0) }, uniquingKeysWith: { first, _ in first })
            }
        }
    }
}

final class BadgeClient {
    func badgeSets(at url: URL) async throws -> [Badge.Group] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([Badge.Group].self, from: data)
    }
}
