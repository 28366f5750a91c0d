import Foundation

// The recipe screen reads the whole recipe; the shelf list keeps a smaller row of its own.

struct Recipe: Decodable {
    let id: String
    let title: String
    let servings: Int
    let minutes: Double?
}

struct ShelfRow: Decodable { // expect: missing-field
    let id: String
    let title: String
    let servings: String // expect: type-mismatch
}

struct Shelf: Decodable {
    let name: String
    let entries: [ShelfRow]
}

struct PantryItem: Decodable {
    let label: String
    let grams: Double
}

struct StockLine: Decodable { // expect: missing-field
    let label: String
}

struct Pantry: Decodable {
    let items: [StockLine]
}
