import Foundation

/// Writes a resolved contract as an OpenAPI 3.1 document: each declaration under
/// `components.schemas`, and each instance of a generic type the contract uses under a
/// name of its own (see `GenericInstanceNames`).
///
/// What OpenAPI cannot express (a type the contract names but does not declare, a construct
/// the IR keeps as unsupported) becomes a schema whose `description` says so, and a warning.
public struct OpenAPIExporter {
    /// The document's `info`.
    public struct Info: Sendable, Equatable {
        public var title: String
        public var version: String
        public init(title: String, version: String) {
            self.title = title
            self.version = version
        }
    }

    public struct Result: Sendable {
        public var document: OpenAPIValue
        public var diagnostics: [Diagnostic]
    }

    /// The schema's text of the OpenAPI version written.
    public static let openAPIVersion = "3.1.0"
    static let refPrefix = "#/components/schemas/"

    let declarations: [String: Declaration]
    let names: GenericInstanceNames
    let aliasCycles: AliasCycles
    var warnings = Set<Diagnostic>()

    init(_ schema: Schema) {
        declarations = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        names = GenericInstanceNames(schema)
        aliasCycles = AliasCycles(declarations)
    }

    /// The document for `schema`: keys `openapi`, `info`, `paths` (empty) and `components`, with
    /// schemas sorted by name, so the same contract gives the same bytes whatever its file order.
    public static func export(_ schema: Schema, info: Info) -> Result {
        var exporter = OpenAPIExporter(schema)
        var schemas: [(key: String, value: OpenAPIValue)] = []
        for decl in schema.declarations where decl.genericParameters.isEmpty {
            schemas.append((decl.name, exporter.declarationSchema(decl, bindings: [:], owner: decl.name)))
        }
        for instance in exporter.names.instances {
            guard let decl = exporter.declarations[instance.declaration] else { continue }
            let bindings = Dictionary(zip(decl.genericParameters.map(\.name), instance.arguments), uniquingKeysWith: { a, _ in a })
            schemas.append((instance.name, exporter.declarationSchema(decl, bindings: bindings, owner: instance.name)))
        }
        schemas.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var infoObject = OpenAPIObject()
        infoObject.set("title", info.title)
        infoObject.set("version", info.version)
        var document = OpenAPIObject()
        document.set("openapi", openAPIVersion)
        document.set("info", infoObject.value)
        document.set("paths", OpenAPIValue.object([]))
        document.set("components", OpenAPIValue.object([("schemas", .object(schemas))]))
        let diagnostics = (exporter.warnings.union(exporter.names.diagnostics)).sorted { ($0.location, $0.message) < ($1.location, $1.message) }
        return Result(document: document.value, diagnostics: diagnostics)
    }

    // MARK: Declarations

    mutating func declarationSchema(_ decl: Declaration, bindings: [String: TypeRef], owner: String) -> OpenAPIValue {
        var out: OpenAPIObject
        switch decl.kind {
        case .object: out = objectSchema(decl.fields ?? [], bindings: bindings, owner: owner)
        case .enumeration: out = Self.enumSchema(decl.cases ?? [])
        case .union: out = unionSchema(decl, bindings: bindings, owner: owner)
        case .alias where aliasCycles.names.contains(decl.name):
            // Its description says what the schema stands for; the alias's own doc goes first.
            let what = "the alias '\(decl.name)', which refers to itself through other aliases only"
            let note = inexpressibleNote(what, at: decl.location, owner: owner)
            out = OpenAPIObject()
            out.set("description", decl.doc.map { $0 + "\n\n" + note } ?? note)
            if decl.deprecated != nil { out.set("deprecated", OpenAPIValue.bool(true)) }
            return out.value
        case .alias:
            let target = decl.target.map { schema($0.exportBinding(bindings), at: decl.location, owner: owner) } ?? .object([])
            guard case .object(let members) = target else { return target }
            out = OpenAPIObject(members: members)
        }
        out.set("description", decl.doc)
        if decl.deprecated != nil { out.set("deprecated", OpenAPIValue.bool(true)) }
        return out.value
    }

    mutating func objectSchema(_ fields: [Field], bindings: [String: TypeRef], owner: String) -> OpenAPIObject {
        var out = OpenAPIObject()
        out.set("type", "object")
        guard !fields.isEmpty else { return out }
        var properties: [(key: String, value: OpenAPIValue)] = []
        for field in fields {
            properties.append((field.name, property(field, bindings: bindings, owner: owner + "." + field.name)))
        }
        out.set("properties", OpenAPIValue.object(properties))
        let required = fields.filter { !$0.optionality.isOptional }.map { OpenAPIValue.string($0.name) }
        if !required.isEmpty { out.set("required", OpenAPIValue.array(required)) }
        return out
    }

    mutating func property(_ field: Field, bindings: [String: TypeRef], owner: String) -> OpenAPIValue {
        var value = schema(field.type.exportBinding(bindings), at: field.location, owner: owner)
        if field.optionality.isNullable { value = Self.nullable(value) }
        guard case .object(let members) = value else { return value }
        var out = OpenAPIObject(members: members)
        out.set("description", field.doc)
        if field.deprecated != nil { out.set("deprecated", OpenAPIValue.bool(true)) }
        out.set("default", field.defaultValue.map(Self.defaultValue))
        if field.isReadonly { out.set("readOnly", OpenAPIValue.bool(true)) }
        return out.value
    }

    /// The values of an enum, and the names of a TypeScript `enum`'s members as
    /// `x-enum-varnames` (the extension client generators read), so they read back.
    static func enumSchema(_ cases: [EnumCase]) -> OpenAPIObject {
        var out = enumSchema(cases.map(\.value))
        let names = cases.compactMap(\.name)
        if !cases.isEmpty, names.count == cases.count { out.set("x-enum-varnames", OpenAPIValue.array(names.map(OpenAPIValue.string))) }
        return out
    }

    static func enumSchema(_ values: [LiteralValue]) -> OpenAPIObject {
        var out = OpenAPIObject()
        var types = Set(values.map(typeName))
        if types == ["integer", "number"] { types = ["number"] }
        if types.count == 1, let only = types.first { out.set("type", only) }
        out.set("enum", OpenAPIValue.array(values.map(literal)))
        return out
    }

    mutating func unionSchema(_ decl: Declaration, bindings: [String: TypeRef], owner: String) -> OpenAPIObject {
        var out = OpenAPIObject()
        var mapping: [(key: String, value: OpenAPIValue)] = []
        var members: [OpenAPIValue] = []
        for variant in decl.variants ?? [] {
            let type = variant.type.exportBinding(bindings)
            let member = schema(type, at: variant.location, owner: owner)
            if case .string(let ref)? = member["$ref"] { mapping.append((variant.discriminatorValue.stringValue, .string(ref))) }
            members.append(member)
        }
        out.set("oneOf", OpenAPIValue.array(members))
        // OpenAPI's discriminator names a string property and picks among `$ref`s only: "when
        // using the discriminator, inline schemas will not be considered" (swift-openapi-generator
        // drops them). A boolean or number tag, or a variant written inline, is left to the
        // variants' `const`, which readers (ContractKit's among them) use instead.
        let stringTags = (decl.variants ?? []).allSatisfy { if case .string = $0.discriminatorValue { true } else { false } }
        if let property = decl.discriminator, stringTags, mapping.count == members.count {
            var discriminator = OpenAPIObject()
            discriminator.set("propertyName", property)
            if !mapping.isEmpty { discriminator.set("mapping", OpenAPIValue.object(mapping)) }
            out.set("discriminator", discriminator.value)
        }
        return out
    }
}
