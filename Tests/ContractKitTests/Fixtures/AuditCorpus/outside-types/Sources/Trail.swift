import Foundation
import GeoKit

/// A trail as the app shows it. `Meters` and `Heading` come from the mapping package
/// (typealiases of `Double` there); `SurfaceFlags` is that package's option set.
struct Trail: Decodable, KeepsUnknownKeys {
    var name: String
    var segments: [Segment]
    var checkpoints: [String: Checkpoint?]?
    var rating: String // expect: type-mismatch
    var unknownKeys: [String: AnyJSON] = [:]

    enum CodingKeys: String, CodingKey {
        case name, segments, checkpoints, rating
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        segments = try c.decode([Segment].self, forKey: .segments)
        checkpoints = try c.decodeIfPresent([String: Checkpoint?].self, forKey: .checkpoints)
        rating = try c.decode(String.self, forKey: .rating)
        try keepUnknownKeys(besides: CodingKeys.self, from: decoder)
    }
}

struct Segment: Decodable, KeepsUnknownKeys {
    var length: GeoKit.Meters // expect: type-mismatch
    var heading: Heading? // expect: type-mismatch
    var headings: [Heading] // expect: type-mismatch
    var surfaces: SurfaceFlags? // expect: type-mismatch
    var unknownKeys: [String: AnyJSON] = [:]

    enum CodingKeys: String, CodingKey {
        case length, heading, headings, surfaces
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        length = try c.decode(GeoKit.Meters.self, forKey: .length)
        heading = try c.decodeIfPresent(Heading.self, forKey: .heading)
        headings = try c.decode([Heading].self, forKey: .headings)
        surfaces = try c.decodeIfPresent(SurfaceFlags.self, forKey: .surfaces)
        try self.keepUnknownKeys(besides: CodingKeys.self, from: decoder)
    }
}

struct Checkpoint: Decodable {
    var label: String
    var altitude: Double
}
