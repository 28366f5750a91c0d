import Foundation

/// A hand-written decoder that forgives absent values with defaults.
struct IngredientDTO: Decodable, Equatable { // expect: missing-field
    let name: String
    let grams: Double
    let quantity: Double
    let unit: String
    let note: String // expect: optionality-mismatch

    enum CodingKeys: String, CodingKey {
        case name, grams, quantity, unit, note
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        name = try values.decode(String.self, forKey: .name)
        grams = try values.decode(Double.self, forKey: .grams)
        quantity = try values.decodeIfPresent(Double.self, forKey: .quantity) ?? 1
        unit = try values.decodeIfPresent(String.self, forKey: .unit) ?? ""
        note = try values.decode(String.self, forKey: .note)
    }
}
