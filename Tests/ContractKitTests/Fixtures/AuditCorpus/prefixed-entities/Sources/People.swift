import Foundation

struct User: Codable {
    let id: Int
    let name: String
    let sortableName: String
    let avatarURL: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case sortableName = "sortable_name"
        case avatarURL = "avatar_url"
    }
}

struct Module: Codable {
    let id: Int
    let name: String
    let position: Int
    let itemsCount: Int

    enum CodingKeys: String, CodingKey {
        case id, name, position
        case itemsCount = "items_count"
    }
}
