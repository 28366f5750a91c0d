// Examples: JSON payloads the contract allows, made from the IR, for tests, mocks and `verify`.

/// The payload variants `contractkit examples` writes and `verify` decodes.
public enum ExampleVariant: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Every field present, optional ones included.
    case full
    /// Required fields only.
    case minimal
    /// Every nullable field `null` (only for types that have one).
    case nulls
    /// Every enum field set to a value the contract does not list (only for types that have one).
    case unknownEnum
    /// One payload per variant of a discriminated union, named by its discriminator value.
    case unionVariant(String)

    public var description: String {
        switch self {
        case .full: "full"
        case .minimal: "minimal"
        case .nulls: "nulls"
        case .unknownEnum: "unknown-enum"
        case .unionVariant(let value): "variant-\(value)"
        }
    }

    public init?(_ text: String) {
        switch text {
        case "full": self = .full
        case "minimal": self = .minimal
        case "nulls": self = .nulls
        case "unknown-enum": self = .unknownEnum
        default:
            guard text.hasPrefix("variant-") else { return nil }
            self = .unionVariant(String(text.dropFirst("variant-".count)))
        }
    }

    public static func < (a: Self, b: Self) -> Bool { (a.rank, a.description) < (b.rank, b.description) }

    var rank: Int {
        switch self {
        case .full: 0
        case .minimal: 1
        case .nulls: 2
        case .unknownEnum: 3
        case .unionVariant: 4
        }
    }
}

/// One payload: the type, its variant and the JSON.
public struct ExamplePayload: Sendable, Equatable {
    public var type: String
    public var variant: ExampleVariant
    public var value: ExampleValue
}

/// Makes payloads from a schema. Values are fixed and plausible for their type: a string
/// names its field, whole numbers where the field is an integer, an ISO-8601 timestamp
/// with milliseconds (as JavaScript's `toISOString()` writes it) where the field's name,
/// doc or format says it is a date or time, arrays of one element, nested objects.
public struct ExamplePayloads {
    let declarations: [String: Declaration]
    /// The value an `unknown-enum` payload puts in every enum field.
    public static let unknownEnumValue = "contractkit-unknown-value"
    /// How deep nested objects go before optional fields are left out (recursive types).
    static let maxDepth = 6

