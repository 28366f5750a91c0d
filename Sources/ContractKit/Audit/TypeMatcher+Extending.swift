/// One Swift type for a contract type and the one it extends: a backend often returns a
/// short and a detailed shape of one payload (`LiteSettings` and `DetailedSettings =
/// LiteSettings & { … }`; `SessionJSON` and `SessionWithActivitiesJSON extends
/// Omit<SessionJSON, 'user'>`), and the app decodes both into one struct. Pairing is one to
/// one, so the detailed shape, whose best candidate went to its base, stays unpaired and
/// every drift in it is lost.
///
/// The contract's own structure says which type extends which: a field declared in the base
/// (its source location inside the base's declaration) is inherited by the other. Once
/// nothing else pairs, an unpaired contract object that extends a paired one pairs with the
/// base's Swift type too when that Swift type reads a field only the extending type has (it
/// was written for the fuller shape), shares half its fields, and travels the same way.
/// A strict superset is audited for what it adds (as `TypeMatcher+Variants`); a type that
/// also drops or retypes a base field is a shape of its own and is audited whole. Namesakes
/// that merely look alike never pair this way: neither extends the other. Nor does a Swift type a
/// paired holder's field reads as the base while only unpaired holders hold the extending type:
/// there the keys it reads beyond the base are the base's drift; nor, when no contract type holds
/// the extending type, one the app reads only inside holders that the contract says hold the base,
/// and that reads only one of the keys the extending type adds.
extension TypeMatcher {
    /// Each field's location, with the declaration that declares it rather than one that
    /// inherits it: of the declarations holding a field there, the one that starts last
    /// before it in its file.
    static func fieldOwners(_ schema: Schema) -> [SourceLocation: String] {
        var owners: [SourceLocation: (name: String, line: Int)] = [:]
        for decl in schema.declarations where decl.kind == .object {
            for field in decl.fields ?? [] where field.location.file == decl.location.file && decl.location.line <= field.location.line {
                if let known = owners[field.location], known.line >= decl.location.line { continue }
                owners[field.location] = (decl.name, decl.location.line)
            }
        }
        return owners.mapValues(\.name)
    }

    /// Pairs each unpaired contract object that extends a paired one with the base's Swift
    /// type, where that type reads it; true when a pair was made.
    mutating func pairExtendingTypes(owners: [SourceLocation: String]) -> Bool {
        var changed = false
        for decl in schema.declarations where decl.kind == .object && matches[decl.name] == nil && exposed.contains(decl.name) {
            let fields = decl.fields ?? []
            guard fields.count >= 2 else { continue }
            var bases: [String] = []
            for field in fields {
                if let owner = owners[field.location], owner != decl.name, !bases.contains(owner) { bases.append(owner) }
            }
            for base in bases {
                guard let (swift, _) = matches[base], let baseDecl = declarations[base], baseDecl.kind == .object else { continue }
                let theirs = Self.fieldShape(baseDecl)
                let model = wire(swift)
                guard fields.contains(where: { theirs[$0.name] == nil && model.key(forWireName: $0.name) != nil }),
                      directionsAgree(decl, swift), evidence(decl, swift).supports else { continue }
                let mine = Self.fieldShape(decl)
                if theirs.allSatisfy({ mine[$0.key] == $0.value }) { variantOf[decl.name] = base }
                matches[decl.name] = (swift, Self.extendsMark + "\(base), and \(swift.name) reads fields only it has")
                weak[decl.name] = nil
                ambiguous[decl.name] = nil
                changed = true
                break
            }
        }
        return changed
    }

    /// Whether a paired contract object holds `name` in a field its Swift type reads as `swift`
    /// (`Search.feeds: Feed[]` read as `[SearchResult.Feed]`): there the app reads `swift` as
    /// `name`, so the keys `swift` reads beyond it are drift, not a sign of an extending type.
    /// Asked only of the pairs made as extending types.
    mutating func heldAs(_ name: String, _ swift: ScannedType) -> Bool {
        for holder in schema.declarations where holder.kind == .object {
            guard let (t, _) = matches[holder.name], t.name != swift.name else { continue }
            for field in holder.fields ?? [] where field.type.referencedDeclaration == name {
                let model = wire(t)
                guard let text = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType else { continue }
                if SwiftTypeShape(text).elementNames.contains(where: { context.resolve($0, from: t.name)?.name == swift.name }) { return true }
            }
        }
        return false
    }

    /// Undoes the pairs made as extending types whose Swift type a paired holder reads as the
    /// base, when only unpaired holders hold the extending type (no payload of it reaches the
    /// app): run once the holders are paired.
    mutating func undoExtendingReadAsBase() {
        for (name, match) in matches.filter({ $0.value.method.hasPrefix(Self.extendsMark) }).sorted(by: { $0.key < $1.key }) {
            // Held only by unpaired types, or by none while the app never decodes the struct on its own and
            // reads one key alone of those the extending type adds: no payload of it reaches the app.
            guard let base = variantOf[name] ?? extendedBase(match.method) else { continue }
            let unreached = heldOnlyByUnpaired(name)
                || (!heldByAny(name) && !Self.decodedOnItsOwn(context.typeDirections[match.type.name]) && addedKeysRead(name, base: base, by: match.type) <= 1
                    && readOnlyAs(base, match.type))
            guard unreached, heldAs(base, match.type) else { continue }
            matches[name] = nil
            variantOf[name] = nil
            weak[name] = "\(name) was not paired with \(match.type.name) (\(match.method)): the app reads \(match.type.name) as \(base), which \(name) extends"
        }
    }

    /// Whether contract objects hold `name` in a field, and none of them is paired.
    func heldOnlyByUnpaired(_ name: String) -> Bool {
        var held = false
        for holder in schema.declarations where holder.kind == .object && holder.name != name {
            guard (holder.fields ?? []).contains(where: { $0.type.referencedDeclaration == name }) else { continue }
            if matches[holder.name] != nil { return false }
            held = true
        }
        return held
    }

    /// How many of the fields `name` adds to `base` the Swift type reads.
    mutating func addedKeysRead(_ name: String, base: String, by swift: ScannedType) -> Int {
        let theirs = Set((declarations[base]?.fields ?? []).map(\.name))
        let model = wire(swift)
        return (declarations[name]?.fields ?? []).filter { !theirs.contains($0.name) && model.key(forWireName: $0.name) != nil }.count
    }

    /// Whether every Swift type that holds `swift` is paired with a contract type whose field of that key
    /// holds `base`: an unpaired holder (an envelope the contract leaves out) may carry the extending type.
    mutating func readOnlyAs(_ base: String, _ swift: ScannedType) -> Bool {
        let holders = swiftHolders(of: swift)
        let contractsOf = contractsBySwiftType(), baseHolders = holdersOnce?.direct[base] ?? []
        return !holders.isEmpty && holders.allSatisfy { holder, key in
            (contractsOf[holder.name] ?? []).contains { contract in baseHolders.contains { $0.holder == contract && $0.field == key } }
        }
    }

    /// Whether any other contract object holds `name` in a field.
    func heldByAny(_ name: String) -> Bool {
        holdersOnce?.direct[name]?.contains { $0.holder != name } ?? false
    }

    static let extendsMark = "extends "

    /// The base a pair's method names: `extends Feed, and …` → `Feed`.
    func extendedBase(_ method: String) -> String? {
        guard let comma = method.firstIndex(of: ",") else { return nil }
        return String(method[method.index(method.startIndex, offsetBy: Self.extendsMark.count)..<comma])
    }
}
