import Foundation

struct Limit: Decodable { // expect: missing-field
    let id: String
    let label: String
    let floor: Int?
    let ceiling: Int?

    enum CodingKeys: String, CodingKey {
        case id, label, floor, ceiling
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        label = try container.decode(String.self, forKey: .label)

        /// Either spelling of a number, under one of this type's own keys.
        func lenientNumber(forKey key: CodingKeys) -> Int? {
            if let number = try? container.decodeIfPresent(Int.self, forKey: key) { return number }
            if let text = try? container.decodeIfPresent(String.self, forKey: key) { return Int(text) }
            return nil
        }
        floor = lenientNumber(forKey: .floor)
        ceiling = lenientNumber(forKey: .ceiling)
    }
}
