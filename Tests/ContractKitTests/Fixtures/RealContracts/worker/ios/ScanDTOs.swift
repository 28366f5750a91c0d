import Foundation

/// Mirrors `ScanRequest` in src/types/api.ts.
struct ScanRequest: Encodable {
    let image: Data
    let thumbnail: Data?
    let capturedAt: Date
    let callbackUrl: URL?
    let deviceModel: String
}

/// Mirrors `ScanJobResponse` in src/types/api.ts.
struct ScanJobResponse: Decodable {
    let jobId: String
    let status: EnrichmentStatus
    let booksDetected: Int
    let environment: String
    let createdAt: String
    let lastMessage: EnrichmentMessage?
}

enum EnrichmentStatus: String, Codable {
    case queued, processing, complete, failed
}

struct EnrichmentMessage: Codable {
    let jobId: String
    let isbn: String
    let attempt: Int
    let enqueuedAt: Double
}
