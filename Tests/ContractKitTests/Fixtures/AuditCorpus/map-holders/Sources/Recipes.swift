import Foundation

// The app keeps the languages and sizes it shows, one optional property per key; each
// property holds one value of the map.

struct Recipe: Codable {
    let id: String
    let titles: Titles
    let portions: Portions?
    let ratings: Ratings?
}

struct LocalizedTitle: Codable {
    let text: String
    let subtitle: String?
}

struct Titles: Codable {
    let en: LocalizedTitle?
    let fr: LocalizedTitle?
    let it: LocalizedTitle?
}

// The portion sizes hold a type of the app's own name, which has fallen far behind the contract.
struct Nutrition: Codable { // expect: missing-field
    let grams: Int
    let energy: Double?  // expect: extra-optional-field
}

struct Portions: Codable {
    let small: Nutrition?
    let large: Nutrition?
}

struct Stars: Codable {
    let stars: Double
    let votes: Int
}

struct Ratings: Codable {
    let critics: Stars?
    let diners: Stars?
}

// Search results read the titles into a smaller type, which drops the subtitle.
struct RecipeCard: Codable {
    let id: String
    let titles: CardTitles
}

struct CardTitles: Codable {
    let en: ShortTitle?
    let fr: ShortTitle?
}

struct ShortTitle: Codable { // expect: missing-field
    let text: String
}

enum RecipeClient {
    static func recipes(from data: Data) throws -> [Recipe] {
        try JSONDecoder().decode([Recipe].self, from: data)
    }

    static func search(from data: Data) throws -> [RecipeCard] {
        try JSONDecoder().decode([RecipeCard].self, from: data)
    }
}
