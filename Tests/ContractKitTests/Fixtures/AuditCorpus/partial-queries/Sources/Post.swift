import Foundation

/// What the reader screen shows of an article.
struct Post: Codable { // expect: missing-field
    let id: Int
    let slug: String
    let title: String
    let body: String
    let authorId: Int
    let sections: [PostSection]

    enum CodingKeys: String, CodingKey {
        case id, slug, title, body, sections
        case authorId = "author_id"
    }
}

struct PostSection: Codable { // expect: missing-field
    let heading: String
    let text: String
}

final class ReaderService {
    func post(from data: Data) throws -> Post {
        try JSONDecoder().decode(Post.self, from: data)
    }
}
