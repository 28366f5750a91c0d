import Foundation

struct Rule: Codable {
    let id: String
    let key: String
    let coverage: Double
    let tracks: [Track]?
}

/// One tracking call a rule fires.
struct Track: Codable {
    let experiment: String?
    let result: String?
}

/// What the tracking callback is handed.
struct TrackPayload: Codable { // expect: missing-field
    let experiment: String
    let result: String
}

final class FlagClient {
    func rules(_ data: Data) throws -> [Rule] {
        try JSONDecoder().decode([Rule].self, from: data)
    }

    func tracked(_ data: Data) throws -> TrackPayload {
        try JSONDecoder().decode(TrackPayload.self, from: data)
    }
}
