/// Enums paired by their values: a contract's `NewsApiLanguages { ar = 'ar', de = 'de', … }`
/// and an app's `enum NewsLanguage: String { case all, ar, de, … }` share no name the affixes
/// reach (a plural, an infix), but nearly every value of one is a case of the other. Values
/// alone could be any vocabulary (`asc`, `desc`), so a Swift enum pairs this way only when
///
/// - the contract enum has `valueMinimum` values at least, and no name found it a candidate;
/// - the Swift enum accepts `valueShare` of them, and `caseShare` of its own cases are among them;
/// - it is held by a property of a paired Swift type (the app reads it inside a payload); and
/// - no other free Swift enum accepts as many.
///
/// The pair holds whichever way the contract's holders travel: an enum is a set of values,
/// which the app decodes wherever its holder does, and a value it lacks fails that decode.
extension TypeMatcher {
    static let valueMinimum = 4
    static let valueShare = 0.9
    static let caseShare = 0.75
    static let byValuesMark = "by values: "

    /// Candidates by values for these contract enums, among the free Swift enums.
    mutating func valueCandidates(_ decls: [Declaration], taken: Set<String>) -> [Candidate] {
        guard !decls.isEmpty else { return [] }
        // Built once, on first need: most apps pair every enum by name.
        if enumsByValue == nil {
            var index: [String: [String]] = [:]
            for name in codableNames {
                guard let t = swiftTypes[name], t.kind == .enum else { continue }
                for value in Set(Self.acceptedValues(t)) { index[value, default: []].append(name) }
            }
            enumsByValue = index
        }
        var candidates: [Candidate] = []
        for decl in decls {
            let values = Set(Self.values(of: decl))
            guard values.count >= Self.valueMinimum else { continue }
            var hits: [String: Int] = [:]
            for value in values { for name in enumsByValue?[value] ?? [] where !taken.contains(name) { hits[name, default: 0] += 1 } }
            let ranked = hits.filter { Double($0.value) >= Self.valueShare * Double(values.count) }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            guard let best = ranked.first, ranked.dropFirst().first?.value != best.value, let t = swiftTypes[best.key] else { continue }
            let cases = Self.acceptedValues(t).count
            guard Double(best.value) >= Self.caseShare * Double(cases), heldByPairedType(t) else { continue }
            candidates.append(Candidate(decl: decl, type: t, name: 0, fit: enumFit(decl, t), how: Self.byValuesMark + "\(best.value) of \(values.count) values"))
        }
        return candidates
    }

    /// The string values of a contract enum.
    static func values(of decl: Declaration) -> [String] {
        (decl.cases ?? []).compactMap { if case .string(let s) = $0.value { s } else { nil } }
    }

    /// The wire value of each case of a Swift enum without associated values.
    static func acceptedValues(_ t: ScannedType) -> [String] {
        t.cases.filter { $0.associatedValues.isEmpty }.flatMap { c in t.wireValues[c.name] ?? [c.rawValue ?? t.rawValueMapping[c.name] ?? c.name] }
    }

    /// Whether a property of a paired Swift type is typed with `t` (as a value, an optional or a list).
    mutating func heldByPairedType(_ t: ScannedType) -> Bool {
        for holder in Set(matches.values.map(\.type.name)).sorted() {
            guard let h = swiftTypes[holder], h.kind == .struct || h.kind == .class else { continue }
            for key in wire(h).keys {
                if let text = key.swiftType, SwiftTypeShape(text).elementNames.contains(where: { context.resolve($0, from: holder)?.name == t.name }) { return true }
            }
        }
        return false
    }
}
