/// A name that differs by an affix is a weak hint; the app's structure is a strong one. A
/// contract type paired with a Swift type only because their names differ by an affix
/// (`Person` and `CharacterPersonDTO`, the prefix its file's types share) is another type
/// when the app holds that Swift type in a property whose contract field names a different
/// contract type (`CharacterVoiceActor.person: JikanPerson`), every field of which the
/// Swift type reads, while it drops some of the affix pair's. The affix pair is undone with
/// a note, and the field's own type pairs (or carries) the Swift type.
extension TypeMatcher {
    /// The pairs made by an affixed name whose Swift type a holder's field places with another contract type.
    mutating func affixPairsHeldForAnother() -> [(decl: String, reason: String)] {
        var found: [(decl: String, reason: String)] = []
        for (name, match) in matches.sorted(by: { $0.key < $1.key }) where Self.pairedByAffix(match.method) {
            guard let decl = declarations[name], decl.kind == .object else { continue }
            let mine = evidence(decl, match.type)
            guard mine.contractFields > 0, mine.shared < mine.contractFields else { continue }
            if let (place, other) = fieldPlacing(match.type, apartFrom: name) {
                found.append((name, "\(name) was not paired with \(match.type.name) (\(match.method)): the app holds \(match.type.name) in \(place), "
                    + "whose contract field is \(other), and it reads every field of \(other) but only \(mine.shared) of \(mine.contractFields) of \(name)'s; pin it in contractkit.json under audit.types if it is the same type"))
            }
        }
        return found
    }

    static func pairedByAffix(_ method: String) -> Bool {
        method.hasPrefix("the name without the prefix") || method.hasPrefix("the name with ")
    }

    /// A holder's property of `type` whose contract field (in a contract type the holder
    /// stands for) names another contract object that `type` reads whole.
    mutating func fieldPlacing(_ type: ScannedType, apartFrom name: String) -> (place: String, other: String)? {
        for (holder, key) in holdingKeys(of: type) {
            var standsFor = matches.filter { $0.value.type.name == holder.name }.map(\.key)
            standsFor += alsoCarriedBy.filter { $0.value.contains { $0.type.name == holder.name } }.map(\.key)
            for contract in standsFor.sorted() {
                guard let field = declarations[contract]?.fields?.first(where: { $0.name == key }),
                      let other = field.type.referencedDeclaration, other != name,
                      let otherDecl = declarations[other], otherDecl.kind == .object else { continue }
                let e = evidence(otherDecl, type)
                if e.contractFields > 0, e.shared == e.contractFields { return ("\(lastComponent(holder.name)).\(key)", other) }
            }
        }
        return nil
    }
}
