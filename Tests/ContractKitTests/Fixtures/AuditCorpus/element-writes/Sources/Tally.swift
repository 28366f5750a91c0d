import Foundation

/// The summary of one feature's counts. The counters are written straight into the array's
/// elements, which no struct of their own describes.
final class FeatureTally: Encodable {
    enum CodingKeys: String, CodingKey {
        case fallback, counters, kinds, sampledAt
    }

    enum ElementKeys: String, CodingKey {
        case value, count, variant
    }

    private(set) var fallback: String
    private(set) var seen: [String: Int] = [:]
    private(set) var kinds: Set<String> = []
    private(set) var sampledAt = Date()

    init(fallback: String) {
        self.fallback = fallback
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fallback, forKey: .fallback)
        try container.encode(kinds, forKey: .kinds)
        try container.encode(sampledAt.timeIntervalSince1970, forKey: .sampledAt) // expect: extra-optional-field
        var list = container.nestedUnkeyedContainer(forKey: .counters)
        try seen.forEach { value, count in
            var element = list.nestedContainer(keyedBy: ElementKeys.self)
            try element.encode(value, forKey: .value)
            try element.encode(count, forKey: .count)
        }
    }
}

struct Uploader {
    func body(for tally: FeatureTally) throws -> Data {
        try JSONEncoder().encode(tally)
    }
}
