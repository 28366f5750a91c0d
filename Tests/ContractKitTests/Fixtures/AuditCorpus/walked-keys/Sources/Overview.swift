import Foundation

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

struct Overview: Decodable {
    let seasons: [Season]

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let byLabel = try c.decode([String: Season].self, forKey: AnyKey(stringValue: "seasons")!)
        seasons = byLabel.values.sorted { ($0.label ?? "") < ($1.label ?? "") }
    }
}

struct Season: Decodable { // expect: missing-field
    let label: String?
    let episodes: [EpisodeRef]

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        var label: String?
        var episodes: [EpisodeRef] = []
        for key in c.allKeys {
            if key.stringValue == "episodes" {
                episodes = try c.decode([EpisodeRef].self, forKey: key)
            } else if key.stringValue == "label" {
                label = try c.decode(String.self, forKey: AnyKey(stringValue: key.stringValue)!)
            }
        }
        self.label = label
        self.episodes = episodes
    }
}

struct EpisodeRef: Decodable { // expect: missing-field
    let episode: String // expect: type-mismatch
    let id: String // expect: extra-required-field
}

enum GuideAPI {
    static func overview(_ data: Data) throws -> Overview {
        try JSONDecoder().decode(Overview.self, from: data)
    }
}
