import Foundation

/// A class with its own key enum and both coders written by hand.
final class ReviewPayload: Codable { // expect: missing-field
    let reviewer: String
    let rating: Int
    var comment: String?

    private enum Keys: String, CodingKey {
        case reviewer = "reviewer_name"
        case rating
        case comment
    }

    init(reviewer: String, rating: Int, comment: String? = nil) {
        self.reviewer = reviewer
        self.rating = rating
        self.comment = comment
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        reviewer = try container.decode(String.self, forKey: .reviewer)
        rating = try container.decode(Int.self, forKey: .rating)
        comment = try container.decodeIfPresent(String.self, forKey: .comment)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(reviewer, forKey: .reviewer)
        try container.encode(rating, forKey: .rating)
        try container.encodeIfPresent(comment, forKey: .comment)
    }
}
