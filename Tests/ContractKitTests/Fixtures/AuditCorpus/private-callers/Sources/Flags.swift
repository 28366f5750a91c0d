import Foundation

// The iOS client decodes the flag list the server sends.

struct Flag: Decodable {
    let name: String
    let enabled: Bool
    let rollout: String // expect: type-mismatch
}

struct Segment: Decodable { // expect: missing-field
    let id: String
}

struct FlagsResponse: Decodable {
    let flags: [Flag]
    let segments: [Segment]
}

final class FlagPoller {
    func read(_ data: Data) throws -> FlagsResponse {
        try JSONDecoder().decode(FlagsResponse.self, from: data)
    }
}
