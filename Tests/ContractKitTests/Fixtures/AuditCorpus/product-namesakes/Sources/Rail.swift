import Foundation

// A rail app: one struct for each thing it shows, read from the rail endpoints only.

struct Station: Decodable {
    let id: String
    let name: String
    let code: String
    let city: String
}

struct Trip: Decodable { // expect: missing-field
    let id: String
    let departs_at: String
    let origin: Station
}

/// The trip as a ticket embeds it, read by a struct of the ticket's own.
struct TicketTrip: Decodable { // expect: missing-field
    let id: String
    let platform: String
    let carriages: Int
}

struct Ticket: Decodable {
    let id: String
    let price: Double
    let trip: TicketTrip
}

func loadTrips(_ data: Data) throws -> [Trip] {
    try JSONDecoder().decode([Trip].self, from: data)
}

func loadTicket(_ data: Data) throws -> Ticket {
    try JSONDecoder().decode(Ticket.self, from: data)
}
