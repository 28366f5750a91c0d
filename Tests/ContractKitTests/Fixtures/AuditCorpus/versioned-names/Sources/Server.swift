import Foundation

// The app calls the new endpoint and keeps a few counters of its own beside it.
struct Server: Codable { // expect: missing-field
    let domain: String
    let title: String
    let description: String
    let limits: Limits?
    let usage: Usage? // expect: extra-optional-field
    let pinned: Bool? // expect: extra-optional-field

    struct Usage: Codable { let activeMonth: Int }
}

struct Limits: Codable { // expect: missing-field
    let maxCharacters: Int

    enum CodingKeys: String, CodingKey {
        case maxCharacters = "maxCharacters" // expect: coding-key-mismatch
    }
}

enum ServerAPI {
    static func server(_ data: Data) throws -> Server { try JSONDecoder().decode(Server.self, from: data) }
}
