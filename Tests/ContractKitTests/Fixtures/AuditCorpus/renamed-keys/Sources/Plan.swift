import Foundation

// Written the Swift way, with no CodingKeys: the keys are the property names.
struct Plan: Decodable { // expect: missing-field
    let id: String
    let name: String
    let currency: String
    let interval: String
    let isActive: Bool // expect: coding-key-mismatch
    let centsPrice: Int // expect: coding-key-mismatch
    let isVisible: Bool? // expect: extra-optional-field
}

final class PlanClient {
    func plans(_ data: Data) throws -> [Plan] {
        try JSONDecoder().decode([Plan].self, from: data)
    }
}
