import Foundation

struct Campaign: Decodable {
    /// Caps by name, then by unit: written for an older, nested form of the caps.
    typealias CapTable = [String: [String: Int]]

    let id: String
    let audience: Audience?
    let caps: CapTable // expect: type-mismatch
    /// Only the slots the app shows; any other key is ignored.
    let copy: CopySlots
}

struct CopySlots: Decodable {
    let headline: String?
    let button: String?
}

struct Audience: Decodable {
    let regions: [String]?
    let triggers: TriggerSet?
}

struct TriggerSet: Decodable {
    let anyOf: [EventRule]

    enum CodingKeys: String, CodingKey {
        case anyOf = "any_of"
    }
}

/// One trigger as the app matches it: by label only.
struct EventRule: Decodable { // expect: missing-field
    let label: String // expect: optionality-mismatch
}
