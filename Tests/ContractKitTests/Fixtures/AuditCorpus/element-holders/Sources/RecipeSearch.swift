import Foundation

// The app reads one key of the search page, a list of its own `Hit`s: too few keys for a
// shape, and `Hit` pairs with nothing by itself. Every key `Hit` reads is a field of the
// hits the page holds under that key, so the page is what `RecipeSearch` reads.
struct RecipeSearch: Decodable { // expect: missing-field
    let items: [Hit]

    enum CodingKeys: String, CodingKey {
        case hits
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        items = (try? container.decodeIfPresent([Hit].self, forKey: .hits)) ?? []
    }
}

struct Hit: Codable, Identifiable { // expect: missing-field
    let id: String
    let title: String
    let kind: String?
}

final class RecipeClient {
    func search(at url: URL) async throws -> [Hit] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(RecipeSearch.self, from: data).items
    }
}