    public init(schema: Schema) {
        declarations = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Whether a declaration gets payloads: objects and unions without generic parameters.
    public static func isExampled(_ decl: Declaration) -> Bool {
        decl.genericParameters.isEmpty && (decl.kind == .object || (decl.kind == .union && decl.discriminator != nil))
    }

    /// Every payload of a declaration, in variant order; empty for types that get none.
    public func payloads(for decl: Declaration) -> [ExamplePayload] {
        guard Self.isExampled(decl) else { return [] }
        if decl.kind == .union {
            return (decl.variants ?? []).map { variant in
                ExamplePayload(type: decl.name, variant: .unionVariant(variant.discriminatorValue.stringValue),
                               value: value(variant.type, field: "", doc: nil, mode: .full, depth: 0))
            }
        }
        var result = [ExamplePayload(type: decl.name, variant: .full, value: object(decl.fields ?? [], mode: .full, depth: 0)),
                      ExamplePayload(type: decl.name, variant: .minimal, value: object(decl.fields ?? [], mode: .minimal, depth: 0))]
        if mentions(decl.fields ?? [], where: { $0.optionality.isNullable }) {
            result.append(ExamplePayload(type: decl.name, variant: .nulls, value: object(decl.fields ?? [], mode: .nulls, depth: 0)))
        }
        if mentions(decl.fields ?? [], where: { isEnum($0.type) }) {
            result.append(ExamplePayload(type: decl.name, variant: .unknownEnum, value: object(decl.fields ?? [], mode: .unknownEnum, depth: 0)))
        }
        return result
    }

    enum Mode { case full, minimal, nulls, unknownEnum }

    func object(_ fields: [Field], mode: Mode, depth: Int) -> ExampleValue {
        var members: [(String, ExampleValue)] = []
        for field in fields {
            let trimmed = mode == .minimal || depth >= Self.maxDepth
            if field.optionality.isOptional && trimmed { continue }
            // A nullable field's key is required: the least it can hold is null.
            if field.optionality.isNullable && (mode == .nulls || trimmed) {
                members.append((field.name, .null))
                continue
            }
            members.append((field.name, value(field.type, field: field.name, doc: field.doc, mode: mode, depth: depth + 1)))
        }
        return .object(members)
    }

    func value(_ type: TypeRef, field: String, doc: String?, mode: Mode, depth: Int) -> ExampleValue {
        switch type {
        case .primitive(.string): return .string(sampleString(field: field, doc: doc))
        case .primitive(.number): return .number(1.5, isInteger: false)
        case .primitive(.integer): return .number(1, isInteger: true)
        case .primitive(.boolean): return .bool(true)
        case .primitive(.null): return .null
        case .formattedString(let format): return .string(sample(format))
        case .literal(let literal): return Self.literalValue(literal)
        case .literalUnion(let values):
            return mode == .unknownEnum ? .string(Self.unknownEnumValue) : values.first.map(Self.literalValue) ?? .null
        case .any, .unknown: return .string("example")
        case .array(let element): return .array(depth >= Self.maxDepth ? [] : [value(element, field: field, doc: doc, mode: mode, depth: depth + 1)])
        case .map(let element): return .object(depth >= Self.maxDepth ? [] : [("key", value(element, field: field, doc: doc, mode: mode, depth: depth + 1))])
        case .nullable(let inner): return mode == .nulls ? .null : value(inner, field: field, doc: doc, mode: mode, depth: depth)
        case .object(let fields): return object(fields, mode: mode, depth: depth)
        case .union(let members):
            let first = members.first { if case .primitive(.null) = $0 { false } else { true } }
            return first.map { value($0, field: field, doc: doc, mode: mode, depth: depth) } ?? .null
        case .reference(let name, _):
            guard let decl = declarations[name] else { return .null }
            switch decl.kind {
            case .object: return object(decl.fields ?? [], mode: mode, depth: depth)
            case .enumeration:
                return mode == .unknownEnum ? .string(Self.unknownEnumValue) : (decl.cases?.first).map { Self.literalValue($0.value) } ?? .null
            case .union:
                return decl.variants?.first.map { value($0.type, field: field, doc: doc, mode: mode, depth: depth) } ?? .null
            case .alias:
                return decl.target.map { value($0, field: field, doc: doc, mode: mode, depth: depth) } ?? .null
            }
        case .typeParameter, .external, .unsupported: return .null
        }
    }

    /// Whether any field, at any depth, satisfies `predicate`.
    func mentions(_ fields: [Field], where predicate: (Field) -> Bool, seen: Set<String> = []) -> Bool {
        for field in fields {
            if predicate(field) { return true }
            var found = false
            _ = field.type.contains { ref in
                switch ref {
                case .object(let inner): found = found || mentions(inner, where: predicate, seen: seen)
                case .reference(let name, _) where !seen.contains(name):
                    if let decl = declarations[name], decl.kind == .object {
                        found = found || mentions(decl.fields ?? [], where: predicate, seen: seen.union([name]))
                    }
                default: break
                }
                return found
            }
            if found { return true }
        }
        return false
    }

    func isEnum(_ type: TypeRef) -> Bool {
        type.contains { ref in
            if case .literalUnion = ref { return true }
            if case .reference(let name, _) = ref { return declarations[name]?.kind == .enumeration }
            return false
        }
    }

    static func literalValue(_ literal: LiteralValue) -> ExampleValue {
        switch literal {
        case .string(let s): .string(s)
        case .number(let n): .number(n, isInteger: n.rounded() == n)
        case .boolean(let b): .bool(b)
        }
    }

    func sample(_ format: StringFormat) -> String {
        switch format {
        case .dateTime: Self.timestamp
        case .date: "2026-01-15"
        case .uuid: "00000000-0000-4000-8000-000000000001"
        case .email: "user@example.com"
        case .uri: "https://example.com/resource"
        case .byte: "AQID"
        }
    }

    /// An ISO-8601 time with milliseconds, as JavaScript's `Date.prototype.toISOString()`.
    public static let timestamp = "2026-01-15T10:30:00.000Z"

    func sampleString(field: String, doc: String?) -> String {
        let name = field.lowercased()
        let words = SwiftNaming.words(field).map { $0.lowercased() }
        let docWords = Set((doc ?? "").lowercased().split { !$0.isLetter }.map(String.init))
        let says = { (w: String) in words.contains(w) || docWords.contains(w) }
        if name.hasSuffix("at") && words.last == "at" || says("date") || says("time") || says("timestamp") || name.hasSuffix("on") && words.last == "on" {
            return Self.timestamp
        }
        if words.last == "url" || words.last == "uri" || words.last == "link" { return "https://example.com/\(field)" }
        if words.last == "email" { return "user@example.com" }
        return "example \(field.isEmpty ? "value" : field)"
    }
}
