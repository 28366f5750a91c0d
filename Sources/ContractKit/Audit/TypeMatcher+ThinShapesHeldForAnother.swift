/// A shape on one or two keys (`id`, `name`) fits a great many contract types; the app's
/// structure is stronger evidence. When a Swift type is paired through a field, the app holds
/// it where the contract names that field's type (`unit: IngredientUnit` read into
/// `IngredientUnitStub`), a contract type that shares only those few keys with it and has
/// more of its own (`CategoryBase { id, name, slug }`) is no counterpart: nothing in the app
/// reads it there. The thin pair is undone with a note.
extension TypeMatcher {
    /// The pairs made by a thin shape whose Swift type the app holds for a type paired through a field.
    mutating func thinShapesHeldForAnother() -> [(decl: String, reason: String)] {
        var heldFor: [String: String] = [:]
        for (name, match) in matches where match.method.hasPrefix("through ") {
            if heldFor[match.type.name].map({ name < $0 }) ?? true { heldFor[match.type.name] = name }
        }
        guard !heldFor.isEmpty else { return [] }
        var found: [(decl: String, reason: String)] = []
        for (name, match) in matches.filter({ $0.value.method.hasPrefix("by shape:") }).sorted(by: { $0.key < $1.key }) {
            guard let other = heldFor[match.type.name], let decl = declarations[name], decl.kind == .object else { continue }
            let mine = evidence(decl, match.type)
            guard mine.shared < Self.strongShapeKeys, mine.shared < mine.contractFields else { continue }
            found.append((name, "\(name) was not paired with \(match.type.name) (\(match.method)): the app holds \(match.type.name) for \(other) (\(matches[other]!.method)), "
                + "and \(name) shares only \(mine.shared) of its \(mine.contractFields) fields with it; pin it in contractkit.json under audit.types if it is the same type"))
        }
        return found
    }
}
