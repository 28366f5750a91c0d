import Foundation

enum RecordKind: String, Codable {
    case metricFrame = "metric.frame"
    case metricSummary = "metric.summary"
    case logLine = "log.line"
}

/// Several wire values fold into one case; the raw values are the case names.
enum RequestSource: String, Codable, CaseIterable {
    case jsFetch
    case webSocket
    case beacon

    init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        switch raw {
        case "fetch", "xhr": self = .jsFetch
        case "websocket": self = .webSocket
        case "beacon": self = .beacon
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown source \(raw)"))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .jsFetch: try container.encode("fetch")
        case .webSocket: try container.encode("websocket")
        case .beacon: try container.encode("beacon")
        }
    }
}

struct MetricFrame: Codable { // expect: missing-field
    let id: String
    let kind: RecordKind
    let capturedAt: String
    let source: RequestSource
    let fps: Double
    let droppedFrames: Int
}

struct LogLine: Codable {
    let id: String
    let kind: RecordKind
    let capturedAt: Date // expect: date-decoding
    let source: RequestSource
    let level: String
    let message: String
}

enum TelemetryRecord: Decodable {
    case frame(MetricFrame)
    case log(LogLine)

    private enum CodingKeys: String, CodingKey { case kind }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(RecordKind.self, forKey: .kind) {
        case .metricFrame, .metricSummary: self = .frame(try MetricFrame(from: decoder))
        case .logLine: self = .log(try LogLine(from: decoder))
        }
    }
}
