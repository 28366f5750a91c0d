import Foundation

struct Recipe: Decodable {
    let title: String
    let steps: [String] // expect: type-mismatch
    let notes: TextOrLines
    let tags: [String]
}

// Takes either arm.
enum TextOrLines: Decodable {
    case text(String)
    case lines([String])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .lines(try container.decode([String].self))
        }
    }
}

final class RecipeClient {
    func recipe(_ data: Data) throws -> Recipe {
        try JSONDecoder().decode(Recipe.self, from: data)
    }
}
