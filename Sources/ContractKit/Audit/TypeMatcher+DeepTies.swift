/// Ties broken further down. Two result wrappers of one shape (`{ tracks, episodes }` from two
/// commands) tie for the two Swift wrappers that read them: both hold lists under the same two
/// keys, and the lists' own contract types are not paired yet, because they are reached through
/// the wrapper that is being decided. One level below, they are: a field of a listed type
/// (`plays: PlayRecord[]`) is paired with a type nested in one wrapper's own list item
/// (`ListOutput.Tracks.Play`). The candidate whose fields lead, through the same keys, the same
/// kind of container (a list held as a list, a map as a dictionary) and the Swift types nested in
/// it, to more of the pairs made so far than any other tied candidate's is the one the contract
/// describes. Types declared elsewhere, which any wrapper may hold, are no evidence of which.
extension TypeMatcher {
    /// How deep the walk goes below the tied types: their fields' types, and those types' fields.
    static let deepAgreementDepth = 2

    /// Pairs the one tied candidate whose fields lead to more pairs than any other's; its Swift
    /// type's name, or nil when none stands out.
    mutating func pairByDeepAgreement(_ tied: [Candidate]) -> [String]? {
        guard tied.count > 1, tied.allSatisfy({ $0.decl.kind == .object }) else { return nil }
        let agreement = tied.map { deepAgreement($0.decl, $0.type, within: $0.type.name + ".", depth: 0) }
        guard let best = agreement.max(), best > 0, agreement.filter({ $0 == best }).count == 1,
              let index = agreement.firstIndex(of: best) else { return nil }
        let winner = tied[index]
        let others = Set(tied.map(\.type.name)).subtracting([winner.type.name]).sorted()
        let over = others.isEmpty ? "" : ", over " + Self.listed(others)
        matches[winner.decl.name] = (winner.type, winner.how + over + ": the types its fields hold lead to the Swift types its properties hold")
        weak[winner.decl.name] = nil
        ambiguous[winner.decl.name] = nil
        return [winner.type.name]
    }

    /// How many pairs made so far the contract type's fields reach through the Swift type's
    /// properties of the same keys, among the Swift types nested in the tied one (`within`): below
    /// the top, a paired field type counts when the property names its pair; an unpaired object is
    /// walked into the nested Swift type the property holds.
    mutating func deepAgreement(_ decl: Declaration, _ type: ScannedType, within root: String, depth: Int) -> Int {
        let model = wire(type)
        var agree = 0
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, referenced != decl.name,
                  let text = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType,
                  Self.sameContainer(field.type, SwiftTypeShape(text)) else { continue }
            // The tied types' own fields were weighed by the tie-breaks before this one: only the levels below count here.
            if let match = matches[referenced] {
                if depth > 0, match.type.name.hasPrefix(root), names(text, match.type.name, from: type.name) { agree += 1 }
                continue
            }
            guard depth < Self.deepAgreementDepth, let inner = declarations[referenced], inner.kind == .object,
                  let held = SwiftTypeShape(text).elementNames.compactMap({ [context] in context.resolve($0, from: type.name) }).first,
                  held.name.hasPrefix(root), held.kind == .struct || held.kind == .class, codable.contains(held.name) else { continue }
            agree += deepAgreement(inner, held, within: root, depth: depth + 1)
        }
        return agree
    }

    /// Whether a contract field's type and a Swift property's are the same kind of container:
    /// a list and an array, a map and a dictionary, one object and one named value.
    static func sameContainer(_ type: TypeRef, _ shape: SwiftTypeShape) -> Bool {
        var type = type
        while case .nullable(let inner) = type { type = inner }
        switch (type, shape.unwrapped) {
        case (.array, .array), (.map, .dictionary), (.reference, .named): return true
        default: return false
        }
    }
}
