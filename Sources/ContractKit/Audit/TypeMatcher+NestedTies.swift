/// Ties broken by structure: an app often holds one contract type with two Swift types of
/// nearly one shape, a lenient one it sends (`Preferences`, every field optional) and a
/// strict one it decodes (`PreferencesResult`). Both read the same keys, so by shape they tie.
/// Their fields still tell them apart: each uses its own nested types (`Preferences.theme:
/// Theme?`, `PreferencesResult.theme: ThemeResult`), and the contract's field types are
/// paired already. The candidate whose properties name the Swift types the contract's field
/// types pair with, more of them than any rival's do, is the one the contract describes.
extension TypeMatcher {
    /// Pairs the contract type of tied candidates with the one `nestedTieBreak` finds; its Swift type's name.
    mutating func pairByNestedTypes(_ tied: [Candidate]) -> String? {
        guard let winner = nestedTieBreak(tied) else { return nil }
        let others = tied.filter { $0.type.name != winner.type.name }.map(\.type.name)
        matches[winner.decl.name] = (winner.type, winner.how + ", over " + others.joined(separator: ", ") + ": its fields use the Swift types the contract's field types pair with")
        weak[winner.decl.name] = nil
        return winner.type.name
    }

    /// Of candidates for one contract type tied on score, the one whose nested types agree
    /// with more of the pairs made so far than any other's; nil when none stands out.
    mutating func nestedTieBreak(_ tied: [Candidate]) -> Candidate? {
        guard tied.count > 1, let decl = tied.first?.decl, decl.kind == .object,
              tied.allSatisfy({ $0.decl.name == decl.name }) else { return nil }
        // The fields whose type is a contract declaration paired with a Swift type.
        let paired = (decl.fields ?? []).compactMap { field -> (String, String)? in
            guard let referenced = field.type.referencedDeclaration, referenced != decl.name,
                  let match = matches[referenced] else { return nil }
            return (field.name, lastComponent(match.type.name))
        }
        guard !paired.isEmpty else { return nil }
        var best: Candidate?
        var bestCount = -1, runnerUp = -1
        for c in tied {
            let model = wire(c.type)
            var agree = 0
            for (fieldName, swiftName) in paired {
                guard let text = model.property(forWireName: fieldName)?.type ?? model.key(forWireName: fieldName)?.swiftType else { continue }
                if Self.namesWord(text, swiftName) { agree += 1 }
            }
            if agree > bestCount {
                runnerUp = bestCount
                bestCount = agree
                best = c
            } else if agree > runnerUp {
                runnerUp = agree
            }
        }
        guard bestCount > runnerUp, bestCount > 0 else { return nil }
        return best
    }
}
