/// One Swift type for two shapes of one entity named alike: a contract often declares the
/// short and the full shape of an entity side by side, each under the entity's name with
/// a word before it (`SummaryActivity` for lists, `DetailedActivity` for one item), with
/// neither extending the other and neither a subset of the other (the short one carries a
/// few fields the full one leaves out). An app reads both with one struct named as the
/// entity itself (`Activity`). Pairing is one to one, so the shape whose best candidate went
/// to its twin stays unpaired, and every drift in it is lost.
///
/// The names say the two are one entity when both are the Swift type's name with a word
/// before it; the shape must still support the pair as any shape pair does (the candidate
/// was found by its keys), and a payload named as an edit or a request is never read as a
/// second response. Such a shape is audited whole, as its own payload.
extension TypeMatcher {
    /// How `c`'s contract type pairs with its Swift type, which pairs better with `other`
    /// already: an alternative payload it reads whole, or another shape of its entity; nil
    /// when neither (the candidate stays a note).
    mutating func alsoPairs(_ c: Candidate, beside other: String) -> String? {
        // A Swift type the app reads only through its holders' fields receives no type those holders skip:
        // the pair is made, and undone after the round (`TypeMatcher+UnreadBeside`).
        noteSkippedByHolders(c, beside: other)
        if readsEveryPayload(c) { return c.how + ", which reads every payload of it as it does \(other)'s" }
        if isOtherShapeOfEntity(c, sibling: other) {
            return c.how + ", another shape of the entity \(c.type.name) stands for, as it does for \(other)"
        }
        if let plain = moduleTwinName(c, sibling: other) {
            return c.how + ", the payload \(other) is too: both are '\(plain)' without their module's prefix"
        }
        if let how = alsoPairsAsHeldBase(c, heir: other) { return how }
        if let how = alsoPairsAsTaggedKind(c, beside: other) { return how }
        return alsoTypedEnvelope(c, beside: other)
    }

    /// Whether `c`'s contract type and `sibling` (paired with `c`'s Swift type) are two
    /// shapes of the entity that Swift type is named for.
    mutating func isOtherShapeOfEntity(_ c: Candidate, sibling: String) -> Bool {
        guard c.decl.kind == .object, declarations[sibling]?.kind == .object,
              !Self.namesARequestBody(c.decl.name), !Self.namesAnEdit(c.decl.name) else { return false }
        let entity = lastComponent(c.type.name)
        // A common affix (`Response`, `Data`) names no entity; a few shared keys say little.
        guard !Self.suffixes.contains(entity), evidence(c.decl, c.type).shared >= Self.strongShapeKeys,
              Self.prefixedEntity(lastComponent(c.decl.name), entity) && Self.prefixedEntity(lastComponent(sibling), entity) else { return false }
        // A shape the struct cannot decode, or whose nested types it reads as another's, is another entity.
        return !requiresKeyMissing(from: c.decl, in: c.type) && !contradictsNestedPairs(c.decl, c.type)
    }

    /// `SummaryActivity` for `Activity`: the entity's name after one capitalised word.
    static func prefixedEntity(_ name: String, _ entity: String) -> Bool {
        guard name.count > entity.count + 1, name.hasSuffix(entity), entity.first?.isUppercase == true else { return false }
        let prefix = name.dropLast(entity.count)
        return prefix.first?.isUppercase == true && prefix.dropFirst().allSatisfy { $0.isLowercase }
    }

    /// `MagicLinksAuthenticateResponse` beside `SessionsAuthenticateResponse`: one payload
    /// that two modules of an SDK each declare under their own prefix, and the app decodes
    /// with one struct named for it (`AuthenticateResponseData`). The name both share once
    /// the prefix is dropped, when the Swift type's name carries it and it shares keys with both.
    mutating func moduleTwinName(_ c: Candidate, sibling: String) -> String? {
        guard c.decl.kind == .object, declarations[sibling]?.kind == .object,
              let plain = contractStripped[c.decl.name], contractStripped[sibling] == plain,
              !Self.namesARequestBody(c.decl.name), !Self.namesAnEdit(c.decl.name),
              !Self.stems(plain).isDisjoint(with: Self.stems(c.type.name)),
              evidence(c.decl, c.type).shared >= Self.strongShapeKeys,
              // Another product's payload, not a second one the struct reads (`TypeMatcher+ModuleNamesakes`).
              !requiresKeyMissing(from: c.decl, in: c.type), !contradictsNestedPairs(c.decl, c.type) else { return nil }
        return plain
    }
}
