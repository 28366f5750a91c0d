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
    /// `verify` only: the full payload with a fractional number (`1.5`) at one field that
    /// the Swift type holds as an integer.
    case fractionProbe(String)
    /// `verify --payloads` only: a real response, named by where it was recorded
    /// (`captures/app.har#3 GET /v1/search`, `Fixtures/WorkDTO/gatsby.json`).
    case recorded(String)

    public var isRecorded: Bool { if case .recorded = self { true } else { false } }

    public var description: String {
        switch self {
        case .full: "full"
        case .minimal: "minimal"
        case .nulls: "nulls"
        case .unknownEnum: "unknown-enum"
        case .unionVariant(let value): "variant-\(value)"
        case .fractionProbe(let path): "fraction-\(path)"
        case .recorded(let source): source
        }
    }

    public init?(_ text: String) {
        switch text {
        case "full": self = .full
        case "minimal": self = .minimal
        case "nulls": self = .nulls
        case "unknown-enum": self = .unknownEnum
        case _ where text.hasPrefix("fraction-"): self = .fractionProbe(String(text.dropFirst("fraction-".count)))
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
        case .fractionProbe: 5
        case .recorded: 6
        }
    }
}

/// One payload: the type, its variant and the JSON.
public struct ExamplePayload: Sendable, Equatable {
    public var type: String
    public var variant: ExampleVariant
    public var value: ExampleValue
    /// Paths whose loss is no finding: keys of a recorded payload that the contract does not declare.
    public var ignoredPaths: Set<String> = []
}

