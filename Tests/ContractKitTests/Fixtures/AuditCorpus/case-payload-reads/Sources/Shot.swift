import Foundation

extension KeyedDecodingContainer {
    /// The value under `key`, its type taken from where it goes.
    func decodeValue<T: Decodable>(forKey key: Key) throws -> T {
        try decode(T.self, forKey: key)
    }
}

// The mode's settings go straight into the case of the app's own enum: each key is read as
// the case's payload, through a second set of keys, not as the property's enum type.
struct Shot: Decodable {
    let id: String
    let capture: Capture?

    enum CodingKeys: String, CodingKey {
        case id
    }

    enum ModeKeys: String, CodingKey {
        case mode
        case panorama
        case burst
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        let modes = try decoder.container(keyedBy: ModeKeys.self)
        switch try modes.decode(String.self, forKey: .mode) {
        case "panorama":
            capture = .panorama(try modes.decodeValue(forKey: .panorama))
        case "burst":
            capture = .burst(try modes.decodeValue(forKey: .burst))
        default:
            capture = nil
        }
    }
}

enum Capture {
    case panorama(Panorama)
    case burst(Burst)

    struct Panorama: Decodable {
        let frames: Int
        let sweepDegrees: Double
    }

    struct Burst: Decodable { // expect: missing-field
        let count: Int
        let interval: Int // expect: extra-required-field
    }
}

final class RollClient {
    func shots(at url: URL) async throws -> [Shot] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([Shot].self, from: data)
    }
}
