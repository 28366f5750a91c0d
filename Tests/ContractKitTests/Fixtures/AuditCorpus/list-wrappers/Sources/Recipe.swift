import Foundation

struct RecipeDTO: Decodable {
    let id: Int
    let title: String
    let steps: StepList
}

/// The steps as one value the views iterate over; on the wire, a plain array.
struct StepList: Decodable, RandomAccessCollection {
    var items: [StepEntry] = []

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        items = try container.decode([StepEntry].self)
    }

    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }
    subscript(position: Int) -> StepEntry { items[position] }
}

struct StepEntry: Decodable { // expect: missing-field
    let position: Int
    let timer_minutes: Int // expect: optionality-mismatch
}

enum RecipeAPI {
    static func recipe(from data: Data) throws -> RecipeDTO {
        try JSONDecoder().decode(RecipeDTO.self, from: data)
    }
}
