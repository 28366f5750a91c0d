import Foundation

// The app reads one slot two containers down, each opened under `try?` and reached through
// optional chaining: `schedule.doors` is read (its `start` only), `schedule.show` never is.
struct Session: Decodable {
    let title: String
    let doorsOpen: Date

    enum CodingKeys: String, CodingKey {
        case title
        case schedule
    }

    enum ScheduleKeys: String, CodingKey {
        case doors
        case show
    }

    enum SlotKeys: String, CodingKey {
        case start
        case end
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        let schedule = try? container.nestedContainer(keyedBy: ScheduleKeys.self, forKey: .schedule) // expect: missing-field
        let doors = try? schedule?.nestedContainer(keyedBy: SlotKeys.self, forKey: .doors) // expect: missing-field
        doorsOpen = try doors?.decode(Date.self, forKey: .start) ?? Date()
    }
}

final class VenueClient {
    func sessions(at url: URL) async throws -> [Session] {
        let (data, _) = try await URLSession.shared.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode([Session].self, from: data)
    }
}
