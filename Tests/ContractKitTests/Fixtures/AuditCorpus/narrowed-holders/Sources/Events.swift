import Foundation

struct Agent: Decodable {
    let id: Int
    let displayName: String
}

struct Ticket: Decodable { // expect: missing-field
    let id: Int
    let subject: String
    let priority: String // expect: type-mismatch
    let assignee: Agent?
    let createdAt: Int
}

struct TicketEvent: Decodable {
    let eventId: Int
    let ticketAssigned: Ticket?
    let ticketEdited: Ticket?
}

enum EventStream {
    static func decode(_ line: Data) throws -> TicketEvent {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(TicketEvent.self, from: line)
    }
}
