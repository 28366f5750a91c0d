/// A paired field's type says which contract type a Swift type stands for: the contract types
/// `user.teams` as `AuthTeam[]`, and the app's user reads `teams: [AppTeam]`. When a name
/// that differs by an affix had already paired `AppTeam` with another contract type, `Team`, and the app
/// never decodes `AppTeam` on its own, the field wins: `AppTeam` is only ever read where the
/// contract sends `AuthTeam`, so every gap between `Team` and it would be an error about a
/// payload it never reads. `Team` goes back to a note. Not when one of the two contract types
/// extends the other: then both are shapes of one entity.
extension TypeMatcher {
    /// Unpairs the contract types other than `target` that `found` stands for by an affixed
    /// name alone, when the app reads `found` only through the properties of other types.
    mutating func yieldToFieldType(_ found: ScannedType, for target: String, through path: String) {
        guard !Self.decodedOnItsOwn(context.typeDirections[found.name]) else { return }
        // Most Swift types stand for one contract type: only the few others are sorted.
        let others = matches.filter { $0.key != target && $0.value.type.name == found.name }
        for (name, match) in others.sorted(by: { $0.key < $1.key }) {
            guard Self.pairedByAffixedNameAlone(match.method), variantOf[name] == nil, unionOfArm[name] == nil,
                  !sharesDeclaredFields(name, target) else { continue }
            matches[name] = nil
            alsoCarriedBy[name] = nil
            weak[name] = "\(name) was not paired with \(found.name) (\(match.method)): the app reads \(found.name) only where the contract sends \(target) (\(path)); pin it in contractkit.json under audit.types if it is the same type"
        }
    }

    /// A pair's method that rests on a name that differs by an affix or a shared prefix, and on
    /// nothing the app does with the type: the weakest evidence a pair can have.
    static func pairedByAffixedNameAlone(_ method: String) -> Bool {
        (method.hasPrefix("the name with") || method.hasPrefix("the name without") || method.hasPrefix("the contract's name without"))
            && !WireContext.contains(method, "; ") && !WireContext.contains(method, ", ")
    }

    /// Whether one of the two contract types extends the other: a field of both is declared
    /// at one place (`IMatch extends I` holds `I`'s fields where `I` declares them).
    func sharesDeclaredFields(_ a: String, _ b: String) -> Bool {
        guard let first = declarations[a]?.fields, let second = declarations[b]?.fields else { return false }
        let places = Set(first.map(\.location))
        return second.contains { places.contains($0.location) }
    }
}
