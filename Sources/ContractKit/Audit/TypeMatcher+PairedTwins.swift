/// Twins across modules: an SDK that mirrors several products declares each one's types in
/// its own namespace (`League.LeagueItemDTO`, `TftLeague.LeagueItemDTO`), field for field,
/// except that a field names its own module's nested type (`miniSeries?: League.MiniSeriesDTO`
/// beside `miniSeries?: TftLeague.MiniSeriesDTO`). When those nested types are twins paired
/// with one Swift type already, the two holders have one shape as the app reads them: they
/// are twins too, and a tie among them pairs them all (`TypeMatcher+Twins`).
extension TypeMatcher {
    /// The tied candidates, when they are twins, or twins but for field types that name contract
    /// types paired with one Swift type.
    mutating func pairedTwins(_ tied: [Candidate]) -> [Candidate]? {
        if let twins = Self.twins(tied) { return twins }
        guard tied.count > 1, let first = tied.first,
              tied.allSatisfy({ $0.type.name == first.type.name && $0.decl.kind == .object }),
              Set(tied.map(\.decl.name)).count == tied.count else { return nil }
        let shape = Self.fieldShape(first.decl)
        guard !shape.isEmpty else { return nil }
        return tied.dropFirst().allSatisfy { sameShapeByPairs(Self.fieldShape($0.decl), shape) } ? tied : nil
    }

    /// Whether two field shapes have the same names, each field's types the same or naming paired twins.
    func sameShapeByPairs(_ a: [String: TypeRef], _ b: [String: TypeRef]) -> Bool {
        a.count == b.count && a.allSatisfy { name, type in b[name].map { sameTypeByPairs(type, $0) } ?? false }
    }

    /// Whether two field types are the same, or name contract types paired with one Swift type.
    func sameTypeByPairs(_ a: TypeRef, _ b: TypeRef) -> Bool {
        switch (a, b) {
        case (.array(let x), .array(let y)), (.map(let x), .map(let y)), (.nullable(let x), .nullable(let y)):
            return sameTypeByPairs(x, y)
        case (.reference(let x, let xArguments), .reference(let y, let yArguments)):
            if x == y, xArguments == yArguments { return true }
            guard xArguments.isEmpty, yArguments.isEmpty, let p = matches[x], let q = matches[y] else { return false }
            return p.type.name == q.type.name
        default:
            return a == b
        }
    }
}

/// Several contract types of nearly one shape tie for one Swift type: a spectator API's live
/// game and its featured game (`CurrentGameInfoDTO`, `FeaturedGameInfoDTO`) share nine keys
/// of eleven with the app's `GameInfo`. Their nested types tell them apart: `GameInfo.participants:
/// [Participant]`, where `Participant` pairs with `CurrentGameParticipantDTO`, which is what
/// `CurrentGameInfoDTO.participants` holds and `FeaturedGameInfoDTO.participants` does not. The
/// contract type whose fields' types pair with the Swift types of more of the struct's
/// properties than any other's takes it, with its twins (an empty `interface B extends A {}`
/// is `A` under another name); the others stay notes.
extension TypeMatcher {
    /// Pairs the tied contract types whose nested types agree most with their one Swift type,
    /// when they are twins and agree more than every other; the Swift type's name, or nil.
    mutating func pairByNestedAgreement(_ tied: [Candidate]) -> [String]? {
        guard tied.count > 1, let first = tied.first,
              tied.allSatisfy({ $0.type.name == first.type.name && $0.decl.kind == .object }),
              Set(tied.map(\.decl.name)).count == tied.count else { return nil }
        let agreement = tied.map { nestedAgreement($0.decl, $0.type) }
        guard let best = agreement.max(), best > 0 else { return nil }
        let winners = tied.indices.filter { agreement[$0] == best }.map { tied[$0] }
        let shape = Self.fieldShape(winners[0].decl)
        guard winners.allSatisfy({ sameShapeByPairs(Self.fieldShape($0.decl), shape) }) else { return nil }
        let others = tied.map(\.decl.name).filter { name in !winners.contains { $0.decl.name == name } }
        for winner in winners {
            let twins = winners.map(\.decl.name).filter { $0 != winner.decl.name }
            let beside = twins.isEmpty ? "" : ", as are its twins " + twins.joined(separator: ", ")
            matches[winner.decl.name] = (winner.type, winner.how + ", over " + Self.listed(others) + ": its fields use the Swift types the contract's field types pair with" + beside)
            weak[winner.decl.name] = nil
            ambiguous[winner.decl.name] = nil
        }
        return [first.type.name]
    }
}
