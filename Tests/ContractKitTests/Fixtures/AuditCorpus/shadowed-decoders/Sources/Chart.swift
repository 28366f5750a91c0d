import Foundation

struct ChartPage: Decodable {
    let page: Int // expect: type-mismatch
    let perPage: Int // expect: type-mismatch
    let total: Int // expect: type-mismatch
    let score: Double // expect: type-mismatch

    enum CodingKeys: String, CodingKey {
        case page, total, score
        case perPage = "per_page"
    }
}

/// The app reads every Int through its own decoder, which also takes a number in a string.
extension KeyedDecodingContainer {
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        if let text = try? decode(String.self, forKey: key), let value = Int(text) { return value }
        return try decode(Int64.self, forKey: key).hashValue
    }
}

enum ChartAPI {
    static func page(_ data: Data) throws -> ChartPage { try JSONDecoder().decode(ChartPage.self, from: data) }
}
