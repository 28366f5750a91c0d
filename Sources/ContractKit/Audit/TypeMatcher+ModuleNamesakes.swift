/// Module namesakes compete for one Swift type: an SDK that covers several products in one
/// contract file (`NBATeam`, `NFLTeam`, `MLBTeam` beside `NBAPlayer`, `NFLPlayer`…) gives each
/// the same name once the product's prefix is dropped, while an app written for one product
/// declares one `Team` and one `Player`. The names are equal by construction, so they decide
/// nothing between the namesakes; the app's own evidence does:
///
/// - the nested types: `Player.team: Team`, where `Team` pairs with `NBATeam`, agrees with
///   `NBAPlayer.team: NBATeam` and contradicts `NFLPlayer.team: NFLTeam`. A namesake whose
///   field types agree with more of the Swift type's property types, sharing as many keys,
///   takes the Swift type before a namesake that merely fits a little better;
/// - the keys: a namesake the Swift type cannot decode (it requires a key the namesake never
///   sends) is another product's payload, not a second payload the app reads with the same struct.
///
/// The namesake that loses stays unpaired with the usual note, unless other evidence pairs it.
extension TypeMatcher {
    /// Whether `c` should wait for a module namesake of its contract type that the app's
    /// evidence prefers for the same Swift type, among the undecided candidates `rivals`.
    mutating func yieldsToModuleNamesake<S: Sequence>(_ c: Candidate, rivals: S) -> Bool where S.Element == Candidate {
        guard c.decl.kind == .object, let plain = contractStripped[c.decl.name] else { return false }
        let namesakes = rivals.filter { $0.decl.name != c.decl.name && $0.decl.kind == .object && contractStripped[$0.decl.name] == plain }
        guard !namesakes.isEmpty else { return false }
        let mine = nestedAgreement(c.decl, c.type), shared = evidence(c.decl, c.type).shared
        return namesakes.contains { other in
            nestedAgreement(other.decl, other.type) > mine && evidence(other.decl, other.type).shared >= shared
                && !requiresKeyMissing(from: other.decl, in: other.type)
        }
    }

    /// Whether the Swift type requires a key (no default, no fallback) the contract type never sends:
    /// it cannot decode that type's payloads.
    mutating func requiresKeyMissing(from decl: Declaration, in type: ScannedType) -> Bool {
        let model = wire(type)
        guard model.decodes else { return false }
        var sent = Set<String>()
        for field in decl.fields ?? [] { if let key = model.key(forWireName: field.name) { sent.insert(key.name) } }
        return model.keys.contains { $0.decodes && !$0.mayBeAbsent && !sent.contains($0.name) }
    }

    /// Whether a field of `decl` names a contract type whose Swift property in `type` stands for
    /// another contract type already: `NFLPlayer.team: NFLTeam` read as `Player.team: Team`,
    /// which pairs with `NBATeam`.
    mutating func contradictsNestedPairs(_ decl: Declaration, _ type: ScannedType) -> Bool {
        let model = wire(type)
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, referenced != decl.name,
                  let text = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType else { continue }
            if let own = matches[referenced], names(text, own.type.name, from: type.name) { continue }
            let held = Set(SwiftTypeShape(text).elementNames.compactMap { context.resolve($0, from: type.name)?.name })
            guard !held.isEmpty else { continue }
            let heldForOther = matches.contains { name, match in name != referenced && held.contains(match.type.name) }
            if heldForOther { return true }
        }
        return false
    }
}
