/// A query or filter type that extends an entity (`StoryQuery extends Partial<Story>`) copies the
/// entity's fields, every one optional; a function that takes the query does not send the
/// entity's nested objects, nor the entity itself through its own `parent?: Story`. Direction
/// does not flow through such a copy: the entity and what it holds keep the direction the app's
/// reading of them gives (`Story`, decoded, pairs with the app's `Story`).
extension TypeMatcher {
    /// Each contract file's declarations by the line they start on, to tell which declaration a
    /// field sits in; built when a walk first meets a field another declaration may have declared.
    struct FieldOwners {
        var starts: [String: [(line: Int, name: String)]] = [:]

        init(_ declarations: [Declaration]) {
            for decl in declarations { starts[decl.location.file, default: []].append((decl.location.line, decl.name)) }
            for file in starts.keys { starts[file]!.sort { $0.line < $1.line } }
        }

        /// The declaration that starts last at or before `location` in its file.
        func owner(of location: SourceLocation) -> String? {
            guard let lines = starts[location.file] else { return nil }
            var low = 0, high = lines.count
            while low < high {
                let mid = (low + high) / 2
                if lines[mid].line <= location.line { low = mid + 1 } else { high = mid }
            }
            return low == 0 ? nil : lines[low - 1].name
        }
    }

    /// The declarations `decl` holds for a direction, but those it holds only through a field it
    /// copies from another declaration: a reference to that declaration itself, or a required
    /// field the copy makes optional (`Partial<T>`).
    func heldBeyondBases(_ decl: Declaration, owners: inout FieldOwners?) -> [String] {
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
    func isCopied(_ field: Field, of holder: Declaration, referencing r: String, owners: inout FieldOwners?) -> Bool {
        guard field.optionality.allowsMissingValue else { return false }
        if owners == nil { owners = FieldOwners(schema.declarations) }
        guard let name = owners!.owner(of: field.location), name != holder.name, let owner = declarations[name],
              let own = owner.fields?.first(where: { $0.name == field.name && $0.location == field.location }) else { return false }
        return r == name || !own.optionality.allowsMissingValue
    }
}
