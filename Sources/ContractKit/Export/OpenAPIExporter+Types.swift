import Foundation

/// The schema of one type reference.
extension OpenAPIExporter {
    /// `owner` names where the type sits, for warnings: `WorkDTO.owner`.
    mutating func schema(_ type: TypeRef, at location: SourceLocation, owner: String) -> OpenAPIValue {
        var out = OpenAPIObject()
        switch type {
        case .primitive(let p): out.set("type", p.rawValue)
        case .formattedString(let format):
            out.set("type", "string")
            out.set("format", format.rawValue)
        case .literal(let value):
            out.set("type", Self.typeName(value))
            out.set("const", Self.literal(value))
        case .any, .unknown: break
        case .array(let element):
            out.set("type", "array")
            out.set("items", schema(element, at: location, owner: owner + "[]"))
        case .map(let value):
            out.set("type", "object")
            out.set("additionalProperties", schema(value, at: location, owner: owner + "[key]"))
        case .reference(let name, let arguments):
            out.set("$ref", Self.refPrefix + (names.name(of: name, arguments: arguments) ?? name))
        case .typeParameter(let name):
            out.set("description", "Any JSON value: the generic parameter \(name), which no instance binds.")
        case .object(let fields): out = objectSchema(fields, bindings: [:], owner: owner)
        case .literalUnion(let values): out = Self.enumSchema(values)
        case .union(let members):
            out.set("oneOf", OpenAPIValue.array(members.map { schema($0, at: location, owner: owner) }))
        case .nullable(let element): return Self.nullable(schema(element, at: location, owner: owner))
        case .external(let name, let module):
            let what = "the external type '\(name)'" + (module.map { " from '\($0)'" } ?? "") + ", which the contract names but does not declare"
            return inexpressible(what, at: location, owner: owner)
        case .unsupported(let construct):
            return inexpressible("an unsupported \(construct)", at: location, owner: owner)
        }
        return out.value
    }

    /// A schema that says what it stands for, and a warning that names it.
    mutating func inexpressible(_ what: String, at location: SourceLocation, owner: String) -> OpenAPIValue {
        .object([("description", .string(inexpressibleNote(what, at: location, owner: owner)))])
    }

    /// The description of a schema that stands for `what`, after warning about it.
    mutating func inexpressibleNote(_ what: String, at location: SourceLocation, owner: String) -> String {
        warnings.insert(Diagnostic(.warning, "OpenAPI cannot express \(what) (\(owner)); the document describes it as any value and says so", at: location))
        return "ContractKit could not express this in OpenAPI: \(what). Any JSON value is accepted here."
    }

    /// The schema that also allows null: `type: [T, "null"]` for a plain type, else `oneOf`
    /// with `{type: "null"}`.
    static func nullable(_ value: OpenAPIValue) -> OpenAPIValue {
        guard case .object(let members) = value else { return value }
        let plain = members.allSatisfy { ["type", "format", "items", "properties", "required", "additionalProperties", "description"].contains($0.key) }
        if plain, case .string(let type)? = value["type"] {
            var out = OpenAPIObject(members: members)
            out.set("type", OpenAPIValue.array([.string(type), .string("null")]))
            return out.value
        }
        if members.isEmpty { return value }
        return .object([("oneOf", .array([value, .object([("type", .string("null"))])]))])
    }

    static func literal(_ value: LiteralValue) -> OpenAPIValue {
        switch value {
        case .string(let s): .string(s)
        case .number(let n): .number(n)
        case .boolean(let b): .bool(b)
        }
    }

    /// A number without a fraction is an `integer`: so an enum of them (a TypeScript numeric
    /// `enum`) stays an enum in generated clients rather than becoming any `Double`.
    static func typeName(_ value: LiteralValue) -> String {
        switch value {
        case .string: "string"
        case .number(let n): n.rounded() == n && abs(n) < 1e15 ? "integer" : "number"
        case .boolean: "boolean"
        }
    }

    /// A field's default as JSON: numbers, booleans, null, and quoted strings (either quote)
    /// become their values; any other initialiser text stays a string.
    static func defaultValue(_ text: String) -> OpenAPIValue {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        if let n = Double(trimmed), trimmed.first.map({ $0.isNumber || $0 == "-" }) == true { return .number(n) }
        if trimmed.count >= 2, let q = trimmed.first, "'\"`".contains(q), trimmed.last == q {
            return .string(String(trimmed.dropFirst().dropLast()))
        }
        return .string(text)
    }
}

extension Field {
    func exportBinding(_ bindings: [String: TypeRef]) -> Field {
        var copy = self
        copy.type = type.exportBinding(bindings)
        return copy
    }
}

extension TypeRef {
    /// The type with generic parameters replaced by their arguments.
    func exportBinding(_ bindings: [String: TypeRef]) -> TypeRef {
        if bindings.isEmpty { return self }
        switch self {
        case .typeParameter(let name): return bindings[name] ?? self
        case .reference(let name, let args): return .reference(name: name, arguments: args.map { $0.exportBinding(bindings) })
        case .array(let e): return .array(e.exportBinding(bindings))
        case .map(let v): return .map(v.exportBinding(bindings))
        case .nullable(let e): return .nullable(e.exportBinding(bindings))
        case .union(let ms): return .union(ms.map { $0.exportBinding(bindings) })
        case .object(let fields): return .object(fields.map { $0.exportBinding(bindings) })
        default: return self
        }
    }
}
