// Diff: removed and added declarations that are refactors, not losses or additions.

/// Removed and added declarations whose content travels on in other types: a base type
/// (`extends`) whose fields the types built on it carry, and a type only other types used,
/// all of which continue without naming it (written inline, or another type). Each is
/// info: its fields and uses are compared where they are.
///
/// A large contract is walked only when something was removed, or an added object type
/// has fields another type also has; most diffs add and remove little.
struct Refactors {
    /// Old declaration → why its removal loses nothing by itself.
    private(set) var removals: [String: String] = [:]
    /// New declaration → why its addition adds nothing on the wire.
    private(set) var additions: [String: String] = [:]

    init(old: Schema, new: Schema, matched: [String: String]) {
        let continued = Set(matched.values)
        let removed = old.declarations.filter { matched[$0.name] == nil }
        if !removed.isEmpty {
            let names = Set(removed.map(\.name))
            let (oldUses, newUses) = (References(old, names: names), References(new, names: names))
            let bases = Self.typesWithFields(of: removed, in: old)
            for decl in removed {
                if let users = bases[decl.name], oldUses.users[decl.name] == nil {
                    removals[decl.name] = "\(decl.name) was removed; it was only a base type, whose fields travel in \(users.joined(separator: ", ")) (judged there)"
                } else if let users = oldUses.users[decl.name], users.allSatisfy({ matched[$0] != nil }), newUses.users[decl.name] == nil {
                    removals[decl.name] = "\(decl.name) was removed; it was only used by \(users.joined(separator: ", ")), which the new contract spells without it (judged there)"
                }
            }
        }
        let bases = Self.typesWithFields(of: new.declarations.filter { !continued.contains($0.name) }, in: new).filter { $0.value.allSatisfy(continued.contains) }
        guard !bases.isEmpty else { return }
        let newUses = References(new, names: Set(bases.keys))
        for (name, users) in bases where newUses.users[name] == nil {
            additions[name] = "\(name) was added as a base type; its fields travel in \(users.joined(separator: ", ")), which had them already (judged there)"
        }
    }

    /// For each object declaration of `candidates`: the other object types of `schema` that
    /// have every one of its fields (same name, type and optionality), in contract order.
    /// Those without any are left out.
    static func typesWithFields(of candidates: [Declaration], in schema: Schema) -> [String: [String]] {
        let candidates = candidates.filter { $0.kind == .object && !($0.fields ?? []).isEmpty }
        guard !candidates.isEmpty else { return [:] }
        // Object types by one field name each candidate has: its first.
        let firstNames = Set(candidates.map { $0.fields![0].name })
        // By index, not by copying each declaration and field: this looks at every field.
        var byFirstName: [String: [Declaration]] = [:]
        let declarations = schema.declarations
        for d in declarations.indices where declarations[d].kind == .object {
            guard let fields = declarations[d].fields else { continue }
            for i in fields.indices where firstNames.contains(fields[i].name) { byFirstName[fields[i].name, default: []].append(declarations[d]) }
        }
        var result: [String: [String]] = [:]
        for decl in candidates {
            let fields = decl.fields!
            let users = (byFirstName[fields[0].name] ?? []).filter { other in
                other.name != decl.name && (other.fields?.count ?? 0) >= fields.count
                    && fields.allSatisfy { f in other.fields!.contains { $0.name == f.name && $0.type == f.type && $0.optionality == f.optionality } }
            }.map(\.name)
            if !users.isEmpty { result[decl.name] = users }
        }
        return result
    }

    /// Which declarations name each of some types (as a declared or an unresolved name),
    /// from one walk over a contract.
    struct References {
        /// Name → the declarations (other than itself) that write it down, in contract order.
        private(set) var users: [String: [String]] = [:]

        init(_ schema: Schema, names: Set<String>) {
            guard !names.isEmpty else { return }
            for decl in schema.declarations {
                for type in decl.typeRefs {
                    _ = type.contains { t in
                        switch t {
                        case .reference(let name, _), .external(let name, _):
                            // Once per user: declarations are walked one after another.
                            if name != decl.name, names.contains(name), users[name]?.last != decl.name { users[name, default: []].append(decl.name) }
                        default: break
                        }
                        return false
                    }
                }
            }
        }
    }
}
