import Foundation

struct SearchPage<T: Decodable>: Decodable {
    let matches: [ScoredMatch<T>]
    let took: Int
}

/// The caller's document, decoded from the same object as the ranking keys beside it.
struct ScoredMatch<T: Decodable>: Decodable { // expect: missing-field
    let document: T
    let score: Double?

    enum CodingKeys: String, CodingKey {
        case score = "_score"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        document = try T(from: decoder)
        score = try c.decodeIfPresent(Double.self, forKey: .score)
    }
}

struct Book: Decodable {
    let title: String
}

func books(_ data: Data) throws -> SearchPage<Book> {
    try JSONDecoder().decode(SearchPage<Book>.self, from: data)
}

/// Any JSON value: a suggestion is kept whole, every key of it.
enum JSONValue: Decodable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null } else if let b = try? c.decode(Bool.self) { self = .bool(b) } else if let n = try? c.decode(Double.self) {
            self = .number(n)
        } else if let s = try? c.decode(String.self) { self = .string(s) } else if let a = try? c.decode([JSONValue].self) {
            self = .array(a)
        } else { self = .object(try c.decode([String: JSONValue].self)) }
    }
}

/// The stored value, decoded from the same object as its rank.
struct Ranked<T: Decodable>: Decodable {
    let value: T
    let rank: Int?

    enum CodingKeys: String, CodingKey {
        case rank = "_rank"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        value = try T(from: decoder)
        rank = try c.decodeIfPresent(Int.self, forKey: .rank)
    }
}

/// Held with the JSON value type: `_origin` stays in `value`, nothing is dropped.
struct SuggestPage: Decodable {
    let items: [Ranked<JSONValue>]
}

func suggestions(_ data: Data) throws -> SuggestPage {
    try JSONDecoder().decode(SuggestPage.self, from: data)
}
