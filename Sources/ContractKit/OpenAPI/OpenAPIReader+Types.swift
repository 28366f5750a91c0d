// OpenAPI: a schema node as a type: references, primitives and formats, arrays, maps, unions, nullability.

extension OpenAPIReader {
    /// Keywords that change what a value may be and that the IR cannot hold: each gets a warning.
    static let unsupportedKeywords: Set<String> = ["not", "if", "then", "else", "patternProperties", "dependentSchemas", "dependentRequired",
                                      "unevaluatedProperties", "unevaluatedItems", "propertyNames", "contains", "prefixItems",
                                      "$dynamicRef", "$recursiveRef"]

    mutating func warnUnsupported(_ node: LocatedJSON) {
        for entry in node.entries where Self.unsupportedKeywords.contains(entry.key) {
            diagnostics.emit(.warning, "unsupported keyword '\(entry.key)' is ignored: the IR holds the schema without it", at: entry.keyLocation)
        }
    }

    /// The type a schema node describes.
    mutating func type(_ node: LocatedJSON, in file: String, depth: Int) -> TypeRef {
        guard depth < 48 else {
            diagnostics.emit(.warning, "schema nested too deep (or a reference cycle through inline schemas); read as any", at: node.location)
            return .any
        }
        switch node {
        case .bool(let accepts, _): return accepts ? .any : .unsupported("false schema")
        case .object: break
        default:
            diagnostics.emit(.warning, "a schema is an object, not \(node.kindDescription); read as any", at: node.location)
            return .any
        }
        warnUnsupported(node)
        let base = baseType(node, in: file, depth: depth)
        return node.get("nullable")?.isTrue == true ? Self.nullable(base) : base
    }

    static func nullable(_ t: TypeRef) -> TypeRef {
        switch t {
        case .nullable, .primitive(.null): t
        default: .nullable(t)
        }
    }

    mutating func baseType(_ node: LocatedJSON, in file: String, depth: Int) -> TypeRef {
        // A generic template's parameter and arguments, as `contractkit openapi` marks them.
        if let parameter = node.get("x-contractkit-parameter")?.text { return .typeParameter(parameter) }
        if let ref = node.get("$ref") {
            let found = refType(ref, in: file, depth: depth)
            if case .reference(let name, _) = found, let arguments = node.get("x-contractkit-arguments")?.items {
                return .reference(name: name, arguments: arguments.map { type($0, in: file, depth: depth + 1) })
            }
            return found
        }
        if let value = node.get("const") { return value.literal.map(TypeRef.literal) ?? .primitive(.null) }
        if let values = node.get("enum")?.items { return enumType(values) }
        if let members = node.get("allOf")?.items {
            if members.count == 1, node.get("properties") == nil { return type(members[0], in: file, depth: depth + 1) }
            return .object(objectFields(node, in: file, depth: depth, visiting: []) ?? [])
        }
        if let members = (node.get("oneOf") ?? node.get("anyOf"))?.items, node.get("properties") == nil {
            return unionType(members, in: file, depth: depth)
        }
        switch node.get("type") {
        case .string(let name, _)?: return typeNamed(name, node, in: file, depth: depth)
        case .array(let names, _)?:
            let named = names.compactMap(\.text)
            let nonNull = named.filter { $0 != "null" }
            let types = nonNull.map { typeNamed($0, node, in: file, depth: depth) }
            let base: TypeRef = types.count == 1 ? types[0] : types.isEmpty ? .primitive(.null) : .union(types)
            return nonNull.count < named.count ? Self.nullable(base) : base
        default:
            if node.get("properties") != nil { return typeNamed("object", node, in: file, depth: depth) }
            if node.get("items") != nil { return typeNamed("array", node, in: file, depth: depth) }
            return .any
        }
    }

