import Foundation

struct Ticket: Decodable {
    let id: Int
    let detailLevel: DetailLevel
    let priority: Priority
    let channel: Channel

    enum CodingKeys: String, CodingKey {
        case id
        case detailLevel = "detail_level"
        case priority
        case channel
    }
}

/// Swift counts on from the first written value: 1, 2, 3.
enum DetailLevel: Int, Decodable {
    case link = 1
    case list
    case full
}

/// No value written: 0, 1, 2. The contract's 3 has no case.
enum Priority: Int, Decodable { // expect: enum-case-missing
    case low, normal, high
}

/// Counting restarts after each written value: 10, 11, 12.
enum Channel: Int, Decodable {
    case email = 10, chat
    case phone
}
