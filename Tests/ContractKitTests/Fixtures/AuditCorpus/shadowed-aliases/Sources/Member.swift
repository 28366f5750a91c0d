import Foundation

struct Member: Codable {
    let id: String
    let handle: String
    // Inside Member, `Settings` is the nested struct below, not the alias Defaults declares.
    let settings: Settings?
    let badge: Badge

    struct Settings: Codable {
        let locale: String
        let theme: String
        let digestEmails: Bool // expect: coding-key-mismatch
    }
}

struct Badge: Codable { // expect: missing-field
    let label: String
}
