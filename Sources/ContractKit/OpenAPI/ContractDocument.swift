// OpenAPI: OpenAPI 3.0 and 3.1 documents and JSON Schema files, read into the schema IR.

/// What a `.json`, `.yaml` or `.yml` contract file holds, judged by its root's keys.
public enum ContractDocumentKind: Sendable, Equatable {
    /// An OpenAPI document: `openapi: 3.1.0`.
    case openAPI(version: String)
    /// A Swagger 2.0 document, which ContractKit does not read.
    case swagger(version: String)
    /// A JSON Schema: a root with `$defs` or `definitions`, or a root schema (with `$schema`,
    /// or given by name).
    case jsonSchema
}

/// Finding and parsing OpenAPI and JSON Schema contract files.
public enum ContractDocument {
    /// A name a contract document may have: `.json`, `.yaml` or `.yml`.
    public static func hasDocumentExtension(_ path: String) -> Bool {
        let lower = path.lowercased()
        return [".json", ".yaml", ".yml"].contains { lower.hasSuffix($0) }
    }

    /// The kind of document these bytes hold, or nil when they hold none (a `package.json`,
    /// a config, a YAML workflow, text that does not parse).
    public static func sniff(_ bytes: [UInt8], path: String) -> ContractDocumentKind? {
        guard let tree = try? parse(bytes, file: path) else {
            // A document with a syntax error is still one, so its error is reported: its head names its kind.
            let head = String(decoding: bytes.prefix(4_096), as: UTF8.self)
            let marks = ["\"openapi\"", "\nopenapi:", "\"swagger\"", "\nswagger:", "\"$schema\"", "\n$schema:"]
            return marks.contains(where: ("\n" + head).contains) ? .openAPI(version: "") : nil
        }
        return kind(of: tree, bareSchema: false)
    }

    /// The document's kind from its root. A root with only `type` or `properties` is a JSON
    /// Schema when `bareSchema` (a file given by name), not when a folder is searched.
    static func kind(of root: LocatedJSON, bareSchema: Bool) -> ContractDocumentKind? {
        if let v = root.get("openapi") { return .openAPI(version: v.scalarText ?? "") }
        if let v = root.get("swagger") { return .swagger(version: v.scalarText ?? "") }
        if root.get("$defs") != nil || root.get("definitions") != nil { return .jsonSchema }
        // A config may name its own schema with `$schema`; only a schema's keys make it one.
        let schemaKeys = ["type", "properties", "allOf", "oneOf", "anyOf", "enum"].contains { root.get($0) != nil }
        if schemaKeys && (bareSchema || root.get("$schema") != nil) { return .jsonSchema }
        return nil
    }

    /// The located tree of a JSON or YAML file. JSON is read as JSON whatever the name; the
    /// rest as YAML.
    static func parse(_ bytes: [UInt8], file: String) throws -> LocatedJSON {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        let looksLikeJSON = i < bytes.count && (bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "["))
        if looksLikeJSON || file.lowercased().hasSuffix(".json") {
            return try LocatedJSONParser.parse(Array(bytes[(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)...]), file: file)
        }
        return try YAMLReader.parse(bytes, file: file)
    }
}

extension LocatedJSON {
    /// An object's value for `key`.
    func get(_ key: String) -> LocatedJSON? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Where an object's `key` is written.
    func keyLocation(_ key: String) -> SourceLocation? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.keyLocation
    }

    /// An object's members in document order; empty for anything else.
    var entries: [(key: String, keyLocation: SourceLocation, value: LocatedJSON)] {
        if case .object(let members, _) = self { return members }
        return []
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    var text: String? {
        if case .string(let s, _) = self { return s }
        return nil
    }

    var items: [LocatedJSON]? {
        if case .array(let items, _) = self { return items }
        return nil
    }

    var isTrue: Bool {
        if case .bool(true, _) = self { return true }
        return false
    }

    /// A string, number or boolean as text: `3.1.0`, `3.0`, `true`.
    var scalarText: String? {
        switch self {
        case .string(let s, _): s
        case .number(let n, _): LiteralValue.number(n).typeScriptText
        case .bool(let b, _): b ? "true" : "false"
        default: nil
        }
    }

    /// A string, number or boolean as a literal; nil for null, arrays and objects.
    var literal: LiteralValue? {
        switch self {
        case .string(let s, _): .string(s)
        case .number(let n, _): .number(n)
        case .bool(let b, _): .boolean(b)
        default: nil
        }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