/// Makes payloads from a schema. Values are fixed and plausible for their type, and every
/// faithful Swift type accepts them: a string names its field, numbers are whole (`1`
/// fits `Int` and `Double` alike), an external type gets the JSON its library sends
/// (`ExternalSamples`), an ISO-8601 timestamp
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
        if decl.kind == .union { return payloads(name: decl.name, variants: decl.variants ?? []) }
        return payloads(name: decl.name, fields: decl.fields ?? [])
    }

    /// One payload per variant of a discriminated union.
    func payloads(name: String, variants: [UnionVariant]) -> [ExamplePayload] {
        variants.compactMap { variant in
            value(variant.type, field: "", doc: nil, mode: .full, depth: 0).map {
                ExamplePayload(type: name, variant: .unionVariant(variant.discriminatorValue.stringValue), value: $0)
            }
        }
    }

    /// An object's payloads: full, minimal, and nulls and unknown-enum when they differ.
    func payloads(name: String, fields: [Field]) -> [ExamplePayload] {
        var modes: [(ExampleVariant, Mode)] = [(.full, .full), (.minimal, .minimal)]
        if mentions(fields, where: { $0.optionality.isNullable }) { modes.append((.nulls, .nulls)) }
        if mentions(fields, where: { isEnum($0.type) }) { modes.append((.unknownEnum, .unknownEnum)) }
        return modes.compactMap { variant, mode in
            object(fields, mode: mode, depth: 0).map { ExamplePayload(type: name, variant: variant, value: $0) }
        }
    }

    /// Why a declaration gets no payload: a required field, at any depth, whose type has
    /// no JSON value verify knows (an external type outside `ExternalSamples`, an
    /// unsupported construct). Nil when it gets its payloads.
    public func unknowable(_ decl: Declaration) -> String? {
        guard Self.isExampled(decl), decl.kind == .object else { return nil }
        return firstUnknowable(decl.fields ?? [], path: "", seen: [decl.name])
    }

    func firstUnknowable(_ fields: [Field], path: String, seen: Set<String>) -> String? {
        for field in fields where field.optionality == .required {
            let here = path.isEmpty ? field.name : path + "." + field.name
            if let reason = unknowable(field.type, at: here, seen: seen) { return reason }
        }
        return nil
    }

    func unknowable(_ type: TypeRef, at path: String, seen: Set<String>) -> String? {
        switch type {
        case .external(let name, let module):
            guard ExternalSamples.value(name: name, module: module) == nil else { return nil }
            return "\(path) has the external type '\(name)', whose JSON form verify does not know"
        case .unsupported(let construct): return "\(path) has a type ContractKit does not support (\(construct))"
        case .typeParameter(let name): return "\(path) has the unbound type parameter '\(name)'"
        case .object(let fields): return firstUnknowable(fields, path: path, seen: seen)
        case .reference(let name, _) where !seen.contains(name):
            guard let decl = declarations[name] else { return nil }
            if decl.kind == .object { return firstUnknowable(decl.fields ?? [], path: path, seen: seen.union([name])) }
            if decl.kind == .alias, let target = decl.target { return unknowable(target, at: path, seen: seen.union([name])) }
            return nil
        default: return nil
        }
    }

    enum Mode { case full, minimal, nulls, unknownEnum }

    /// Nil when a required field has no value verify knows; an optional one is left out,
    /// a nullable one is null.
    func object(_ fields: [Field], mode: Mode, depth: Int) -> ExampleValue? {
        var members: [(String, ExampleValue)] = []
        for field in fields {
            let trimmed = mode == .minimal || depth >= Self.maxDepth
            if field.optionality.isOptional && trimmed { continue }
            // A nullable field's key is required: the least it can hold is null.
            if field.optionality.isNullable && (mode == .nulls || trimmed) {
                members.append((field.name, .null))
                continue
            }
            if let v = value(field.type, field: field.name, doc: field.doc, mode: mode, depth: depth + 1) {
                members.append((field.name, v))
            } else if field.optionality.isNullable {
                members.append((field.name, .null))
            } else if !field.optionality.isOptional {
                return nil
            }
        }
        return .object(members)
    }

    func value(_ type: TypeRef, field: String, doc: String?, mode: Mode, depth: Int) -> ExampleValue? {
        switch type {
        case .primitive(.string): return .string(sampleString(field: field, doc: doc))
        case .primitive(.number): return .number(1, isInteger: true)
        case .primitive(.integer): return .number(1, isInteger: true)
        case .primitive(.boolean): return .bool(true)
        case .primitive(.null): return .null
        case .formattedString(let format): return .string(sample(format))
        case .literal(let literal): return Self.literalValue(literal)
        case .literalUnion(let values):
            return mode == .unknownEnum ? .string(Self.unknownEnumValue) : values.first.map(Self.literalValue) ?? .null
        case .any, .unknown: return .string("example")
        // An element or entry with no value verify knows: an empty array or map, which the contract allows.
        case .array(let element):
            return .array(depth >= Self.maxDepth ? [] : value(element, field: field, doc: doc, mode: mode, depth: depth + 1).map { [$0] } ?? [])
        case .map(let element):
            return .object(depth >= Self.maxDepth ? [] : value(element, field: field, doc: doc, mode: mode, depth: depth + 1).map { [("key", $0)] } ?? [])
        case .nullable(let inner): return mode == .nulls ? .null : value(inner, field: field, doc: doc, mode: mode, depth: depth) ?? .null
        case .object(let fields): return object(fields, mode: mode, depth: depth)
        case .union(let members):
            let values = members.lazy.filter { if case .primitive(.null) = $0 { false } else { true } }
                .compactMap { self.value($0, field: field, doc: doc, mode: mode, depth: depth) }
            return values.first ?? (members.contains(.primitive(.null)) ? .null : nil)
        case .reference(let name, let arguments):
            guard let decl = declarations[name] else { return nil }
            // A generic instance (`ApiResult<UserRow>`): its parameters hold its arguments.
            let bound = Self.bindings(decl.genericParameters, arguments)
            switch decl.kind {
            case .object: return object((decl.fields ?? []).map { $0.binding(bound) }, mode: mode, depth: depth)
            case .enumeration:
                return mode == .unknownEnum ? .string(Self.unknownEnumValue) : (decl.cases?.first).map { Self.literalValue($0.value) }
            case .union:
                return (decl.variants ?? []).lazy.compactMap { self.value($0.type.binding(bound), field: field, doc: doc, mode: mode, depth: depth) }.first
            case .alias:
                return decl.target.flatMap { value($0.binding(bound), field: field, doc: doc, mode: mode, depth: depth) }
            }
        case .external(let name, let module): return ExternalSamples.value(name: name, module: module)
        case .typeParameter, .unsupported: return nil
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
        case .date: Self.day
        case .uuid: "00000000-0000-4000-8000-000000000001"
        case .email: "user@example.com"
        case .uri: "https://example.com/resource"
        case .byte: "AQID"
        }
    }

    /// An ISO-8601 time with milliseconds, as JavaScript's `Date.prototype.toISOString()`.
    public static let timestamp = "2026-01-15T10:30:00.000Z"
    /// A date without a time (`format: date`, zod `.date()`), the day of `timestamp`.
    public static let day = "2026-01-15"

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
