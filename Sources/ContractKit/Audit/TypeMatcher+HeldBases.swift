/// A base and its heir read by one Swift type: a contract declares `Flag` and `PatchFlag
/// extends Flag { key }`, holds `Flag` on its own (`type Flags = { [k: string]: Flag }`), and
/// the app decodes both into one struct, the map's values and the patch's payload alike. The
/// heir shares one key more, so it takes the struct, and the base, whose best candidate went
/// to its heir, stays unpaired: a field the base declares and the struct drops is reported
/// under the heir, as if only the heir's payloads carried it.
///
/// The contract's structure says the base travels without the heir's fields, and the struct
/// reads it by shape: the base pairs with the heir's Swift type too when the heir inherits
/// every field of it (declared in the base, same types) and adds some, and a field, a map, a
/// union or an alias of the contract holds the base. The heir becomes its variant, audited for
/// the fields it adds; a field the base declares is the base's finding.
extension TypeMatcher {
    /// How `c`'s contract type pairs with its Swift type beside `heir`, paired with it already,
    /// as the base `heir` extends; nil when it is not one the contract holds on its own.
    mutating func alsoPairsAsHeldBase(_ c: Candidate, heir: String) -> String? {
        guard c.decl.kind == .object, let base = c.decl.fields, base.count >= 2,
              let heirDecl = declarations[heir], heirDecl.kind == .object, let fields = heirDecl.fields, fields.count > base.count,
              variantOf[heir] == nil, directionsAgree(c.decl, c.type) else { return nil }
        // Inherited, not merely alike: each field of the base is the heir's at the very place the base declares it.
        let inherited = Dictionary(fields.map { ($0.location, $0.type) }, uniquingKeysWith: { a, _ in a })
        guard base.allSatisfy({ inherited[$0.location] == $0.type }), holdsOnItsOwn(c.decl.name) else { return nil }
        variantOf[heir] = c.decl.name
        return c.how + ", the base that \(heir) extends, which the contract also holds on its own"
    }

    /// Whether a field, a union arm or an alias of another contract declaration names `name`.
    func holdsOnItsOwn(_ name: String) -> Bool {
        schema.declarations.contains { decl in decl.name != name && Self.heldDeclarations(decl).contains(name) }
    }
}
