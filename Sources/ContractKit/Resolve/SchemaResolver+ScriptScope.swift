/// A TypeScript file with no `import` and no `export` is a script, not a module: its
/// declarations are global, and every file of the program uses them without importing
/// them (`interface CollectionDto` in `komga-collections.ts`, named bare in `series.ts`).
/// They are as much the contract's surface as exported ones, so they are read as exported:
/// paired, audited, and reported when nothing in the app reads them.
extension SchemaResolver {
    /// Whether `key`'s declaration lives in a script file, in its global scope.
    func isScriptScope(_ key: DeclKey) -> Bool {
        !contract.modules[key.module].syntax.isModule && syntax(of: key).allSatisfy { $0.namespace == nil }
    }
}
