import Foundation

// The app asks for three cuisines only; it never sends the fourth.
enum Cuisine: String, Codable {
    case thai, mexican, italian
}

// Codable, but never encoded as JSON or decoded: each key goes into the URL's query through
// `QueryBuilder.add`, so it is what the app sends, and a filter it never sets is no drift.
struct RecipeFilters: Codable, Equatable {
    var text: String?
    var cuisine: Cuisine?
    var maxMinutes: Int?
    var vegetarian: Bool?
}

struct Recipe: Codable {
    let id: String
    let title: String
    let minutes: String // expect: type-mismatch
}

struct RecipePage: Codable {
    let recipes: [Recipe]
    let next: String?
}

// What a screen asks for: not sent as a body, only turned into a query.
struct RecipeSearch {
    var filters: RecipeFilters?
    var page: Int?
}

enum QueryBuilder {
    static func add(_ items: inout [URLQueryItem], key name: String, _ value: String?) {
        guard let value else { return }
        items.append(URLQueryItem(name: name, value: value))
    }

    static func items(for filters: RecipeFilters) -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        add(&items, key: "text", filters.text)
        add(&items, key: "cuisine", filters.cuisine?.rawValue)
        add(&items, key: "maxMinutes", filters.maxMinutes.map(String.init))
        add(&items, key: "vegetarian", filters.vegetarian.map { $0 ? "true" : "false" })
        return items
    }
}

final class RecipeClient {
    func search(_ search: RecipeSearch) async throws -> RecipePage {
        var parts = URLComponents(string: "https://recipes.example.com/search")!
        parts.queryItems = search.filters.map(QueryBuilder.items(for:)) ?? []
        let (data, _) = try await URLSession.shared.data(from: parts.url!)
        return try JSONDecoder().decode(RecipePage.self, from: data)
    }
}
