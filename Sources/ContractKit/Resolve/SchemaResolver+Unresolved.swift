/// Names the contract uses but does not declare.
///
/// A real contract folder names ambient types (`D1Database`, `FirebaseFirestore.Timestamp`)
/// and imports from modules that hold no types. Those are read as `external` types with a
/// warning, so the rest of the contract still reads; `--strict` makes them errors. A name
/// that is one typo away from a declared one is always an error: a typo must never pass.
extension SchemaResolver {
    /// A type name that nothing in scope declares.
    mutating func unresolved(_ name: String, _ location: SourceLocation) -> TypeRef {
        if let suggestion = nearMiss(name) {
            fail("cannot find type '\(name)'; did you mean '\(suggestion)'?", at: location)
            return .unsupported("unresolved name '\(name)'")
        }
        if options.strict {
            fail("cannot find type '\(name)'", at: location)
            return .unsupported("unresolved name '\(name)'")
        }
        warn("cannot find type '\(name)' in the contract; read as an external type", at: location)
        return .external(name: name, module: nil)
    }

    /// A name imported from a package, which ContractKit does not read.
    mutating func externalType(_ name: String, module: String, hasArguments: Bool, _ location: SourceLocation) -> TypeRef {
        if hasArguments {
            warn("unsupported type built from '\(name)' of package '\(module)'", at: location)
            return .unsupported("type built from package '\(module)'")
        }
        warn("external type '\(name)' from package '\(module)' cannot be resolved", at: location)
        return .external(name: name, module: module)
    }

    /// A name imported from a relative module that is missing, holds no TypeScript, or does
    /// not export it.
    mutating func unreadableImport(_ name: String, module: String, isRead: Bool, _ location: SourceLocation) -> TypeRef {
        let problem = isRead ? "'\(module)' does not export a type '\(name)'" : "type '\(name)' is imported from '\(module)', which has no types to read"
        if isRead, let suggestion = nearMiss(name) {
            fail("\(problem); did you mean '\(suggestion)'?", at: location)
            return .unsupported("unresolved name '\(name)'")
        }
        if options.strict {
            fail(problem, at: location)
            return .unsupported("unresolved name '\(name)'")
        }
        warn("\(problem); read as an external type", at: location)
        return .external(name: name, module: module)
    }

    /// `import X from './m'` where the module is read but its default export is not (an
    /// `export default class`): a class or a value, whose type is read as external.
    mutating func unreadDefault(_ name: String, module: String, _ location: SourceLocation) -> TypeRef {
        let problem = "'\(name)' is the default export of '\(module)', which the contract reader does not read"
        if options.strict {
            fail(problem, at: location)
            return .unsupported("unresolved name '\(name)'")
        }
        warn("\(problem); read as an external type", at: location)
        return .external(name: name, module: module)
    }

    /// A declared type name that `name` looks like a typo of: the same but for case, or one
    /// edit away (two for names of ten characters or more). Short names are left alone, so
    /// an ambient `Env` never turns into an error because the contract declares `End`.
    mutating func nearMiss(_ name: String) -> String? {
        if declaredNames == nil {
            var names = Set<String>()
            for table in locals { names.formUnion(table.keys) }
            declaredNames = names.sorted()
        }
        return ContractKit.nearMiss(name, among: declaredNames!)
    }
}
