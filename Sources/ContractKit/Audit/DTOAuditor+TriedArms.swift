/// An untagged union held by a generic enum that tries each of its type arguments in turn:
/// ```swift
/// enum Either<A, B> { case left(A), right(B) }
/// init(from decoder: Decoder) throws {
///     if let v = try? A(from: decoder) { self = .left(v) } else { self = .right(try B(from: decoder)) }
/// }
/// ```
/// `settings: Record<string, boolean | { channels: … } | { conditions: … }>` held by
/// `[String: Either<Bool, Preference>]` decodes each object arm as `Preference`, the first
/// argument that is a struct: a field of an arm that `Preference` never reads is dropped.
extension DTOAuditor {
    /// A union alias held this way: the struct its object arms decode as, and the type that holds it.
    struct TriedHolder {
        var arms: ScannedType
        /// The enum that tries its type arguments: `Either`.
        var via: String
    }

    /// Union aliases that a paired type the app decodes holds through a try-each enum.
    mutating func triedUnionHolders() -> [String: TriedHolder] {
        var found: [String: TriedHolder] = [:]
        // Most contracts have no union alias with an inline object arm: then no field holds one.
        guard schema.declarations.contains(where: { decl in
            guard decl.kind == .alias, case .union(let members)? = decl.target else { return false }
            return members.contains { if case .object = $0 { true } else { false } }
        }) else { return found }
        // The objects' indices sorted by name: sorting the declarations themselves moves every one whole.
        let objects = schema.declarations.indices.filter { schema.declarations[$0].kind == .object }
        for i in objects.sorted(by: { schema.declarations[$0].name < schema.declarations[$1].name }) {
            let decl = schema.declarations[i]
            guard let (owner, _) = matcher.matches[decl.name], matcher.swiftDirection(owner)?.decodes != false else { continue }
            for field in decl.fields ?? [] {
                // The contract side first: most fields hold no union, and the wire models are built later on all cores.
                guard let alias = heldAlias(field.type), found[alias] == nil,
                      let target = declarations[alias]?.target, case .union(let members) = target, members.contains(where: { if case .object = $0 { true } else { false } }) else { continue }
                let wire = matcher.wire(owner)
                guard let text = wire.key(forWireName: field.name)?.swiftType ?? wire.property(forWireName: field.name)?.type,
                      let (arms, via) = triedStruct(SwiftTypeShape(text), owner: owner) else { continue }
                found[alias] = TriedHolder(arms: arms, via: via)
            }
        }
        return found
    }

    /// The union alias a field's type names, through nullability, arrays, maps and aliases of them
    /// (`type Settings = Record<string, Setting>`).
    func heldAlias(_ type: TypeRef, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch type {
        case .nullable(let inner), .array(let inner), .map(let inner): return heldAlias(inner, depth: depth + 1)
        case .reference(let name, _):
            guard let decl = declarations[name], decl.kind == .alias, let target = decl.target else { return nil }
            if case .union = target { return name }
            return heldAlias(target, depth: depth + 1)
        default: return nil
        }
    }

    /// For a (collection of a) generic enum whose decoder tries its type parameters in turn:
    /// the first argument that is a struct or class of the app.
    func triedStruct(_ shape: SwiftTypeShape, owner: ScannedType) -> (ScannedType, String)? {
        switch shape {
        case .optional(let inner), .array(let inner), .dictionary(_, let inner): return triedStruct(inner, owner: owner)
        case .named(let name, let arguments):
            guard arguments.count >= 2, let e = matcher.context.resolve(name, from: owner.name) ?? matcher.swiftTypes[name], e.kind == .enum,
                  e.genericParameters.count == arguments.count, let decoder = e.decoder,
                  e.genericParameters.allSatisfy(decoder.delegates.contains) else { return nil }
            for argument in arguments {
                guard case .named(let n, _) = argument.unwrapped, !Self.concreteTypes.contains(lastComponent(n)) else { continue }
                if let t = matcher.context.resolve(n, from: owner.name) ?? matcher.swiftTypes[n], t.kind == .struct || t.kind == .class { return (t, e.name) }
                return nil
            }
            return nil
        default:
            return nil
        }
    }

    /// Each inline object arm's fields that the struct it decodes as never reads: dropped data.
    mutating func auditTriedArms(_ decl: Declaration, _ holder: TriedHolder) {
        guard case .union(let members)? = decl.target else { return }
        let wire = matcher.wire(holder.arms)
        // Code the scan cannot follow may read them.
        guard wire.partial.isEmpty else { return }
        for case .object(let fields) in members {
            for field in fields where wire.key(forWireName: field.name) == nil {
                report(.missingField, type: decl.name, field: field.name,
                       "\(decl.name)'s arm with '\(field.name)' (\(field.irDescription)) decodes as \(holder.arms.name), the first type argument of \(holder.via) that takes an object, which has no '\(field.name)': the app drops this data",
                       contract: field.location, swift: location(holder.arms))
            }
        }
    }
}
