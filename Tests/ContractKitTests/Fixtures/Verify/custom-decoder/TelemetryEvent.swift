import Foundation

/// The app folds both fetch-style transports into one case, with a decoder of its own.
enum Transport: Codable, Equatable {
    case jsFetch
    case beacon

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer().decode(String.self)
        switch value {
        case "fetch", "xhr": self = .jsFetch
        case "beacon": self = .beacon
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown transport \(value)"))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(self == .beacon ? "beacon" : "fetch")
    }
}

struct TelemetryEvent: Codable {
    let name: String
    let transport: Transport
    let durationMs: Int
}
