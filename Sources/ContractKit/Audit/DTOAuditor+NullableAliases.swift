/// Fields typed by an alias that admits `null`: `type Maybe<T> = T | null`, `type Cursor =
/// string | null`. TypeScript reads `next: Cursor` as `next: string | null`, so the field
/// may be null though its own text says nothing of it; the audit judges it as written out.
extension DTOAuditor {
    /// Aliases whose target, through other aliases, is nullable at its top:
    /// few contracts declare any, so most fields never look one up.
    static func nullableAliases(_ declarations: [String: Declaration]) -> Set<String> {
        var names = Set<String>()
        for (name, decl) in declarations where decl.kind == .alias {
            if case .nullable = throughAliases(.reference(name: name, arguments: []), declarations) { names.insert(name) }
        }
        return names
    }

    /// `field` with the nullability its alias gives it; nil when its type is no such alias.
    func nullableThroughAlias(_ field: Field) -> Field? {
        guard !nullableAliases.isEmpty, !field.optionality.isNullable, case .reference(let name, _) = field.type,
              nullableAliases.contains(name) else { return nil }
        var written = field
        written.optionality = Optionality(optional: field.optionality.isOptional, nullable: true)
        return written
    }

    /// The target of a generic alias with its parameters bound to a use's arguments
    /// (`Maybe<Price>` → `Price | null`); the target as declared otherwise.
    static func boundTarget(_ decl: Declaration, _ target: TypeRef, arguments: [TypeRef]) -> TypeRef {
        guard !arguments.isEmpty, !decl.genericParameters.isEmpty else { return target }
        var bound: [String: TypeRef] = [:]
        for (parameter, argument) in zip(decl.genericParameters, arguments) { bound[parameter.name] = argument }
        return target.substituting(bound)
    }
}
