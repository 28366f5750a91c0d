import Foundation

/// The app names the payload after the person, not the relation.
struct GroupMember: Decodable { // expect: missing-field
    let groupId: String
    let userId: String
    let role: String
    let joinedAt: Double
    let nicknameColor: String? // expect: extra-optional-field

    enum CodingKeys: String, CodingKey {
        case groupId = "group_id"
        case userId = "user_id"
        case role
        case joinedAt = "joined_at"
        case nicknameColor = "nickname_color"
    }
}

func loadMembership(_ data: Data) throws -> GroupMember {
    try JSONDecoder().decode(GroupMember.self, from: data)
}
