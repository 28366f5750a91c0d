/// A Swift type named by the start of the contract type's name, cut inside its last word:
/// `TeamMember` for the payload `TeamMembership`. The rest (`ship`) is no affix the stems know,
/// so the name counts for little (0.25) and the keys must carry the pair, as they must for an affix.
/// A rest that starts a new word (`Block`, `Object`) is the stems' affair, and a short one (`s`,
/// `es`) is a plural, another type.
extension TypeMatcher {
    /// The shortest start of a name that may name a type on its own.
    static let shortestNamePrefix = 4
    /// The shortest rest of the word: shorter ones are plurals (`Setting` → `Settings`).
    static let shortestWordRest = 3

    /// Candidates whose plain name is a proper start of `decl`'s plain name, one lookup per length:
    /// no scan of the app's types.
    mutating func namePrefixCandidates(_ decl: Declaration, taken: Set<String>, known: [(ScannedType, Double, String)]) -> [(ScannedType, Double, String)] {
        guard decl.kind == .object else { return [] }
        let plain = Array(lastComponent(decl.name))
        var found: [(ScannedType, Double, String)] = []
        guard plain.count >= Self.shortestNamePrefix + Self.shortestWordRest else { return [] }
        for length in stride(from: plain.count - Self.shortestWordRest, through: Self.shortestNamePrefix, by: -1) {
            // Inside the last word: the rest is lowercase letters only.
            guard plain[length...].allSatisfy({ $0.isLowercase }) else { break }
            let start = String(plain[..<length])
            for name in codableByLastComponent[start] ?? [] where !taken.contains(name) {
                guard !known.contains(where: { $0.0.name == name }), !found.contains(where: { $0.0.name == name }),
                      let t = swiftTypes[name], fits(t, decl) else { continue }
                var e = evidence(decl, t)
                if e.contractFields > 0, e.swiftKeys > 0 { e.exact = Self.keysAsSent(decl, wire(t)) }
                guard e.contractFields > 0, e.swiftKeys > 0, e.supportsByExactKeys else { continue }
                found.append((t, 0.25, "the start of its name (\(lastComponent(name)))"))
            }
        }
        return found
    }
}
