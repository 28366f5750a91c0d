// Export: the contract's IR written as other formats (an OpenAPI 3.1 document).

/// A JSON value whose object members keep the order they were added in, so an exported
/// document has one fixed key order in JSON and in YAML.
public indirect enum OpenAPIValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([OpenAPIValue])
    case object([(key: String, value: OpenAPIValue)])

    public static func == (a: OpenAPIValue, b: OpenAPIValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.null, .null): true
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member with this key, for an object.
    public subscript(key: String) -> OpenAPIValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The value as pretty JSON (two-space indents, `"key" : value`), ending in a newline.
    public var json: String {
        var writer = JSONWriter()
        writer.keysInContractOrder = true
        write(to: &writer)
        return writer.text
    }

    private func write(to writer: inout JSONWriter) {
        switch self {
        case .string(let s): writer.string(s)
        case .number(let n): writer.number(n)
        case .bool(let b): writer.bool(b)
        case .null: writer.null()
        case .array(let items): writer.array(items) { w, item in item.write(to: &w) }
        case .object(let members):
            writer.object { w in
                for member in members {
                    w.key(member.key)
                    member.value.write(to: &w)
                }
            }
        }
    }
}

/// Builds an object's members in a fixed order, leaving out what is absent.
struct OpenAPIObject {
    private(set) var members: [(key: String, value: OpenAPIValue)] = []

    mutating func set(_ key: String, _ value: OpenAPIValue?) {
        guard let value else { return }
        if let i = members.firstIndex(where: { $0.key == key }) { members[i].value = value } else { members.append((key, value)) }
    }

    mutating func set(_ key: String, _ text: String?) { set(key, text.map(OpenAPIValue.string)) }

    var value: OpenAPIValue { .object(members) }
}
