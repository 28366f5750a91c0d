/// Type operators whose answer the contract itself gives: import types, `typeof` a
/// constant, `(typeof XS)[number]`, `T[number]` of an array, and names brought in by
/// `import A = N.B`.
extension SchemaResolver {
    /// `import('./m').T<U>` resolves like `import { T } from './m'`; `import('./m')` alone is
    /// the module's `export =`; `typeof import('./m').X` is `typeof X` in that module.
    mutating func lowerImportType(_ module: String, member: String?, _ arguments: [TypeSyntax], isTypeQuery: Bool,
                                  _ location: SourceLocation, _ scope: Scope) -> TypeRef {
        let shown = "import('\(module)')" + (member.map { ".\($0)" } ?? "")
        guard module.hasPrefix(".") else {
            if isTypeQuery {
                warn("unsupported 'typeof \(shown)' type: the value of a package has no JSON form", at: location)
                return .unsupported("typeof import type")
            }
            return externalType(member ?? module, module: module, hasArguments: !arguments.isEmpty, location)
        }
        guard let target = resolveModule(module, from: scope.module) else {
            return unreadableImport(member ?? shown, module: module, isRead: false, location)
        }
        if isTypeQuery {
            guard let member else {
                warn("unsupported 'typeof \(shown)' type: a module object has no JSON form", at: location)
                return .unsupported("typeof import type")
            }
            return lowerTypeQuery(member, location, Scope(module: target, generics: []))
        }
        guard let name = member ?? contract.modules[target].syntax.exportAssignment else {
            warn("'\(shown)' is a module, not a type: it has no 'export ='", at: location)
            return .unsupported("module used as a type")
        }
        var visited = Set<Int>()
        if let key = exported(name, from: target, visited: &visited) { return referenceTo(key, arguments, location, scope) }
        if member == nil, has(name, in: target, .type) { return referenceTo(DeclKey(module: target, name: name), arguments, location, scope) }
        return unreadableImport(name, module: module, isRead: true, location)
    }

    /// `typeof X`: the literal of `const X = 'v'`, the cases of an `as const` object's
    /// values or keys (through `constEnumCases`), or a warning.
    mutating func lowerTypeQuery(_ name: String, _ location: SourceLocation, _ scope: Scope) -> TypeRef {
        if case .declaration(let key)? = bind(expandingAliases(name, scope), in: scope.module, .value),
           let decl = values[key.module][key.name], case .constLiteral(let value) = decl.body {
            return .literal(value)
        }
        warn("unsupported 'typeof \(name)' type", at: location)
        return .unsupported("typeof type")
    }

    /// `(typeof XS)[number]` of `const XS = ['a', 'b'] as const`: the union of its values.
    mutating func constArrayCases(_ object: TypeSyntax, _ index: TypeSyntax, _ scope: Scope) -> TypeRef? {
        guard case .typeQuery(let name, let location) = object, case .keyword("number", _) = index,
              case .declaration(let key)? = bind(name, in: scope.module, .value),
              let decl = values[key.module][key.name], case .constArray(let entries) = decl.body else { return nil }
        var cases: [LiteralValue] = []
        for entry in entries {
            guard let value = entry.value else {
                warn("element \(entry.key) of '\(name)' is not a literal; it is left out of the union", at: entry.location)
                continue
            }
            if !cases.contains(value) { cases.append(value) }
        }
        if cases.isEmpty {
            warn("'\(name)' has no literal elements", at: location)
            return .unsupported("typeof type")
        }
        return cases.count == 1 ? .literal(cases[0]) : .literalUnion(cases)
    }

    /// A name written through an alias of `import A = N.B` (`A`, `A.C`), rewritten to what the
    /// alias stands for; other names are returned as they are.
    func expandingAliases(_ name: String, _ scope: Scope) -> String {
        let aliases = contract.modules[scope.module].syntax.importAliases
        guard !aliases.isEmpty else { return name }
        var current = name
        for _ in 0..<8 {
            let first = current.split(separator: ".", maxSplits: 1).first.map(String.init) ?? current
            let rest = current.dropFirst(first.count)
            var prefix = scope.namespace
            var target = aliases[first]
            while target == nil, let ns = prefix {
                target = aliases["\(ns).\(first)"]
                prefix = ns.lastIndex(of: ".").map { String(ns[..<$0]) }
            }
            guard let target, target != first else { return current }
            current = target + rest
        }
        return current
    }
}
