import Foundation

/// Defaults stand in for types: Swift infers String, Bool, Int.
struct Account: Codable {
    var id = 0
    var email = ""
    var pro = false
    var quota = 0.0
    var plan = 0 // expect: type-mismatch
}

/// Each read names the property's own type through type(of:).
struct SavedPage: Decodable {
    var id = 0
    var title = ""
    var excerpt = ""
    var rating = "" // expect: type-mismatch

    enum CodingKeys: String, CodingKey { case id, title, excerpt, rating }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(type(of: id), forKey: .id)
        title = try container.decode(Swift.type(of: title), forKey: .title)
        excerpt = (try? container.decode(type(of: excerpt), forKey: .excerpt)) ?? ""
        rating = try container.decode(type(of: rating), forKey: .rating)
    }
}

enum BookmarksAPI {
    static func account(_ data: Data) throws -> Account { try JSONDecoder().decode(Account.self, from: data) }
    static func pages(_ data: Data) throws -> [SavedPage] { try JSONDecoder().decode([SavedPage].self, from: data) }
}
