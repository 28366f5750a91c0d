import Foundation

/// Synthesized Codable with a CodingKeys enum that maps the snake_case keys.
struct RecipeDTO: Codable, Equatable { // expect: missing-field
    let recipeID: String
    let title: String
    let serves: Int
    let prepMinutes: Int?
    let cuisine: Cuisine
    let tags: [String]
    let publishedAt: String?

    enum CodingKeys: String, CodingKey {
        case recipeID = "recipe_id"
        case title, serves
        case prepMinutes = "prep_minute" // expect: coding-key-mismatch
        case cuisine, tags
        case publishedAt = "published_at"
    }
}

enum Cuisine: String, Codable, Equatable { // expect: enum-case-missing
    case italian
    case thai
    case mexican
}
