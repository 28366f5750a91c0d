import Foundation

struct EventRow: Codable, Identifiable, Hashable {
    let id: String
    var title: String
    var startsAt: Date // expect: date-decoding
    var endsAt: Date? // expect: date-decoding
    var venueId: String?
    var status: EventStatus
    var capacity: Int
    var tags: [String]
    var metadata: [String: String]? // expect: type-mismatch
}

enum EventStatus: String, Codable, CaseIterable {
    case draft, published, cancelled
}

struct RouteRow: Codable, Identifiable { // expect: missing-field
    let id: String
    let name: String
    let distanceKm: Double
    let elevationGainM: Double // expect: optionality-mismatch
    let surface: Surface

    enum Surface: String, Codable { // expect: enum-case-missing
        case paved, gravel
    }
}

/// A venue as the map screen shows it.
struct Place: Codable, Hashable {
    let id: String
    let name: String
    let city: String
    let lat: Double
    let lng: Double
}

struct Page<Row: Decodable>: Decodable {
    let rows: [Row]
    let count: Int
}