    /// The type a `$ref` names: a declaration, or the schema it points into.
    mutating func refType(_ ref: LocatedJSON, in file: String, depth: Int) -> TypeRef {
        guard let text = ref.text else {
            diagnostics.emit(.warning, "'$ref' is \(ref.kindDescription), not a string; read as any", at: ref.location)
            return .any
        }
        guard let (target, pointer) = Self.split(text, from: file) else {
            diagnostics.emit(.warning, "remote reference '\(text)' is not followed; read as any", at: ref.location)
            return .any
        }
        guard trees[target] != nil else { return .unsupported("$ref \(text)") }
        if Self.isDefinitionPointer(pointer), let name = name(forPointer: pointer, in: target) {
            return .reference(name: name, arguments: [])
        }
        guard let node = resolve(pointer, in: target) else {
            diagnostics.emit(.error, "'$ref' names nothing: '\(text)'", at: ref.location)
            return .unsupported("$ref \(text)")
        }
        return type(node, in: target, depth: depth + 1)
    }

    /// An `enum`: one value is a literal, more a literal union; `null` among them makes it nullable.
    func enumType(_ values: [LocatedJSON]) -> TypeRef {
        let literals = values.compactMap(\.literal)
        let base: TypeRef = literals.count == 1 ? .literal(literals[0]) : literals.isEmpty ? .primitive(.null) : .literalUnion(literals)
        return values.contains(where: \.isNull) && !literals.isEmpty ? Self.nullable(base) : base
    }

    /// A `type` keyword's type, with `format`, `items` and `properties`.
    mutating func typeNamed(_ name: String, _ node: LocatedJSON, in file: String, depth: Int) -> TypeRef {
        let format = node.get("format")?.text
        switch name {
        case "string": return format.flatMap(Self.formatOfString).map(TypeRef.formattedString) ?? .primitive(.string)
        case "integer": return .primitive(.integer)
        case "number": return format.map(NumberFormat.integers.contains) == true ? .primitive(.integer) : .primitive(.number)
        case "boolean": return .primitive(.boolean)
        case "null": return .primitive(.null)
        case "array":
            guard let items = node.get("items") else { return .array(.any) }
            return .array(type(items, in: file, depth: depth + 1))
        case "object":
            if node.get("properties") != nil { return .object(objectFields(node, in: file, depth: depth, visiting: []) ?? []) }
            switch node.get("additionalProperties") {
            case nil, .bool(true, _)?: return .map(.any)
            case .bool(false, _)?: return .object([])
            case let value?: return .map(type(value, in: file, depth: depth + 1))
            }
        default:
            diagnostics.emit(.warning, "unknown type '\(name)'; read as any", at: node.get("type")?.location ?? node.location)
            return .any
        }
    }

    /// The IR format of a string `format`; nil for formats the IR does not keep (`binary`, `password`).
    static func formatOfString(_ format: String) -> StringFormat? {
        switch format {
        case "date-time": .dateTime
        case "date": .date
        case "uuid": .uuid
        case "email": .email
        case "uri", "url": .uri
        case "byte": .byte
        default: nil
        }
    }

    /// `oneOf`/`anyOf` outside a named union: null members make it nullable; literals make a
    /// literal union; one member left is that member.
    mutating func unionType(_ members: [LocatedJSON], in file: String, depth: Int) -> TypeRef {
        let nonNull = members.filter { !Self.isNullSchema($0) }
        let types = nonNull.map { type($0, in: file, depth: depth + 1) }
        var base: TypeRef
        if types.count == 1 {
            base = types[0]
        } else if !types.isEmpty, types.allSatisfy({ if case .literal = $0 { true } else if case .literalUnion = $0 { true } else { false } }) {
            base = .literalUnion(types.flatMap { t -> [LiteralValue] in
                switch t {
                case .literal(let v): [v]
                case .literalUnion(let vs): vs
                default: []
                }
            })
        } else {
            base = types.isEmpty ? .primitive(.null) : .union(types)
        }
        if case .nullable(let inner) = base, types.count == 1 { base = inner; return .nullable(base) }
        return nonNull.count < members.count ? Self.nullable(base) : base
    }

    /// `{type: "null"}`, `{enum: [null]}` or `{const: null}`.
    static func isNullSchema(_ node: LocatedJSON) -> Bool {
        if node.get("type")?.text == "null" { return true }
        if let values = node.get("enum")?.items, values.count == 1, values[0].isNull { return true }
        if let value = node.get("const"), value.isNull { return true }
        return false
    }
}
