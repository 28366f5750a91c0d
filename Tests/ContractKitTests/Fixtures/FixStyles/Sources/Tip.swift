import Foundation

/// Synthesized Codable with no key enum: the properties are named by the keys.
struct Tip: Decodable { // expect: missing-field
    let tip_id: String
    let body: String
}

/// Camel-case names and no key enum: a snake_case key would need one, so it is not fixed.
struct TimerPreset: Decodable { // expect: missing-field
    let label: String
    let seconds: Int
}
