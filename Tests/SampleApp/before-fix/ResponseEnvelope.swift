import Foundation

// MARK: - Unified envelope (Phase 3)

public struct ResponseEnvelope<T: Codable & Sendable>: Codable, Sendable {
    public let data: T?
    public let metadata: ResponseMetadata
    public let error: ApiErrorInfo?

    public struct ApiErrorInfo: Codable, Sendable {
        public let message: String
        public let code: String?
        public let details: AnyCodable?
    }
}

public struct ResponseMetadata: Codable, Sendable {
    public let timestamp: String
    public let traceId: String?
    public let processingTime: Int?
    public let provider: String?
    public let cached: Bool?
}

// MARK: - Legacy envelope

public struct ResponseMeta: Codable, Sendable {
    public let timestamp: String
    public let processingTime: Int?
    public let provider: String?
    public let cached: Bool?
}

public struct LegacyErrorDetails: Codable, Sendable {
    public let message: String
    public let code: DTOApiErrorCode?
    public let details: AnyCodable?
}

public enum ApiResponse<T: Codable & Sendable>: Codable, Sendable {
    case success(T, ResponseMeta)
    case failure(LegacyErrorDetails, ResponseMeta)

    private enum CodingKeys: String, CodingKey { case success, data, error, meta }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let meta = try container.decode(ResponseMeta.self, forKey: .meta)
        if try container.decode(Bool.self, forKey: .success) {
            self = .success(try container.decode(T.self, forKey: .data), meta)
        } else {
            self = .failure(try container.decode(LegacyErrorDetails.self, forKey: .error), meta)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .success(let data, let meta):
            try container.encode(true, forKey: .success)
            try container.encode(data, forKey: .data)
            try container.encode(meta, forKey: .meta)
        case .failure(let error, let meta):
            try container.encode(false, forKey: .success)
            try container.encode(error, forKey: .error)
            try container.encode(meta, forKey: .meta)
        }
    }
}

// MARK: - Domain responses

public struct BookSearchResponse: Codable, Sendable {
    public let works: [WorkDTO]
    public let editions: [EditionDTO]
    public let authors: [AuthorDTO]
    public let totalResults: Int?
}

public struct EnrichmentJobResponse: Codable, Sendable {
    public let jobId: String
    public let queuedCount: Int
    public let estimatedDuration: Double?
    public let websocketUrl: String
}

public struct BookshelfScanResponse: Codable, Sendable {
    public let jobId: String
    public let detectedBooks: [DetectedBook]
    public let websocketUrl: String

    public struct DetectedBook: Codable, Sendable {
        public let work: WorkDTO
        public let edition: EditionDTO
        public let confidence: Double
    }
}

/// Type-erased Codable wrapper for heterogeneous values.
public struct AnyCodable: Codable, @unchecked Sendable {
    public let value: Any

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let bool = try? container.decode(Bool.self) { value = bool }
        else if let double = try? container.decode(Double.self) { value = double }
        else { value = try container.decode(String.self) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let bool = value as? Bool { try container.encode(bool) }
        else if let double = value as? Double { try container.encode(double) }
        else { try container.encode("\(value)") }
    }
}
