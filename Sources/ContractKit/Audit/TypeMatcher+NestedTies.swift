/// Ties broken by structure: an app often holds one contract type with two Swift types of
/// nearly one shape, a lenient one it sends (`Preferences`, every field optional) and a
/// strict one it decodes (`PreferencesResult`). Both read the same keys, so by shape they tie.
/// Their fields still tell them apart: each uses its own nested types (`Preferences.theme:
/// Theme?`, `PreferencesResult.theme: ThemeResult`), and the contract's field types are
/// paired already. The candidate whose properties name the Swift types the contract's field
/// types pair with, more of them than any rival's do, is the one the contract describes.
///
/// Two contract types of one shape (a reply and its streamed chunk) can tie for two Swift
/// types of that shape at once. Each Swift type nests a type of one name (`ChatReply.Choice`,
/// `ChatReplyChunk.Choice`, both read as `choices: [Choice]`), which Swift looks up from the
/// holder outwards, and so does the tie-break: the contract type whose field types pair with
/// one Swift type's own nested types takes it, when the other contract type agrees with it
/// less and with another of the tied Swift types more.
extension TypeMatcher {
    /// Pairs the contract type of tied candidates with the one `nestedTieBreak` finds; its Swift type's name.
    mutating func pairByNestedTypes(_ tied: [Candidate]) -> String? {
        guard let first = tied.first else { return nil }
        let own = tied.filter { $0.decl.name == first.decl.name }
        guard let winner = nestedTieBreak(own) else { return nil }
        // Another contract type tied for the same Swift type must agree with it less, and more
        // with another of the tied Swift types: each of the two then has its own.
        let agreed = nestedAgreement(winner.decl, winner.type)
        let elsewhere = own.filter { $0.type.name != winner.type.name }.map(\.type)
        for other in tied where other.decl.name != winner.decl.name && other.type.name == winner.type.name {
            let mine = nestedAgreement(other.decl, other.type)
            guard mine < agreed, elsewhere.contains(where: { nestedAgreement(other.decl, $0) > mine }) else { return nil }
        }
        let others = own.filter { $0.type.name != winner.type.name }.map(\.type.name)
        let over = others.isEmpty ? "" : ", over " + others.joined(separator: ", ")
        matches[winner.decl.name] = (winner.type, winner.how + over + ": its fields use the Swift types the contract's field types pair with")
        weak[winner.decl.name] = nil
        // Rivals the app decodes alike on their own carry it too (`TypeMatcher+DecodedTies`).
        if own.count == tied.count { _ = carryDecodedTie(winner, own) }
        return winner.type.name
    }

    /// Of candidates for one contract type tied on score, the one whose nested types agree
    /// with more of the pairs made so far than any other's; nil when none stands out.
    mutating func nestedTieBreak(_ tied: [Candidate]) -> Candidate? {
        guard let decl = tied.first?.decl, decl.kind == .object,
              tied.allSatisfy({ $0.decl.name == decl.name }) else { return nil }
        var best: Candidate?
        var bestCount = -1, runnerUp = -1
        for c in tied {
            let agree = nestedAgreement(decl, c.type)
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

    /// How many of the contract type's fields whose types are paired name that pair in the
    /// Swift type's properties of the same key, a list where the field is one.
    mutating func nestedAgreement(_ decl: Declaration, _ type: ScannedType) -> Int {
        let model = wire(type)
        var agree = 0
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, referenced != decl.name,
                  let match = matches[referenced],
                  let text = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType else { continue }
            // A list held as one value (`data: Asset[]` read as `data: ListCoin`) names the pair but cannot read it.
            if names(text, match.type.name, from: type.name), Self.sameListness(field.type, text) != false { agree += 1 }
        }
        return agree
    }

    /// Whether a property type written in `holder` names the Swift type `qualified`: a name
    /// the app declares means what Swift's lookup from the holder outwards finds; one it does
    /// not declare is compared by its last word.
    func names(_ text: String, _ qualified: String, from holder: String) -> Bool {
        let plain = lastComponent(qualified)
        for element in SwiftTypeShape(text).elementNames {
            if let found = context.resolve(element, from: holder) {
                if found.name == qualified { return true }
            } else if Self.namesWord(element, plain) {
                return true
            }
        }
        return false
    }
}
