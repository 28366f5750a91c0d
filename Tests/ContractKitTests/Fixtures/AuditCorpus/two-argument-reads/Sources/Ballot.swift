import Foundation

/// One of two decodable shapes, tried in order.
enum OneOf<First, Second> {
    case first(First)
    case second(Second)
}

extension OneOf: Decodable where First: Decodable, Second: Decodable {
    init(from decoder: Decoder) throws {
        if let value = try? First(from: decoder) {
            self = .first(value)
        } else {
            self = .second(try Second(from: decoder))
        }
    }
}

// Every object arm decodes as this struct, the first type argument that takes an object.
struct Weighted: Decodable { // expect: missing-field
    let weight: Double
}

struct Ballot: Decodable {
    let id: String
    let votes: [String: OneOf<Bool, Weighted>]
    let closesAt: String?

    enum CodingKeys: String, CodingKey { case id, votes, closesAt }

    // The read's type has a comma of its own: the whole of it is the type.
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        votes = try c.decodeIfPresent([String : OneOf<Bool, Weighted>].self, forKey: .votes) ?? [:]
        closesAt = try c.decodeIfPresent(String.self, forKey: .closesAt)
    }
}

func loadBallot(_ data: Data) throws -> Ballot {
    try JSONDecoder().decode(Ballot.self, from: data)
}
