import Foundation

struct GaugeOrigin: Codable, Hashable {
    let id: String
    let parentId: String?
    let userId: String?

    enum CodingKeys: String, CodingKey {
        case id
        case parentId = "parent_id"
        case userId = "user_id"
    }
}

/// One sensor as the dashboard shows it; the settings map is left for later.
struct Gauge: Decodable, Hashable {
    var sensor: String
    var origin: GaugeOrigin
    var changedAt: Date // expect: date-decoding
    var reportedAt: String
    var value: String

    enum CodingKeys: String, CodingKey {
        case settings
        case origin
        case sensor = "sensor_id"
        case changedAt = "changed_at"
        case reportedAt = "reported_at"
        case value
    }

    init(from decoder: Decoder) throws { // expect: decoder-missing-key
        let container = try decoder.container(keyedBy: CodingKeys.self)
        origin = try container.decode(GaugeOrigin.self, forKey: .origin)
        sensor = try container.decode(String.self, forKey: .sensor)
        changedAt = try container.decode(Date.self, forKey: .changedAt)
        reportedAt = try container.decode(String.self, forKey: .reportedAt)
        value = try container.decode(String.self, forKey: .value)
    }
}

final class Hub {
    func gauges(_ data: Data) throws -> [Gauge] {
        try JSONDecoder().decode([Gauge].self, from: data)
    }
}
