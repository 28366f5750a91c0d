import Foundation

struct Names: Decodable {
    var en: String?
    var fr: String?
}

struct Episode: Decodable {
    let id: String
    let number: Double?
    let season: Int
    let credits: Names?
    let explicit: Bool // expect: type-mismatch
    let rating: Float // expect: type-mismatch

    enum CodingKeys: String, CodingKey {
        case id, number, season, credits, explicit, rating
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // Older feeds send a numeric id, newer ones a string.
        do {
            id = String(try c.decode(Int.self, forKey: .id))
        } catch {
            id = try c.decode(String.self, forKey: .id)
        }
        // Text first, converted; a bare number after.
        if let text = try? c.decode(String.self, forKey: .number) {
            number = Double(text)
        } else {
            number = try? c.decode(Double.self, forKey: .number)
        }
        season = try c.decode(Int.self, forKey: .season)
        do {
            credits = try c.decode(Names.self, forKey: .credits)
        } catch DecodingError.typeMismatch {
            credits = try c.decode([Names].self, forKey: .credits).first
        }
        // Neither of the two types tried is a boolean.
        if let flag = try? c.decode(Int.self, forKey: .explicit) {
            explicit = flag != 0
        } else {
            explicit = try c.decode(String.self, forKey: .explicit) == "yes"
        }
        // Only a missing key is caught: a number here throws before the string read is tried.
        do {
            rating = Float(try c.decode(String.self, forKey: .rating)) ?? 0
        } catch DecodingError.keyNotFound {
            rating = Float(try c.decode(Double.self, forKey: .rating))
        }
    }
}

enum FeedAPI {
    static func episodes(_ data: Data) throws -> [Episode] {
        try JSONDecoder().decode([Episode].self, from: data)
    }
}
