/// A second contract type that joins a Swift type beside the one it pairs with (the same keys,
/// `Label { id, name, iconUrls }` beside `League`) needs a way into it. A Swift type the app
/// never decodes on its own is reached only through the fields of the types that hold it
/// (`Player.league`); when every paired holder of the second contract type skips the field that
/// holds it (`Player` has no `labels`), no payload of it reaches that Swift type, however alike.
/// Holders with no Swift counterpart say nothing either way; at least one paired holder must skip it.
/// The pair is made as before and undone after the round, with the other pairs found misplaced.
extension TypeMatcher {
    /// Records `c` when its contract type's paired holders all skip it and its Swift type has no decode site.
    mutating func noteSkippedByHolders(_ c: Candidate, beside other: String) {
        guard let skipped = skippedByHolders(c) else { return }
        skippedBeside[c.decl.name] = (c.type.name, "\(c.decl.name) was not paired with \(c.type.name) (\(c.how)) beside \(other): the app reads \(c.type.name) only through its holders' fields, and \(skipped); pin it in contractkit.json under audit.types if it is the same type")
    }

    /// `found` (the pairs found misplaced) and the recorded pairs still made that it does not hold.
    mutating func withPairsSkippedByHolders(_ found: [(decl: String, reason: String)]) -> [(decl: String, reason: String)] {
        guard !skippedBeside.isEmpty else { return found }
        let undone = Set(found.map(\.decl))
        return found + pairsSkippedByHolders().filter { !undone.contains($0.decl) }
    }

    /// The recorded pairs still made, to undo with their notes; the record is emptied.
    mutating func pairsSkippedByHolders() -> [(decl: String, reason: String)] {
        guard !skippedBeside.isEmpty else { return [] }
        let found = skippedBeside.sorted(by: { $0.key < $1.key }).filter { matches[$0.key]?.type.name == $0.value.type }.map { (decl: $0.key, reason: $0.value.reason) }
        skippedBeside = [:]
        return found
    }

    /// The fields that hold `c`'s contract type and that their paired Swift types skip, said for the
    /// note, when no other way in is seen; nil when the app may read it into `c`'s Swift type.
    mutating func skippedByHolders(_ c: Candidate) -> String? {
        guard c.decl.kind == .object, swiftDirection(c.type).map({ !$0.hasDecodeSite }) ?? true else { return nil }
        guard let holders = contractHoldersOnce().direct[c.decl.name] else { return nil }
        var skipped: [String] = []
        for (holder, field) in holders where matches[holder] != nil {
            guard let swift = unreadField(c.decl.name, holder: holder, field: field) else { return nil }
            skipped.append("\(swift) does not read \(holder).\(field)")
        }
        return skipped.isEmpty ? nil : Self.listed(skipped)
    }
}

extension TypeMatcher {
    /// `contractHolders`, built once (the run's holder index gives it once read): the contract's holders never change.
    mutating func contractHoldersOnce() -> (direct: [String: [(holder: String, field: String)]], otherwise: Set<String>) {
        if let known = holdersOnce { return known }
        let found = Self.contractHolders(schema)
        holdersOnce = found
        return found
    }
}
