import Foundation

struct Lesson: Codable { // expect: missing-field
    let id: Int
    let subject: String
    let teacher: Teacher // expect: optionality-mismatch
    let room: Room
    let startsAt: String

    enum CodingKeys: String, CodingKey {
        case id, subject, teacher, room
        case startsAt = "starts_at"
    }
}

struct Room: Codable {
    let code: String
    let building: String
    let capacity: Int // expect: optionality-mismatch
}

struct Teacher: Codable {
    let initials: String
    let displayName: String

    enum CodingKeys: String, CodingKey {
        case initials
        case displayName = "display_name"
    }
}

enum TimetableAPI {
    static func lessons(_ data: Data) throws -> [Lesson] { try JSONDecoder().decode([Lesson].self, from: data) }
}
