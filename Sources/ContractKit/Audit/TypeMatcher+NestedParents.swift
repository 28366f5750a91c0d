/// The parent of a paired nested type: the contract declares `Cover { id; type: "cover_art";
/// attributes: CoverAttributes }`, and the app reads it as `struct CoverArtInfo { let id; let
/// attributes: Attributes; struct Attributes { … } }`. `CoverAttributes` pairs with
/// `CoverArtInfo.Attributes` by its keys, but `Cover`'s three keys alone fit a generic
/// relationship struct (`{ id; type; attributes? }`) as well or better. The app spells which
/// type holds the nested one: the struct that declares `Attributes` inside it and reads it
/// under `attributes` is the one that reads `Cover`, whatever keys it adds (those are findings).
extension TypeMatcher {
    /// Pairs each contract object that its shape alone pairs with another Swift type with the one
    /// that declares, and reads under the same key, the nested type one of its fields'
    /// types pairs with, when no contract type pairs with that parent yet. An unpaired object
    /// pairs so too when the parent reads no key it lacks and no other unpaired object claims it.
    mutating func pairParentsOfNestedPairs() {
        var taken: Set<String>?
        var unpaired: [(decl: Declaration, parent: ScannedType, how: String)] = []
        for decl in schema.declarations where decl.kind == .object && exposed.contains(decl.name) {
            guard let current = matches[decl.name] else {
                if let (parent, how) = nestedPairParent(decl, unpaired: true) { unpaired.append((decl, parent, how)) }
                continue
            }
            // Only a pair by shape is undone so.
            guard current.method.hasPrefix("by shape"),
                  let (parent, how) = nestedPairParent(decl), current.type.name != parent.name, !holdsNestedPairs(decl, current.type) else { continue }
            if taken == nil { taken = Set(matches.values.map(\.type.name)) }
            guard !taken!.contains(parent.name), directionsAgree(decl, parent) else { continue }
            matches[decl.name] = (parent, how)
            taken!.insert(parent.name)
            weak[decl.name] = nil
            ambiguous[decl.name] = nil
        }
        guard !unpaired.isEmpty else { return }
        if taken == nil { taken = Set(matches.values.map(\.type.name)) }
        var claims: [String: Int] = [:]
        for claim in unpaired { claims[claim.parent.name, default: 0] += 1 }
        for (decl, parent, how) in unpaired where claims[parent.name] == 1 && !taken!.contains(parent.name) && directionsAgree(decl, parent) {
            matches[decl.name] = (parent, how)
            taken!.insert(parent.name)
            weak[decl.name] = nil
            ambiguous[decl.name] = nil
        }
    }

    /// The one Swift type that declares the counterpart of a field's type nested in it and reads
    /// it under that field's key, with how it pairs; nil when none or several do.
    /// `unpaired`: the object has no pair to weigh this against, so the parent must read only its keys.
    mutating func nestedPairParent(_ decl: Declaration, unpaired: Bool = false) -> (ScannedType, String)? {
        var found: (ScannedType, String)?
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, referenced != decl.name, let nested = matches[referenced]?.type,
                  let dot = nested.name.lastIndex(of: "."), let parent = swiftTypes[String(nested.name[..<dot])],
                  parent.kind == .struct || parent.kind == .class, parent.genericParameters.isEmpty, codable.contains(parent.name) else { continue }
            let model = wire(parent)
            guard let key = model.key(forWireName: field.name), key.decodes,
                  let text = model.property(of: key)?.type ?? key.swiftType, names(text, nested.name, from: parent.name) else { continue }
            if let (other, _) = found, other.name != parent.name { return nil }
            found = (parent, "the type \(nested.name) is nested in, which \(referenced) pairs with (\(decl.name).\(field.name))")
        }
        guard let (parent, _) = found else { return nil }
        let e = evidence(decl, parent)
        guard unpaired ? e.shared >= 1 && e.shared == e.swiftKeys : e.shared >= 2 else { return nil }
        return found
    }

    /// Whether `type` reads some field of `decl` as the Swift type that field's type pairs with:
    /// then it reads the nested payload too, and its pair stands.
    mutating func holdsNestedPairs(_ decl: Declaration, _ type: ScannedType) -> Bool {
        let model = wire(type)
        return (decl.fields ?? []).contains { field in
            guard let referenced = field.type.referencedDeclaration, let nested = matches[referenced]?.type,
                  let key = model.key(forWireName: field.name), let text = model.property(of: key)?.type ?? key.swiftType else { return false }
            return names(text, nested.name, from: type.name)
        }
    }
}
