import Foundation

struct Assignee: Decodable { // expect: missing-field
    let handle: String
}

struct Ticket: Decodable { // expect: missing-field
    let id: String
    let priority: String // expect: type-mismatch
    let assignee: Assignee?
}
