import Foundation

struct TaskCreated: Codable {
    let id: String
    let title: String
}

struct TaskDeleted: Codable {
    let id: String
}

/// Closed: an event type it does not list fails the whole page.
enum TaskEvent: Decodable {
    case created(TaskCreated)
    case deleted(TaskDeleted)

    private enum CodingKeys: String, CodingKey {
        case type
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "task.created": self = .created(try TaskCreated(from: decoder))
        case "task.deleted": self = .deleted(try TaskDeleted(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown event type \(type)")
        }
    }
}

struct EventPage: Decodable {
    let events: [TaskEvent]
}
