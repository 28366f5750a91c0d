import Foundation

/// A string key made at run time, to walk every key of an object.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Any JSON value, kept as it came.
enum AnyJSON: Decodable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else { self = .string(try c.decode(String.self)) }
    }
}

/// A type that keeps, beside its named keys, every key it does not name.
protocol KeepsUnknownKeys {
    var unknownKeys: [String: AnyJSON] { get set }
}

extension KeepsUnknownKeys {
    mutating func keepUnknownKeys<Named: CodingKey>(besides _: Named.Type, from decoder: Decoder) throws {
        let all = try decoder.container(keyedBy: AnyKey.self)
        for key in all.allKeys where Named(stringValue: key.stringValue) == nil {
            unknownKeys[key.stringValue] = try all.decode(AnyJSON.self, forKey: key)
        }
    }
}
