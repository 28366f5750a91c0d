import Foundation

extension JSONDecoder {
    /// The sync service writes `Date.toISOString()`: fractional seconds, always UTC.
    static let sync: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            guard let date = formatter.date(from: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad date \(text)"))
            }
            return date
        }
        return decoder
    }()
}

actor SyncClient {
    private var cursor: String?

    func apply(_ batch: SyncBatch) -> Int {
        cursor = batch.cursor
        return batch.events.count
    }
}
