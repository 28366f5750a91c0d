/// A nested Swift type whose path spells the contract's name once an affix is dropped:
/// `OrganizationDomain.Verification` for `OrganizationDomainVerificationJSON`. Without it, the
/// nested type is found only by its last name (`Verification`), where a namesake from another
/// layer (a camelCase `VerificationResource` sharing three one-word keys) could take it; with
/// it, both compete, and the type whose keys the Swift type reads wins.
extension TypeMatcher {
    /// The candidates whose nesting spells one of the contract name's stems, each supported by
    /// the keys exactly as the Swift type reads them.
    mutating func nestedStemCandidates(_ decl: Declaration, taken: Set<String>, known: [(ScannedType, Double, String)]) -> [(ScannedType, Double, String)] {
        let plain = lastComponent(decl.name).lowercased()
        var found: [(ScannedType, Double, String)] = []
        for stem in Self.stems(decl.name).sorted() where stem != plain {
            for name in codableByJoinedName[stem] ?? [] where !taken.contains(name) && !known.contains(where: { $0.0.name == name }) && !found.contains(where: { $0.0.name == name }) {
                guard let t = swiftTypes[name], fits(t, decl) else { continue }
                if decl.kind == .object {
                    var e = evidence(decl, t)
                    guard e.contractFields > 0, e.swiftKeys > 0 else { continue }
                    e.exact = Self.keysAsSent(decl, wire(t))
                    guard e.supportsByExactKeys else { continue }
                }
                found.append((t, 0.3, "the name its nesting spells (\(name)) with " + Self.affixDifference(decl.name, name.replacingOccurrences(of: ".", with: ""))))
            }
        }
        return found
    }
}
