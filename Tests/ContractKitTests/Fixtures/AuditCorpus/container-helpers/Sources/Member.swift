import Foundation

struct Member: Sendable { // expect: missing-field
    let memberId: String
    let displayName: String
    let nickname: String // expect: optionality-mismatch
    let badges: [Badge]
    let joinedAt: Date
}

extension Member: Decodable {
    private enum CodingKeys: String, CodingKey {
        case memberId, displayName, nickname, badges, joinedAt
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        memberId = try container.decode(key: .memberId)
        displayName = try container.decode(key: .displayName)
        nickname = try container.decode(key: .nickname)
        badges = try container.optionalDecode(key: .badges) ?? []
        joinedAt = try container.decode(key: .joinedAt)
    }
}

struct Badge: Decodable, Sendable {
    let badgeId: String
    let title: String
    let awardedAt: Date?

    private enum CodingKeys: String, CodingKey {
        case badgeId, title, awardedAt
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        badgeId = try container.decode(key: .badgeId)
        title = try container.decode(key: .title)
        awardedAt = try container.optionalDecode(key: .awardedAt)
    }
}
