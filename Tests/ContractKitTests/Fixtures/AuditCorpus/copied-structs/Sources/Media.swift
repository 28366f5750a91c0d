import Foundation

struct Article: Codable { // expect: missing-field
    let id: String
    let tags: [ArticleTag]
    let audience: ArticleAudience

    enum ArticleAudience: String, Codable {
        case kids, adults
    }
}

/// The same two fields as `VideoTag`: each screen keeps its own copy of the tag.
struct ArticleTag: Codable {
    let label: String
    let weight: Double
}

struct Video: Codable {
    let id: String
    let seconds: Int
    let tags: [VideoTag]
    let audience: Viewers

    /// The same two values as the article's audience, under the video screen's own name.
    enum Viewers: String, Codable {
        case adults, kids
    }
}

struct VideoTag: Codable {
    let label: String
    let weight: Double
}

final class MediaClient {
    func article(_ data: Data) throws -> Article { try JSONDecoder().decode(Article.self, from: data) }
    func video(_ data: Data) throws -> Video { try JSONDecoder().decode(Video.self, from: data) }
}
