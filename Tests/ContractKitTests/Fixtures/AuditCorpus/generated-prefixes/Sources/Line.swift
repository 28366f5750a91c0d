import Foundation

struct Line: Codable {
    let id: String // expect: optionality-mismatch
    let name: String // expect: optionality-mismatch
    let modeName: String // expect: optionality-mismatch
    let created: String?
    let modified: String?
}

// Named as the contract's type once its generated namespace is set aside; it reads two of
// the five keys, too few for the keys alone to pair it.
struct LineStatus: Codable { // expect: missing-field
    let lineId: String?
    let reason: String?
}
