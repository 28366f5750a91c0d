import Foundation

struct Loan: Codable { // expect: missing-field
    let isbn: String
    let patronCode: Int // expect: type-mismatch
    let loanId: Int
    let dueOn: String
}

struct Availability: Codable { // expect: missing-field
    let print: Bool?
    let audio: Bool?
}

struct SearchPage: Codable { // expect: missing-field
    let titles: [Title]
}

struct Title: Codable {
    let isbn: String
    let name: String
}

enum LibraryAPI {
    static func loans(_ data: Data) throws -> [Loan] { try JSONDecoder().decode([Loan].self, from: data) }
    static func availability(_ data: Data) throws -> Availability { try JSONDecoder().decode(Availability.self, from: data) }
    static func search(_ data: Data) throws -> SearchPage { try JSONDecoder().decode(SearchPage.self, from: data) }
}
