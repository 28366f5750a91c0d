struct BookingDTO: Codable {
    let id: String
    let guestName: String
    let partySize: String
    let notes: String?
}

enum BookingStatusDTO: String, Codable {
    case held
    case confirmed
}

struct DiningTableDTO: Codable {
    let number: Int
    let seats: Int
}
