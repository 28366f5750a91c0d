/// One Swift struct for every kind of item an API lists: a media server sends movies, shows,
/// episodes, albums and tracks, each with a `type` string that says which it is, and the
/// contract declares one interface per kind (`MovieData`, `TrackData`, ...). An app often
/// decodes them all with one struct that reads that tag into an enum of the kinds
/// (`type: MediaKind` with `.movie`, `.show`, `.track`, ...) and keeps the fields of every
/// kind, most of them optional. Pairing is one to one, so only the kind that fits the struct
/// best paired, and every drift of the others was lost.
///
/// The app's own code says the struct holds several kinds when it decodes a required tag
/// into an enum of at least three cases, and names the kinds in them; each other kind pairs
/// with it too when a case names it (a word of its name: `movie` for `MovieData`) as one names
/// the kind already paired, when the contract declares the same tag, required and free-form, on it and on the kind already paired, and
/// its shape supports the pair as a strong shape pair does (the candidate was found by its
/// keys; the struct requires nothing the kind never sends and reads none of its nested
/// types as another's). Such a kind is audited whole, as its own payload. A struct whose tag
/// is not an enum of kinds, or a contract type without the tag, pairs one to one as before.
extension TypeMatcher {
    /// Kinds the tag must tell apart before the struct counts as holding several.
    static let leastTaggedKinds = 3

    /// How `c`'s contract type pairs with its Swift type beside `other`, another kind of item
    /// the struct tells apart by a tag; nil when the struct is not such a holder.
    mutating func alsoPairsAsTaggedKind(_ c: Candidate, beside other: String) -> String? {
        guard c.decl.kind == .object, let sibling = declarations[other], sibling.kind == .object,
              contractDirection[c.decl.name]?.label != "request",
              !Self.namesARequestBody(c.decl.name), !Self.namesAnEdit(c.decl.name) else { return nil }
        let e = evidence(c.decl, c.type)
        guard e.supports, e.shared >= 2 * Self.strongShapeKeys, let tag = kindTag(of: c.type),
              let kind = Self.kindNamed(c.decl.name, among: tag.cases), Self.kindNamed(other, among: tag.cases) != nil,
              Self.declaresFreeTag(c.decl, tag.key), Self.declaresFreeTag(sibling, tag.key),
              !requiresKeyMissing(from: c.decl, in: c.type), !holdsPairedTypeAsAnother(c.decl, c.type) else { return nil }
        return c.how + ", another kind of item \(c.type.name) reads (its '\(tag.key)' has the kind '\(kind)'), as it does \(other)"
    }

    /// Whether a field of `decl` names a contract type paired with another Swift type than the
    /// one `type` holds it as: the struct reads that field as something else. A nested type left
    /// unpaired beside its own variant (`MediaTag` beside `MediaTagData`) contradicts nothing.
    mutating func holdsPairedTypeAsAnother(_ decl: Declaration, _ type: ScannedType) -> Bool {
        let model = wire(type)
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, referenced != decl.name, let own = matches[referenced],
                  let text = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType else { continue }
            let held = Set(SwiftTypeShape(text).elementNames.compactMap { context.resolve($0, from: type.name)?.name })
            if !held.isEmpty, !held.contains(own.type.name) { return true }
        }
        return false
    }

    /// Whether a struct holding several kinds may be a candidate for `decl` though most of
    /// its keys belong to other kinds: `decl` sends most of what it shares (`shapeCoverage`),
    /// six keys at least, and a case of the struct's tag names it. The cheap counts come first:
    /// the tag is looked up only for the few pairs that pass them.
    mutating func isTaggedKind(_ decl: Declaration, _ type: ScannedType, matched: Int, coverage: Double) -> Bool {
        guard matched >= 2 * Self.strongShapeKeys, coverage >= Self.shapeCoverage, let tag = kindTag(of: type) else { return false }
        return Self.kindNamed(decl.name, among: tag.cases) != nil && Self.declaresFreeTag(decl, tag.key)
    }

    /// The required wire key `type` decodes into an enum of the app's with at least
    /// `leastTaggedKinds` cases, and how many; nil when it has none. Only asked for the few
    /// Swift types a second contract type wants, after the assignment.
    mutating func kindTag(of type: ScannedType) -> (key: String, cases: [String])? {
        let model = wire(type)
        guard model.decodes else { return nil }
        for key in model.keys where key.decodes && !key.mayBeAbsent {
            guard let text = key.swiftType, let held = context.resolve(text, from: type.name), held.kind == .enum,
                  held.cases.count >= Self.leastTaggedKinds else { continue }
            return (key.name, held.cases.map(\.name))
        }
        return nil
    }

    /// The enum case that names the contract type's kind: one of the words of its name
    /// (`movie` for `MovieData`, `track` for `TrackData`); nil when none does, as for a
    /// shape named for an endpoint or a use (`TitleMetadatum`, `CommonData`).
    static func kindNamed(_ name: String, among cases: [String]) -> String? {
        var words: Set<String> = [], word = ""
        for ch in lastComponent(name) {
            if ch.isUppercase, !word.isEmpty { words.insert(word.lowercased()); word = "" }
            word.append(ch)
        }
        if !word.isEmpty { words.insert(word.lowercased()) }
        return cases.sorted().first { words.contains($0.lowercased()) }
    }

    /// Whether `decl` declares `key` as a required plain string: a tag of many values, not a
    /// literal that names one shape of a union.
    static func declaresFreeTag(_ decl: Declaration, _ key: String) -> Bool {
        guard let field = decl.fields?.first(where: { $0.name == key }), field.optionality == .required else { return false }
        if case .primitive(.string) = field.type { return true }
        return false
    }
}
