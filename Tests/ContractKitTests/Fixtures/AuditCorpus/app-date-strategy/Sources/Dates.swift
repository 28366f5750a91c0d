import Foundation

extension JSONDecoder.DateDecodingStrategy {
    /// ISO 8601 with or without milliseconds.
    static let isoMilliseconds = custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
        return try Date(text, strategy: .iso8601)
    }
}
