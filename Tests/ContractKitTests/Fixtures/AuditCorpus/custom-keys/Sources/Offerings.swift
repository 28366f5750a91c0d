import Foundation

/// Supplies the value a wrapper takes when its key is missing.
protocol DefaultValueProvider {
    associatedtype Value: Codable
    static var defaultValue: Value { get }
}

@propertyWrapper
struct DefaultValue<Source: DefaultValueProvider>: Codable {
    var wrappedValue: Source.Value
    init() { wrappedValue = Source.defaultValue }
    init(from decoder: Decoder) throws { wrappedValue = try decoder.singleValueContainer().decode(Source.Value.self) }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    func decode<T>(_ type: DefaultValue<T>.Type, forKey key: Key) throws -> DefaultValue<T> {
        try decodeIfPresent(type, forKey: key) ?? .init()
    }
}

/// A namespace of wrappers, named through typealiases in an extension.
enum Defaults {
    enum Sources {
        enum EmptyMap<V: Codable>: DefaultValueProvider {
            static var defaultValue: [String: V] { [:] }
        }
    }
}

extension Defaults {
    typealias EmptyMap<V: Codable> = DefaultValue<Sources.EmptyMap<V>>
}

struct Offering: Decodable {
    let identifier: String
    @Defaults.EmptyMap<JSONValue>
    var metadata: [String: JSONValue]
    @Defaults.EmptyMap<String?>
    var placements: [String: String?]

    enum CodingKeys: String, CodingKey { case identifier, metadata, placements }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        self._metadata = try container.decode(Defaults.EmptyMap<JSONValue>.self, forKey: .metadata)
        self._placements = try container.decode(Defaults.EmptyMap<String?>.self, forKey: .placements)
    }
}

/// Declared with an acronym the contract spells otherwise: `APIErrorResponse`, `ApiErrorResponse`.
struct APIErrorResponse: Decodable {
    let error: APIErrorInfo
}

struct APIErrorInfo: Decodable {
    let code: String
    let message: String
}

/// Skips elements that fail to decode.
struct LossyArray<Element: Decodable>: Decodable {
    let values: [Element]
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        var values: [Element] = []
        while !c.isAtEnd {
            if let value = try? c.decode(Element.self) { values.append(value) } else { _ = try? c.decode(JSONValue.self) }
        }
        self.values = values
    }
}

/// Reads a second spelling of each key, and a lossy list.
struct JobResultPayload: Decodable {
    let resultId: String
    let sources: [JobSourcePayload]

    enum CodingKeys: String, CodingKey {
        case resultId
        case resultIdSnake = "result_id"
        case sources
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        resultId =
            try container.decodeIfPresent(String.self, forKey: .resultId)
            ?? container.decodeIfPresent(String.self, forKey: .resultIdSnake)
            ?? ""
        sources =
            (try? container.decode(LossyArray<JobSourcePayload>.self, forKey: .sources).values) ?? []
    }
}

struct JobSourcePayload: Decodable {
    let chunkId: String
    let relevance: Double
}

/// Keeps the whole payload beside the fields it names.
struct EntitlementPayload: Decodable {
    let productIdentifier: String
    let rawData: [String: JSONValue]

    enum CodingKeys: String, CodingKey { case productIdentifier = "product_identifier" }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        productIdentifier = try container.decode(String.self, forKey: .productIdentifier)
        rawData = decoder.decodeRawData()
    }
}

extension Decoder {
    func decodeRawData() -> [String: JSONValue] {
        (try? singleValueContainer().decode([String: JSONValue].self)) ?? [:]
    }
}

/// A kind held by an enum of numbers with a fallback.
enum EventKind: RawRepresentable, Codable, Hashable {
    case note, reaction
    case unknown(Int)

    init(rawValue: Int) {
        switch rawValue {
        case 1: self = .note
        case 7: self = .reaction
        default: self = .unknown(rawValue)
        }
    }

    var rawValue: Int {
        switch self {
        case .note: 1
        case .reaction: 7
        case .unknown(let value): value
        }
    }
}

struct Event: Codable {
    let kind: EventKind
}
