import Foundation

struct Term: Codable {
    let id: Int
    let name: String
    let startAt: String?
    let endAt: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case startAt = "start_at"
        case endAt = "end_at"
    }
}

// The app's course: a handful of the platform's fields, and the pages, modules and colours
// it keeps under keys of its own.
struct Course: Codable { // expect: missing-field
    var id: Int
    var name: String?
    var courseCode: String
    var syllabusBody: String?
    var totalStudents: Int // expect: optionality-mismatch
    var term: Term?
    var color: String? // expect: extra-optional-field
    var pages: [String]? // expect: extra-optional-field
    var modules: [String]? // expect: extra-optional-field
    var pinned: Bool? // expect: extra-optional-field
    var lastOpened: String? // expect: extra-optional-field
    var notes: [String]? // expect: extra-optional-field
    var favorite: Bool? // expect: extra-optional-field
    var nickname: String? // expect: extra-optional-field

    enum CodingKeys: String, CodingKey {
        case id, name, term, color, pages, modules, pinned, notes, favorite, nickname
        case courseCode = "course_code"
        case syllabusBody = "syllabus_body"
        case totalStudents = "total_students"
        case lastOpened = "last_opened"
    }
}

enum CoursesAPI {
    static func courses(_ data: Data) throws -> [Course] { try JSONDecoder().decode([Course].self, from: data) }
}
