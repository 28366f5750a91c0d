/// Indexed-access paths that an exported alias names.
///
/// Generators of one big nested interface (`interface components { schemas: { User: {…} } }`)
/// export each member under its own name (`export type User = components['schemas']['User']`)
/// and write every use inside the interface as the path (`avatar: components["schemas"]["File"]`).
/// A path an exported alias names is that alias: a reference, not an inline copy.
extension SchemaResolver {
    /// The path a chain of string-literal indexes spells from a named declaration, as one key:
    /// nil for any other indexed access (a generic, a union of keys, a non-literal index).
    mutating func indexedPath(_ type: TypeSyntax, _ scope: Scope) -> String? {
        var keys: [String] = []
        var current = type
        while case .indexedAccess(let object, let index, _) = current {
            guard case .literal(.string(let key), _) = index else { return nil }
            keys.append(key)
            current = object
        }
        guard !keys.isEmpty, case .reference(let name, let arguments, _) = current, arguments.isEmpty,
              !scope.generics.contains(name), scope.bound[name] == nil,
              case .declaration(let root)? = bind(name, in: scope.module) else { return nil }
        return "\(root.module)\u{1}\(root.name)\u{1}" + keys.reversed().joined(separator: "\u{1}")
    }

    /// The exported alias a path names, unless this syntax is that alias's own body; built on
    /// the first indexed access with a literal path, from the aliases whose whole body is one.
    mutating func aliasNaming(_ type: TypeSyntax, _ scope: Scope) -> DeclKey? {
        guard case .indexedAccess(_, .literal(.string, _), let location) = type else { return nil }
        if pathAliases == nil { pathAliases = collectPathAliases() }
        guard let aliases = pathAliases, !aliases.isEmpty, let path = indexedPath(type, scope),
              let alias = aliases[path], alias.body != location else { return nil }
        return alias.key
    }

    private mutating func collectPathAliases() -> [String: (key: DeclKey, body: SourceLocation)] {
        var found: [String: (key: DeclKey, body: SourceLocation)] = [:]
        for (m, module) in contract.modules.enumerated() {
            for decl in module.syntax.declarations where decl.isExported && decl.generics.isEmpty && decl.namespace == nil {
                guard case .typeAlias(let body) = decl.body, case .indexedAccess(_, _, let location) = body,
                      let path = indexedPath(body, Scope(module: m, generics: [])), found[path] == nil else { continue }
                found[path] = (DeclKey(module: m, name: decl.name), location)
            }
        }
        return found
    }
}
