import Foundation

struct Track: Codable {
    let id: String
    let title: String
    let seconds: Int
}

/// Reads the page size and total, and works the page count out from them.
struct TrackPage: Decodable {
    let page: Int
    let perPage: Int
    let totalItems: Int
    let totalPages: Int
    let items: [Track]

    enum CodingKeys: String, CodingKey {
        case page, perPage, totalItems, totalPages, items
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decode(Int.self, forKey: .page)
        perPage = try container.decode(Int.self, forKey: .perPage)
        totalItems = try container.decode(Int.self, forKey: .totalItems)
        self.totalPages = perPage > 0 ? (totalItems + perPage - 1) / perPage : 0
        items = try container.decode([Track].self, forKey: .items)
    }
}
