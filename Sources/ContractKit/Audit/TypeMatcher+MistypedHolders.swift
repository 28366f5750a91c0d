/// A holder the app decodes whose other keys are spelled another way. An app that declares
/// `struct PicksResponse: Codable { let picks: [Pick]; let activeChip: String?; let
/// entryHistory: History }` with no `CodingKeys`, under a plain `JSONDecoder()`, reads the
/// keys `activeChip` and `entryHistory`, while the server sends `active_chip` and
/// `entry_history`. Only `picks` matches, too few keys to pair by shape, and the holder pass
/// (`TypeMatcher+DecodedHolders`) needs every key accounted for. But `Pick` pairs with the
/// contract's item type already, and one contract object holds that type under `picks`: when
/// every other key the holder reads names a field of that object, exactly or but for case and
/// separators (one at least but for them), that object is the payload the holder decodes, and its keys that the holder
/// spells another way are findings (`coding-key-mismatch`), not a reason to leave it unaudited.
extension TypeMatcher {
    /// Pairs each unpaired holder the app decodes whole, one of whose keys holds a paired type,
    /// with the one unpaired contract object that holds that type under that key and has a field
    /// for each of the holder's other keys, the same but for case and separators.
    mutating func pairMistypedHolders() {
        guard !decodedWholeTypes.isEmpty else { return }
        var taken: Set<String>?, counterparts: [String: String]?
        var byField: [String: [String]]?
        for written in decodedWholeTypes.sorted() {
            guard let t = decodedAppType(written), t.genericParameters.isEmpty, t.kind == .struct || t.kind == .class else { continue }
            if taken == nil { taken = Set(matches.values.map(\.type.name)) }
            guard !taken!.contains(t.name) else { continue }
            if counterparts == nil { counterparts = self.counterparts }
            guard let (held, others) = heldAndOtherKeys(t, counterparts: counterparts!) else { continue }
            if byField == nil { byField = unpairedFieldHolders() }
            var envelopes = Set(byField![held[0].key + "|" + held[0].contract] ?? [])
            for h in held.dropFirst() { envelopes.formIntersection(byField![h.key + "|" + h.contract] ?? []) }
            guard envelopes.count == 1, let envelope = envelopes.first, matches[envelope] == nil, let decl = declarations[envelope],
                  Self.namesEveryKey(decl, others), fits(t, decl), directionsAgree(decl, t) else { continue }
            let keys = held.map(\.key).joined(separator: ", ")
            matches[envelope] = (t, "the only type holding \(keys) as \(t.name) reads \(held.count == 1 ? "it" : "them"), with a field for each of its other keys")
            taken!.insert(t.name)
            counterparts![t.name] = envelope
        }
    }

    /// The keys `t` decodes into a Swift type paired with a contract type (one at least), and
    /// its other decoded keys; nil when none holds a paired type, or a key's type is unknown.
    mutating func heldAndOtherKeys(_ t: ScannedType, counterparts: [String: String]) -> (held: [(key: String, contract: String)], others: [String])? {
        let context = context
        var held: [(key: String, contract: String)] = [], others: [String] = []
        for key in wire(t).keys where key.decodes {
            guard let text = key.swiftType else { return nil }
            let named = SwiftTypeShape(text).elementNames.lazy.compactMap { context.resolve($0, from: t.name) }.first
            if let named, let contract = counterparts[named.name] { held.append((key.name, contract)) } else { others.append(key.name) }
        }
        return held.isEmpty || others.isEmpty ? nil : (held, others)
    }

    /// "key|contract type" → the unpaired contract objects that hold that type under that key.
    func unpairedFieldHolders() -> [String: [String]] {
        var byField: [String: [String]] = [:]
        for decl in schema.declarations where decl.kind == .object && matches[decl.name] == nil {
            for field in decl.fields ?? [] {
                if let referenced = field.type.referencedDeclaration { byField[field.name + "|" + referenced, default: []].append(decl.name) }
            }
        }
        return byField
    }

    /// Whether each of `keys` names a field of `decl`, exactly or but for case and separators, and
    /// one at least only so: keys all spelled as sent are the holder pass's to judge.
    static func namesEveryKey(_ decl: Declaration, _ keys: [String]) -> Bool {
        let fields = decl.fields ?? []
        let exact = Set(fields.map(\.name)), folded = Set(fields.map { WireModel.folded($0.name) })
        return keys.allSatisfy { folded.contains(WireModel.folded($0)) } && keys.contains { !exact.contains($0) }
    }
}
