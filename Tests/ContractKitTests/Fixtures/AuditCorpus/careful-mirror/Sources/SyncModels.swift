import Foundation

// Mirrors api.ts in the sync service. Keep in sync by hand.

struct Reading: Codable, Equatable, Identifiable { // expect: missing-field
    let id: String
    let recordedAt: Date // expect: date-decoding
    let value: Double
    let unit: GlucoseUnit
    let note: String?
}

enum GlucoseUnit: String, Codable {
    case mgPerDL = "mg/dL"
    case mmolPerL = "mmol/L"
}

enum SyncEvent: Decodable, Equatable {
    case readingCreated(Reading)
    case readingDeleted(DeletedReading)
    case idle

    private enum CodingKeys: String, CodingKey {
        case type, data
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "reading.created":
            self = .readingCreated(try container.decode(Reading.self, forKey: .data))
        case "reading.deleted":
            self = .readingDeleted(try container.decode(DeletedReading.self, forKey: .data))
        case "idle":
            self = .idle
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown event \(other)")
        }
    }
}

struct DeletedReading: Decodable, Equatable {
    let id: String
    let deletedAt: Date
}

struct SyncBatch: Decodable {
    let cursor: String
    let events: [SyncEvent]
    let serverTime: Date // expect: date-decoding
}
