import Foundation

struct BoundingBox: Codable, Hashable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
}

struct DetectedBookPayload: Codable, Identifiable {
    var id: String { isbn ?? title }
    let title: String
    let author: String?
    let isbn: String?
    let confidence: Double
    let boundingBox: BoundingBox
}

struct ScanProgressPayload: Codable { // expect: missing-field
    let jobId: String
    let processed: Int
    let total: Int
}

struct ScanCompletePayload: Codable { // expect: missing-field
    let jobId: String
    let books: [DetectedBookPayload]
    let durationMs: Int
}

struct OverlayHint: Codable {
    let box: BoundingBox
    let label: String
}

enum WebSocketMessage: Decodable {
    case progress(ScanProgressPayload)
    case complete(ScanCompletePayload)
    case error(code: String, message: String)
    case ping

    private enum CodingKeys: String, CodingKey { case type, payload }
    private enum ErrorKeys: String, CodingKey { case code, message }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "progress":
            self = .progress(try container.decode(ScanProgressPayload.self, forKey: .payload))
        case "complete":
            self = .complete(try container.decode(ScanCompletePayload.self, forKey: .payload))
        case "error":
            let error = try container.nestedContainer(keyedBy: ErrorKeys.self, forKey: .payload)
            self = .error(code: try error.decode(String.self, forKey: .code), message: try error.decode(String.self, forKey: .message))
        case "ping":
            self = .ping
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown message \(type)")
        }
    }
}
