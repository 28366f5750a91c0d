import Foundation

/// One moderation result. The flags and the scores share one generic shape.
struct ModerationResult: Decodable {
    /// The same keys hold a flag in one object and a score in the other.
    struct Category<T: Decodable>: Decodable {
        let harassment: T
        let hate: T
        let violence: T
    }

    let flagged: Bool
    let categories: Category<Bool>
    let categoryScores: Category<Double>

    enum CodingKeys: String, CodingKey {
        case flagged
        case categories
        case categoryScores = "category_scores"
    }
}

struct ModerationList: Decodable {
    let id: String
    let results: [ModerationResult]
}

/// The app's own page wrapper, decoded for any element type.
struct ListPage<Element: Decodable>: Decodable {
    let data: [Element]
    let hasMore: Bool // expect: coding-key-mismatch
}
