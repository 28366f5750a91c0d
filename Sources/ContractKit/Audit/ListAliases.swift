/// `type UserFills = { coin: string; px: string; … }[]`: a contract that names a list of an
/// object it never names on its own. The app decodes `[Fill]`, so for the audit the list's
/// element is the object a Swift type carries: the alias becomes that object, audited and
/// paired under the alias's name, and every field typed `UserFills` holds a list of it. A list
/// is a weaker claim than a named object: it pairs by shape alone only on `shapeKeys` shared
/// keys (a revision log's `{ character, type, order }[]` is no cast list's struct).
enum ListAliases {
    static let shapeKeys = 4

    /// The schema with each alias of a list of an inline object turned into that object; the
    /// schema itself when it has none (most have none, and nothing is copied then).
    static func asElementObjects(_ schema: Schema) -> Schema {
        var names = Set<String>()
        for decl in schema.declarations where decl.kind == .alias && decl.genericParameters.isEmpty {
            if case .array(.object)? = decl.target { names.insert(decl.name) }
        }
        guard !names.isEmpty else { return schema }
        var result = schema
        result.listedObjects = names
        result.declarations = schema.declarations.map { declaration in
            var decl = declaration
            if names.contains(decl.name), case .array(.object(let fields))? = decl.target {
                decl.kind = .object
                decl.fields = fields
                decl.target = nil
            }
            if let fields = decl.fields { decl.fields = fields.map { listing($0, names) } }
            if let target = decl.target { decl.target = listing(target, names) }
            if let variants = decl.variants {
                decl.variants = variants.map { var v = $0; v.type = listing(v.type, names); return v }
            }
            return decl
        }
        return result
    }

    private static func listing(_ field: Field, _ names: Set<String>) -> Field {
        var field = field
        field.type = listing(field.type, names)
        return field
    }

    /// `type` with each reference to one of `names` read as a list of it.
    private static func listing(_ type: TypeRef, _ names: Set<String>) -> TypeRef {
        switch type {
        case .reference(let name, let arguments):
            let argumentsListed = arguments.map { listing($0, names) }
            return arguments.isEmpty && names.contains(name) ? .array(type) : .reference(name: name, arguments: argumentsListed)
        case .array(let element): return .array(listing(element, names))
        case .map(let value): return .map(listing(value, names))
        case .nullable(let wrapped): return .nullable(listing(wrapped, names))
        case .union(let members): return .union(members.map { listing($0, names) })
        case .object(let fields): return .object(fields.map { listing($0, names) })
        default: return type
        }
    }
}
