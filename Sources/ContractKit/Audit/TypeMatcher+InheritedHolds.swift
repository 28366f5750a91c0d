/// A query or filter type that extends an entity (`StoryQuery extends Partial<Story>`) copies the
/// entity's fields, every one optional; a function that takes the query does not send the
/// entity's nested objects, nor the entity itself through its own `parent?: Story`. Direction
/// does not flow through such a copy: the entity and what it holds keep the direction the app's
/// reading of them gives (`Story`, decoded, pairs with the app's `Story`).
extension TypeMatcher {
    /// The declarations `decl` holds for a direction, but those it holds only through a field it
    /// copies from another declaration: a reference to that declaration itself, or a required
    /// field the copy makes optional (`Partial<T>`).
    func heldBeyondBases(_ decl: Declaration, owners: inout [SourceLocation: String]?) -> [String] {
        var names: [String] = []
        for field in decl.fields ?? [] {
            guard let r = field.type.referencedDeclaration else { continue }
            if isCopied(field, of: decl, referencing: r, owners: &owners) { continue }
            names.append(r)
        }
        for variant in decl.variants ?? [] { if let r = variant.type.referencedDeclaration { names.append(r) } }
        if let r = decl.target?.referencedDeclaration { names.append(r) }
        return names
    }

    /// Whether `field` of `holder` is a copy of another declaration's field that says nothing of
    /// the holder's direction: the owner's reference to itself, or its required field made optional.
    func isCopied(_ field: Field, of holder: Declaration, referencing r: String, owners: inout [SourceLocation: String]?) -> Bool {
        guard field.optionality.allowsMissingValue else { return false }
        if owners == nil { owners = Self.fieldOwners(schema) }
        guard let name = owners![field.location], name != holder.name, let owner = declarations[name],
              let own = owner.fields?.first(where: { $0.name == field.name && $0.location == field.location }) else { return false }
        return r == name || !own.optionality.allowsMissingValue
    }
}
