import Foundation

struct Lesson: Decodable {
    let id: String
    let title: String
}

struct Course: Decodable { // expect: missing-field
    let id: String
    let lessons: [Lesson]
    let price: Double
    // Built after decoding from `lessons`; never read from the payload.
    var lessonsById: [String: Lesson] = [:]

    enum CodingKeys: String, CodingKey {
        case id, lessons, price
    }
}

extension Course {
    // Worked out from the price instead of read.
    var isFree: Bool { price == 0 }
}

final class CatalogClient {
    func course(_ data: Data) throws -> Course {
        try JSONDecoder().decode(Course.self, from: data)
    }
}
