/// Generic declarations, written so that reading the document back gives them again.
///
/// OpenAPI has no generics: consumers use the instances (`PageBook`). Beside them, each
/// generic declaration is written once under its own name as a template that any consumer
/// reads as an ordinary schema (a parameter is any value, or its default), marked with
/// two extensions ContractKit reads back:
///
/// - `x-contractkit-generic` on the template: its parameters, `[{name: T, default: schema}]`;
/// - `x-contractkit-parameter: T` on each use of a parameter, and `x-contractkit-arguments`
///   beside a `$ref` to another generic whose arguments use one (`SuccessResponse<T>`).
///
/// The template takes the place of the instance whose arguments are all the defaults,
/// which has the same name and the same shape.
extension OpenAPIExporter {
    static let genericKey = "x-contractkit-generic"
    static let parameterKey = "x-contractkit-parameter"
    static let argumentsKey = "x-contractkit-arguments"

    /// The template of a generic declaration: its shape with the parameters open, and its parameters.
    mutating func genericTemplate(_ decl: Declaration) -> OpenAPIValue {
        openParameters = Dictionary(decl.genericParameters.map { ($0.name, $0.defaultType) }, uniquingKeysWith: { a, _ in a })
        defer { openParameters = [:] }
        guard case .object(let members) = declarationSchema(decl, bindings: [:], owner: decl.name) else { return .object([]) }
        var out = OpenAPIObject(members: members)
        let parameters = decl.genericParameters.map { p -> OpenAPIValue in
            var entry = OpenAPIObject()
            entry.set("name", p.name)
            entry.set("default", p.defaultType.map { schema($0, at: decl.location, owner: decl.name + "<\(p.name)>") })
            return entry.value
        }
        out.set(Self.genericKey, OpenAPIValue.array(parameters))
        return out.value
    }

    /// A use of an open parameter: its default's schema (any value without one), marked with its name.
    mutating func parameterSchema(_ name: String, default type: TypeRef?, at location: SourceLocation, owner: String) -> OpenAPIValue {
        var out = OpenAPIObject()
        if let type, case .object(let members) = schema(type, at: location, owner: owner) { out = OpenAPIObject(members: members) }
        out.set(Self.parameterKey, name)
        return out.value
    }

    /// The `x-contractkit-arguments` of a reference inside a template, when its arguments use an open parameter.
    mutating func templateArguments(_ arguments: [TypeRef], at location: SourceLocation, owner: String) -> OpenAPIValue? {
        guard !openParameters.isEmpty, arguments.contains(where: { $0.mentionsTypeParameter }) else { return nil }
        return .array(arguments.map { schema($0, at: location, owner: owner) })
    }
}

extension TypeRef {
    /// Whether a generic parameter appears anywhere in the type.
    var mentionsTypeParameter: Bool {
        switch self {
        case .typeParameter: true
        case .reference(_, let args): args.contains { $0.mentionsTypeParameter }
        case .array(let e), .map(let e), .nullable(let e): e.mentionsTypeParameter
        case .union(let ms): ms.contains { $0.mentionsTypeParameter }
        case .object(let fields): fields.contains { $0.type.mentionsTypeParameter }
        default: false
        }
    }
}
