/// One Swift type for a contract type and its variants: a contract often declares a short
/// and a full shape of one entity (`SimplifiedTrack` and `Track extends SimplifiedTrack`;
/// `Commit` and `ExpandedCommit extends Commit`), and an app reads both with one struct.
/// Pairing is one to one, so the variant whose best candidate went to its sibling would
/// pair with a lesser type by shape, or stay unpaired, and every drift in it would be lost.
///
/// The contract's own structure says the two are one entity, and the app's use says the
/// Swift type reads both; the variant pairs with the sibling's Swift type too when
///
/// - its fields are a subset of the sibling's (same names, same types) and a paired type's
///   field of the short shape is held by the sibling's Swift type (`Album.tracks:
///   Page<SimplifiedTrack>` read as `PagingObject<Track>`): it is audited whole, as the shape
///   that field delivers; or
/// - its fields are a superset of the sibling's and the Swift type reads at least one field
///   only the variant has: the struct was written for the fuller shape. Only the fields the
///   variant adds are audited against it; the shared ones are the sibling's findings already; or
/// - it is the sibling's namesake from another module (`actor.defs.ViewerState` and
///   `feed.defs.ViewerState`) and a paired type's field of it is held by the sibling's Swift
///   type (`inferThrough`): the app reads both with one struct, and it is audited whole, even
///   where the two share no key.
extension TypeMatcher {
    /// The contract type already paired with `c`'s Swift type whose variant `c`'s contract
    /// type is; records a superset variant in `variantOf`.
    mutating func variantSibling(_ c: Candidate) -> String? {
        guard c.decl.kind == .object, let fields = c.decl.fields, fields.count >= 2 else { return nil }
        let mine = Self.fieldShape(c.decl)
        for (name, match) in matches.filter({ $0.value.type.name == c.type.name && $0.key != c.decl.name }).sorted(by: { $0.key < $1.key }) {
            guard let sibling = declarations[name], sibling.kind == .object else { continue }
            let theirs = Self.fieldShape(sibling)
            guard !theirs.isEmpty else { continue }
            if mine.count < theirs.count, mine.allSatisfy({ theirs[$0.key] == $0.value }), heldAsSibling(c.decl.name, swift: c.type) { return name }
            if mine.count > theirs.count, theirs.allSatisfy({ mine[$0.key] == $0.value }) {
                let model = wire(c.type)
                if mine.keys.contains(where: { theirs[$0] == nil && model.key(forWireName: $0) != nil }) {
                    variantOf[c.decl.name] = name
                    return name
                }
            }
        }
        return nil
    }

    /// Pinned pairs that share a Swift type are variants by the same rule as inferred ones:
    /// the fuller shape is audited for what it adds when the Swift type reads some of it.
    mutating func recordPinnedVariants() {
        var byType: [String: [String]] = [:]
        for (name, match) in matches.sorted(by: { $0.key < $1.key }) { byType[match.type.name, default: []].append(name) }
        for (typeName, names) in byType.sorted(by: { $0.key < $1.key }) where names.count > 1 {
            guard let type = swiftTypes[typeName] else { continue }
            let model = wire(type)
            for fuller in names {
                guard let decl = declarations[fuller], decl.kind == .object else { continue }
                let mine = Self.fieldShape(decl)
                for other in names where other != fuller && variantOf[fuller] == nil {
                    guard let sibling = declarations[other], sibling.kind == .object else { continue }
                    let theirs = Self.fieldShape(sibling)
                    guard !theirs.isEmpty, mine.count > theirs.count, theirs.allSatisfy({ mine[$0.key] == $0.value }),
                          mine.keys.contains(where: { theirs[$0] == nil && model.key(forWireName: $0) != nil }) else { continue }
                    variantOf[fuller] = other
                }
            }
        }
    }

    /// Whether a paired type's field of type `contract` (as an element or a generic argument)
    /// is held by a Swift property whose type names `swift`.
    mutating func heldAsSibling(_ contract: String, swift: ScannedType) -> Bool {
        let plain = lastComponent(swift.name)
        for decl in schema.declarations where decl.kind == .object {
            guard let (holder, _) = matches[decl.name] else { continue }
            for field in decl.fields ?? [] where field.type.contains(where: { if case .reference(contract, _) = $0 { true } else { false } }) {
                let model = wire(holder)
                guard let text = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType else { continue }
                if Self.namesWord(text, plain) { return true }
            }
        }
        return false
    }

    /// Whether `swift` already stands for a namesake of `decl` from another module
    /// (`actor.defs.ViewerState` for `feed.defs.ViewerState`).
    func standsForNamesake(_ decl: Declaration, _ swift: ScannedType) -> Bool {
        let plain = lastComponent(decl.name)
        return matches.contains { $0.key != decl.name && $0.value.type.name == swift.name && lastComponent($0.key) == plain }
    }

    /// Whether `name` is one of the identifiers in a type's text: `PagingObject<Track>?` names `Track`.
    static func namesWord(_ text: String, _ name: String) -> Bool {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0 == name }
    }
}
