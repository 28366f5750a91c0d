/// Types derived from zod schemas in other files. Many projects keep schemas in one file
/// and their types in another:
///
///     // schemas/user.schema.ts
///     export const userSchema = z.object({ … })        // read as `User`
///     // types/user.ts
///     import { userSchema } from '../schemas/user.schema'
///     export type User = z.infer<typeof userSchema>
///
/// Both name one type. The alias is not a second declaration: `User` in the types file
/// binds to the schema's declaration, so the IR has one `User`, not `user.User` twice.
extension SchemaResolver {
    mutating func forwardInferAliases() {
        inferForwards = Array(repeating: [:], count: contract.modules.count)
        for (m, module) in contract.modules.enumerated() {
            let zodLocals = Set(module.syntax.imports.flatMap(ZodModules.localNames(of:)))
            guard !zodLocals.isEmpty else { continue }
            for (name, decls) in locals[m] {
                guard decls.count == 1, let schema = ZodModules.inferredSchema(decls[0], zodLocals: zodLocals),
                      locals[m][schema] == nil, otherNames[m][schema] == nil,
                      let target = importedDeclaration(schema, in: m), target.name == name else { continue }
                inferForwards[m][name] = (target, decls[0].isExported)
                locals[m][name] = nil
            }
        }
    }

    /// The schema declaration a name imported into module `m` refers to, read from the
    /// tables alone (bindings are not built yet): a named import from a relative module
    /// that declares it, by the const's name.
    func importedDeclaration(_ local: String, in m: Int) -> DeclKey? {
        for imp in contract.modules[m].syntax.imports where imp.module.hasPrefix(".") {
            guard let spec = imp.names.first(where: { $0.local == local }), let target = resolveModule(imp.module, from: m),
                  let real = otherNames[target][spec.imported] else { continue }
            return DeclKey(module: target, name: real)
        }
        return nil
    }
}

extension SchemaResolver {
    /// `apiObject({ … })` in a zod schema: the object when `apiObject`, declared in this file
    /// or imported, builds a zod object of its argument; else an unsupported schema, with a
    /// warning that names the function.
    mutating func lowerWrapperCall(_ function: String, _ argument: TypeSyntax, _ location: SourceLocation, _ scope: Scope) -> TypeRef {
        if case .declaration? = bind(function, in: scope.module, .zodWrapper) { return lowerType(argument, scope) }
        warn("unsupported schema built by calling '\(function)()': ContractKit reads z.… expressions; write it with z.object, or declare an interface", at: location)
        return .unsupported("schema built by '\(function)()'")
    }
}
