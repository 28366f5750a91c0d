import Foundation

/// An array that decodes as empty when its key is missing.
@propertyWrapper
struct DefaultEmpty<Element: Codable>: Codable {
    var wrappedValue: [Element]
    init(wrappedValue: [Element]) { self.wrappedValue = wrappedValue }
    init(from decoder: Decoder) throws { wrappedValue = try decoder.singleValueContainer().decode([Element].self) }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    func decode<Element>(_ type: DefaultEmpty<Element>.Type, forKey key: Key) throws -> DefaultEmpty<Element> {
        try decodeIfPresent(type, forKey: key) ?? DefaultEmpty(wrappedValue: [])
    }
}

/// Swift-only settings the app keeps: synthesized Codable with a default, a wrapper, an optional.
struct ViewPreferences: Codable {
    var pageSize: Int = 20
    @DefaultEmpty var pinned: [String]
    let theme: String?
    let locale: String
}

class BaseRecord: Codable {
    let id: String
    let revision: Int?
}

final class NoteRecord: BaseRecord {
    let body: String

    private enum NoteKeys: String, CodingKey { case body }

    required init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: NoteKeys.self)
        body = try c.decode(String.self, forKey: .body)
        try super.init(from: decoder)
    }
}
