import Foundation

struct Post: Decodable {
    let id: String
    let body: String
}

/// The relations the app pages by.
struct PageLinks: Decodable {
    let first: String
    let last: String
    let next: String?
}

struct RegionViews: Decodable {
    let total: Int
}

/// Read as if the server sent a label beside the counts: a string no count can be.
struct ReactionSummary: Decodable {
    let label: String
}

struct FeedPage: Decodable {
    let posts: [Post]
    let links: PageLinks? // expect: type-mismatch
    let views: RegionViews // expect: type-mismatch
    let reactions: ReactionSummary? // expect: type-mismatch

    enum CodingKeys: String, CodingKey {
        case posts, links, views, reactions
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        posts = try c.decode([Post].self, forKey: .posts)
        // A page without first/last links still shows its posts.
        links = try? c.decode(PageLinks.self, forKey: .links)
        views = try c.decode(RegionViews.self, forKey: .views)
        reactions = try? c.decode(ReactionSummary.self, forKey: .reactions)
    }
}
