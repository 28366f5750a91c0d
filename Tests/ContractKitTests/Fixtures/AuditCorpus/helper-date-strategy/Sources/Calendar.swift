import Foundation

struct CalendarEvent: Decodable { // expect: missing-field
    let id: String
    let title: String
    let startsAt: Date
    let endsAt: Date?
}

final class CalendarClient {
    private let plain = ISO8601DateFormatter()
    private let fractional: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

    func events(from data: Data) throws -> [CalendarEvent] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = makeDateStrategy()
        return try decoder.decode([CalendarEvent].self, from: data)
    }
}

private extension CalendarClient {
    // Reads either spelling; the strategy is built here, away from the decoder it is set on.
    func makeDateStrategy() -> JSONDecoder.DateDecodingStrategy {
        return .custom { [plain, fractional] decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            if let date = fractional.date(from: text) ?? plain.date(from: text) { return date }
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad date \(text)"))
        }
    }
}
