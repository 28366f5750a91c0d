/// Two contract types tied for one Swift type, one of which extends the other: a socket API
/// declares `ReadingBase = { sensor_id; value; settings: SettingsBase; … }` and the payload it
/// sends as `Reading = ReadingBase & { settings: { [key: string]: any } }`, and the app reads one
/// struct for it. Both fit the struct equally, and a tie pairs neither, so nothing about the type
/// is audited. They are one entity in two shapes: the struct pairs with the one it reads best,
/// the extending type when the struct reads a key only that one adds (or when it adds none and
/// only retypes a field, as the payload actually sent), else the base.
extension TypeMatcher {
    /// Pairs the Swift type two tied contract objects want with the one of them it reads best when
    /// one extends the other; the Swift type's name once paired, nil when the tie is another kind.
    mutating func pairExtendedTie(_ tied: [Candidate]) -> [String]? {
        guard tied.count == 2, tied[0].type.name == tied[1].type.name, tied[0].decl.name != tied[1].decl.name,
              tied.allSatisfy({ $0.decl.kind == .object }),
              let (base, extending) = Self.baseAndExtending(tied[0].decl, tied[1].decl) else { return nil }
        let type = tied[0].type
        let model = wire(type)
        let baseNames = Set((base.fields ?? []).map(\.name))
        let added = (extending.fields ?? []).filter { !baseNames.contains($0.name) }
        let readsAdded = added.contains { model.key(forWireName: $0.name) != nil }
        let winner = readsAdded || added.isEmpty ? extending : base
        let loser = winner.name == base.name ? extending : base
        guard let chosen = tied.first(where: { $0.decl.name == winner.name }) else { return nil }
        let why = winner.name == extending.name ? "which extends \(base.name)" : "which \(extending.name) extends with keys \(type.name) never reads"
        matches[winner.name] = (type, chosen.how + ", over \(loser.name): \(winner.name), \(why), is the shape it reads")
        weak[winner.name] = nil
        ambiguous[winner.name] = nil
        // The other shape is settled: it does not take another Swift type by its keys later.
        nestedTieLosers.insert(loser.name)
        weak[loser.name] = "\(loser.name) was not paired with \(type.name) (\(chosen.how)): \(type.name) reads \(winner.name), another shape of the same type; pin it in contractkit.json under audit.types if it is this one"
        return [type.name]
    }

    /// Of two contract objects that share declared fields (the same source locations), the one
    /// that declares them and the one that inherits them; nil when neither extends the other.
    static func baseAndExtending(_ a: Declaration, _ b: Declaration) -> (base: Declaration, extending: Declaration)? {
        let places = Set((a.fields ?? []).map(\.location))
        guard let shared = (b.fields ?? []).first(where: { places.contains($0.location) })?.location else { return nil }
        // The declaring one starts last before the field in the field's file.
        func starts(_ d: Declaration) -> Int? {
            d.location.file == shared.file && d.location.line <= shared.line ? d.location.line : nil
        }
        switch (starts(a), starts(b)) {
        case let (x?, y?) where x != y: return x > y ? (a, b) : (b, a)
        case (_?, nil): return (a, b)
        case (nil, _?): return (b, a)
        default: return nil
        }
    }
}
