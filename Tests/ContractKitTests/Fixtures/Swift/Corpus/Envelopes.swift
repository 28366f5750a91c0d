import Foundation

public enum ApiResponse<T: Codable & Sendable>: Codable, Sendable {
    case success(T, ResponseMeta)
    case failure(ApiErrorInfo, ResponseMeta)

    private enum CodingKeys: String, CodingKey { case success, data, error, meta }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let meta = try container.decode(ResponseMeta.self, forKey: .meta)
        if try container.decode(Bool.self, forKey: .success) {
            self = .success(try container.decode(T.self, forKey: .data), meta)
        } else {
            self = .failure(try container.decode(ApiErrorInfo.self, forKey: .error), meta)
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

public struct ResponseMeta: Codable, Sendable {
    public let timestamp: String
    public let processingTime: Int?
}

public struct ApiErrorInfo: Codable, Sendable {
    public let message: String
    public let code: String?
}

public struct ResponseEnvelope<T: Codable & Sendable>: Codable, Sendable where T: Equatable {
    public let data: T?
    public let metadata: ResponseMeta
    public let error: ApiErrorInfo?

    public typealias Payload = T
}
