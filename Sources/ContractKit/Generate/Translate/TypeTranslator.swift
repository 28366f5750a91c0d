/// The nested types a struct or enum collects while its fields are translated, with
/// the names already in use so a new nested name never clashes.
struct NestedTypes {
    /// Names claimed in this scope, plus the parent's own name.
    private var local: Set<String>
    /// A nested type must not shadow a top-level type its parent may refer to. Shared,
    /// not copied: a large contract has thousands of structs.
    private let topLevel: Set<String>
    var declarations: [SwiftDecl] = []

    init(parent: String, context: TranslationContext) {
        local = [parent]
        topLevel = context.topLevelNames
    }

    /// Property names of the struct the nested types sit in. An array: a struct has a few
    /// dozen, most structs never claim a nested name, and hashing them all cost more.
    private var properties: [String] = []

    /// Keeps nested type names off these property names.
    mutating func reserve(_ propertyNames: [String]) {
        properties += propertyNames
    }

    mutating func claim(_ wanted: String) -> String {
        // `Address: Address` or `_2fa: _2fa` would redeclare the name: the type becomes `AddressType`.
        let base = properties.contains(wanted) ? wanted + "Type" : wanted
        var name = base
        var n = 2
        while local.contains(name) || topLevel.contains(name) || properties.contains(name) {
            name = "\(base)\(n)"
            n += 1
        }
        local.insert(name)
        return name
    }
}

extension TranslationContext {
    /// The Swift spelling of an IR type. Inline objects and literal unions become
    /// nested types named after `fieldName`; what Swift cannot express becomes
    /// `JSONValue`, with a warning.
    func swiftType(_ type: TypeRef, fieldName: String, irPath: String, location: SourceLocation, nested: inout NestedTypes, inArray: Bool = false) -> String {
        switch type {
        case .primitive(.string): return "String"
        // JSONDecoder reads `Data` from base64 by default; other formats stay `String`.
        case .formattedString(let format):
            if format == .byte { return "Data" }
            let mapped = config.formats[format.rawValue] ?? "String"
            if mapped == "Date" { usesDate = true }
            return mapped
        case .primitive(.number): return "Double"
        case .primitive(.integer): return "Int"
        case .primitive(.boolean): return "Bool"
        case .primitive(.null):
            warn("'\(irPath)' can only be null; generated as JSONValue", at: location)
            return jsonValue()
        case .literal(.string): return "String"
        case .literal(.number(let n)): return n.rounded() == n ? "Int" : "Double"
        case .literal(.boolean): return "Bool"
        case .any, .unknown:
            return jsonValue()
        case .array(let element):
            return "[" + swiftType(element, fieldName: fieldName, irPath: irPath, location: location, nested: &nested, inArray: true) + "]"
        case .map(let value):
            return "[String: " + swiftType(value, fieldName: fieldName, irPath: irPath, location: location, nested: &nested) + "]"
        case .reference(let name, let arguments):
            let args = arguments.map { swiftType($0, fieldName: fieldName, irPath: irPath, location: location, nested: &nested) }
            return swiftName(name) + (args.isEmpty ? "" : "<" + args.joined(separator: ", ") + ">")
        case .typeParameter(let name):
            return name
        case .nullable(let inner):
            let base = swiftType(inner, fieldName: fieldName, irPath: irPath, location: location, nested: &nested, inArray: inArray)
            return base.hasSuffix("?") ? base : base + "?"
        case .object(let fields):
            let name = nested.claim(SwiftNaming.nestedTypeName(forField: fieldName, isArray: inArray, acronyms: acronyms))
            let decl = structDeclaration(name: name, irPath: irPath, genericParameters: [], fields: fields,
                                         header: SwiftDeclHeader(access: access))
            nested.declarations.append(.type(decl))
            return name
        case .literalUnion(let values):
            let name = nested.claim(SwiftNaming.nestedTypeName(forField: fieldName, isArray: inArray, acronyms: acronyms))
            let cases = values.map { EnumCase(value: $0, location: location) }
            let decl = enumDeclaration(name: name, cases: cases, frozen: false, header: SwiftDeclHeader(access: access))
            nested.declarations.append(.type(decl))
            return name
        case .union(let members):
            warn("'\(irPath)' is a union of \(members.map(\.typeScriptText).joined(separator: " | ")), which Swift cannot express as one type; generated as JSONValue", at: location)
            return jsonValue()
        case .external(let name, let module):
            let origin = module.map { " from '\($0)'" } ?? ""
            warn("'\(irPath)' has the external type '\(name)'\(origin); generated as JSONValue", at: location)
            return jsonValue()
        case .unsupported(let construct):
            warn("'\(irPath)' has an unsupported \(construct); generated as JSONValue", at: location)
            return jsonValue()
        }
    }

    func jsonValue() -> String {
        usesJSONValue = true
        return "JSONValue"
    }

    /// Rendered generic parameters: `T: Codable & Sendable & Hashable`.
    func genericParameters(_ params: [GenericParameter]) -> [String] {
        params.map { genericConstraint.isEmpty ? $0.name : "\($0.name): \(genericConstraint)" }
    }
}
