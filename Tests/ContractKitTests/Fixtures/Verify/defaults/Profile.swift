import Foundation

/// A hand-written decoder that substitutes defaults for keys older payloads leave out.
struct ProfileDTO: Codable {
    let id: String
    let displayName: String
    let locale: String
    let tags: [String]

    enum CodingKeys: String, CodingKey { case id, displayName, locale, tags }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        displayName = try container.decode(String.self, forKey: .displayName)
        locale = try container.decodeIfPresent(String.self, forKey: .locale) ?? "en-US"
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}
