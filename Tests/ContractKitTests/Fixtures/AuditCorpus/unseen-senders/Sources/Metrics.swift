import Foundation

/// Codable for the app's cache; no request in the scanned code sends it.
struct ViewMetrics: Codable {
    let playback0Count: Int // expect: coding-key-mismatch
    let playback100Count: Int // expect: coding-key-mismatch
}

/// Posted by the app: the encoder's conversion writes 'video_id'.
struct WatchReport: Encodable {
    let videoId: String // expect: coding-key-mismatch
    let watched: Bool
}

final class VideoClient {
    let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }()

    let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    func body(_ report: WatchReport) throws -> Data { try encoder.encode(report) }
}
