import Foundation

struct Profile: Decodable {
    let name: String
    let badges: [Badge]
}

/// The rank badge is gone from the server; the app still reads it from cached profiles.
enum Badge: Decodable { // expect: union-variant-missing
    case star(count: Int)
    case rank(Rank)

    struct Rank: Decodable {
        let level: Int
    }

    private enum CodingKeys: String, CodingKey {
        case kind, count
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "star":
            self = .star(count: try container.decode(Int.self, forKey: .count))
        case "rank":
            self = .rank(try Rank(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown badge")
        }
    }
}
