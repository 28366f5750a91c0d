import Foundation

/// One subscriber row, as the roster screen keeps it.
struct Subscription: Decodable { // expect: missing-field
    let listId: String
    let memberId: String
    let muted: Bool // expect: optionality-mismatch
    let role: String
    let joinedAt: Double
    let unreadCount: Int
    let mentionCount: Int
    let lastSeenAt: Double
    let lastPostAt: Double
    let snoozeUntil: Double
    let colorIndex: Int
    let pinnedColor: String? // expect: extra-optional-field
    let sortHint: Int? // expect: extra-optional-field
    let badgeStyle: String? // expect: extra-optional-field

    enum CodingKeys: String, CodingKey {
        case listId = "list_id"
        case memberId = "member_id"
        case muted, role
        case joinedAt = "joined_at"
        case unreadCount = "unread_count"
        case mentionCount = "mention_count"
        case lastSeenAt = "last_seen_at"
        case lastPostAt = "last_post_at"
        case snoozeUntil = "snooze_until"
        case colorIndex = "color_index"
        case pinnedColor = "pinned_color"
        case sortHint = "sort_hint"
        case badgeStyle = "badge_style"
    }
}

func loadSubscriptions(_ data: Data) throws -> [Subscription] {
    try JSONDecoder().decode([Subscription].self, from: data)
}
