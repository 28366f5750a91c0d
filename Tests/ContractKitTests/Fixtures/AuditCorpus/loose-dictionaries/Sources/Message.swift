import Foundation

struct Message: Decodable {
    let id: String
    let text: String
    /// Kept as loose JSON and handed to the web view as is.
    let meta: [String: Any]
    /// A bag of switches: the labels array never fits a Bool.
    let flags: [String: Bool] // expect: type-mismatch
    /// A null link throws: a dictionary of String holds no null.
    let links: [String: String] // expect: type-mismatch
    let stores: [String: String]

    enum CodingKeys: String, CodingKey {
        case id, text, meta, flags, links, stores
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        text = try container.decode(String.self, forKey: .text)
        meta = try container.decode([String: Any].self, forKey: .meta)
        flags = try container.decode([String: Bool].self, forKey: .flags)
        links = try container.decode([String: String].self, forKey: .links)
        stores = try container.decode([String: String].self, forKey: .stores)
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer {
    /// Reads any JSON object: nested objects and arrays become dictionaries and arrays.
    func decode(_ type: [String: Any].Type, forKey key: K) throws -> [String: Any] {
        let nested = try nestedContainer(keyedBy: AnyKey.self, forKey: key)
        var result: [String: Any] = [:]
        for inner in nested.allKeys {
            if let value = try? nested.decode(Bool.self, forKey: inner) {
                result[inner.stringValue] = value
            } else if let value = try? nested.decode(Double.self, forKey: inner) {
                result[inner.stringValue] = value
            } else if let value = try? nested.decode(String.self, forKey: inner) {
                result[inner.stringValue] = value
            } else if let value = try? nested.decode([String: Any].self, forKey: inner) {
                result[inner.stringValue] = value
            } else if var list = try? nested.nestedUnkeyedContainer(forKey: inner) {
                var items: [Any] = []
                while !list.isAtEnd {
                    if let item = try? list.decode(String.self) { items.append(item) }
                    else if let object = try? list.nestedContainer(keyedBy: AnyKey.self) { items.append(object.allKeys.map(\.stringValue)) }
                    else { break }
                }
                result[inner.stringValue] = items
            }
        }
        return result
    }
}

func loadMessage(_ data: Data) throws -> Message {
    try JSONDecoder().decode(Message.self, from: data)
}
