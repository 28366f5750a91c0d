// Diff: the shape a type has on the wire, whatever its spelling.

/// What a type is on the wire, one level deep: named types, aliases, enums and
/// discriminated unions resolved; `'a' | 'b' | string` read as `string`.
enum WireShape: Equatable {
    /// `string`, `number`, `integer`, `boolean`, `null`, or a formatted string (`string (uuid)`).
    case scalar(String)
    /// String (or other literal) values; `open` when the union also takes any string.
    case literals([LiteralValue])
    /// An object's fields; `name` is the declaration it came from, nil for an inline object.
    case object([Field], name: String?)
    case array(TypeRef)
    case map(TypeRef)
    /// `any` or `unknown`: every JSON value.
    case anyValue
    /// Arms that are not all literals.
    case union([TypeRef])
    /// A type only named here: external, unsupported, a generic parameter, or a name the
    /// contract does not declare. `text` is what to show.
    case opaque(String)
}

/// One contract version's declarations, for resolving types to wire shapes.
struct WireResolver {
    let declarations: [String: Declaration]

    init(_ schema: Schema) {
        declarations = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The shape of `type`, through references and aliases (at most 32 deep, for alias cycles).
    func shape(_ type: TypeRef, depth: Int = 0) -> WireShape {
        switch type {
        case .primitive(let p): return .scalar(p.rawValue)
        case .formattedString(let f): return .scalar("string (\(f.rawValue))")
        case .literal(let v): return .literals([v])
        case .any, .unknown: return .anyValue
        case .array(let e): return .array(e)
        case .map(let v): return .map(v)
        case .object(let fields): return .object(fields, name: nil)
        case .literalUnion(let values): return .literals(values)
        case .nullable(let e): return union([e, .primitive(.null)], depth: depth)
        case .union(let members): return union(members, depth: depth)
        case .typeParameter(let name): return .opaque(name)
        case .external(let name, _): return .opaque("\(name) (unresolved)")
        case .unsupported(let construct): return .opaque("unsupported \(construct)")
        case .reference(let name, let arguments):
            guard depth < 32, let decl = declarations[name] else { return .opaque("\(name) (unresolved)") }
            return shape(of: decl, arguments: arguments, depth: depth + 1)
        }
    }

    func shape(of decl: Declaration, arguments: [TypeRef], depth: Int) -> WireShape {
        let substitution = Dictionary(zip(decl.genericParameters.map(\.name), arguments + decl.genericParameters.dropFirst(arguments.count).map { $0.defaultType ?? .unknown }),
                                      uniquingKeysWith: { a, _ in a })
        switch decl.kind {
        case .object:
            let fields = (decl.fields ?? []).map { f -> Field in
                var f = f
                if !substitution.isEmpty { f.type = f.type.bindingParameters(substitution) }
                return f
            }
            return .object(fields, name: decl.name)
        case .enumeration: return .literals((decl.cases ?? []).map(\.value))
        case .union: return union((decl.variants ?? []).map { $0.type.bindingParameters(substitution) }, depth: depth)
        case .alias: return shape((decl.target ?? .unknown).bindingParameters(substitution), depth: depth)
        }
    }

    /// A union's shape: its arms flattened through aliases of unions, and string literals
    /// dropped beside `string`, which takes them all.
    func union(_ members: [TypeRef], depth: Int) -> WireShape {
        let arms = flatten(members, depth: depth)
        if arms.count == 1 { return shape(arms[0], depth: depth) }
        let takesAnyString = arms.contains(.primitive(.string))
        let kept = arms.filter { arm in
            guard takesAnyString, case .literal(let v) = arm, case .string = v else { return true }
            return false
        }
        if kept.count == 1 { return shape(kept[0], depth: depth) }
        if kept.allSatisfy({ if case .literal = $0 { true } else { false } }) {
            return .literals(kept.compactMap { if case .literal(let v) = $0 { v } else { nil } })
        }
        return .union(kept)
    }

    /// Arms of unions inside unions, literal unions and enums spelled out, each once.
    func flatten(_ members: [TypeRef], depth: Int) -> [TypeRef] {
        var out: [TypeRef] = []
        for m in members {
            switch m {
            case .union(let inner): out += flatten(inner, depth: depth + 1)
            case .nullable(let e): out += flatten([e, .primitive(.null)], depth: depth + 1)
            case .literalUnion(let values): out += values.map { .literal($0) }
            case .reference(let name, _) where depth < 32:
                switch declarations[name] {
                case let decl? where decl.kind == .alias && isUnion(decl.target): out += flatten([decl.target!], depth: depth + 1)
                case let decl? where decl.kind == .enumeration: out += (decl.cases ?? []).map { .literal($0.value) }
                case let decl? where decl.kind == .union && decl.genericParameters.isEmpty: out += flatten((decl.variants ?? []).map(\.type), depth: depth + 1)
                default: out.append(m)
                }
            default: out.append(m)
            }
        }
        var seen: [TypeRef] = []
        for arm in out where !seen.contains(arm) { seen.append(arm) }
        return seen
    }

    private func isUnion(_ type: TypeRef?) -> Bool {
        switch type {
        case .union, .literalUnion, .nullable: true
        case .reference(let name, _): declarations[name].map { $0.kind == .alias ? isUnion($0.target) : $0.kind == .enumeration } ?? false
        default: false
        }
    }
}

extension WireShape {
    /// For messages: the shape as TypeScript would write it.
    var text: String {
        switch self {
        case .scalar(let s): s.hasPrefix("string (") ? s : (s == "integer" ? "number" : s)
        case .literals(let values): values.map(\.typeScriptText).joined(separator: " | ")
        case .object(let fields, let name): name ?? TypeRef.object(fields).typeScriptText
        case .array(let e): TypeRef.array(e).typeScriptText
        case .map(let v): TypeRef.map(v).typeScriptText
        case .anyValue: "any JSON value"
        case .union(let arms): arms.map(\.typeScriptText).joined(separator: " | ")
        case .opaque(let text): text
        }
    }
}

extension TypeRef {
    /// The type with generic parameters replaced by the given types.
    func bindingParameters(_ substitution: [String: TypeRef]) -> TypeRef {
        guard !substitution.isEmpty else { return self }
        switch self {
        case .typeParameter(let name): return substitution[name] ?? self
        case .array(let e): return .array(e.bindingParameters(substitution))
        case .map(let v): return .map(v.bindingParameters(substitution))
        case .nullable(let e): return .nullable(e.bindingParameters(substitution))
        case .union(let members): return .union(members.map { $0.bindingParameters(substitution) })
        case .reference(let name, let arguments): return .reference(name: name, arguments: arguments.map { $0.bindingParameters(substitution) })
        case .object(let fields):
            return .object(fields.map { f in
                var f = f
                f.type = f.type.bindingParameters(substitution)
                return f
            })
        default: return self
        }
    }
}
