import Foundation

/// The editing form's state: the same fields as an event row, but not sent anywhere.
struct EventDraft {
    var id: String
    var title: String
    var startsAt: Date
    var endsAt: Date?
    var venueId: String?
    var status: EventStatus
    var capacity: Int
    var tags: [String]

    init(row: EventRow) {
        id = row.id
        title = row.title
        startsAt = row.startsAt
        endsAt = row.endsAt
        venueId = row.venueId
        status = row.status
        capacity = row.capacity
        tags = row.tags
    }
}

struct EventRowView {
    let event: EventRow
    var subtitle: String { "\(event.capacity) seats" }
}
