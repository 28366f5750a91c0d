import Foundation

struct Ingredient: Decodable {
    let id: String
    let quantity: Double
    let unit: UnitRef
}

/// The unit as the app keeps it: its id and name only.
struct UnitRef: Decodable { // expect: missing-field
    let id: String
    let name: String
}

func loadIngredients(_ data: Data) throws -> [Ingredient] {
    try JSONDecoder().decode([Ingredient].self, from: data)
}
