/// The perfect mirrors of the same name, found on all cores: most of an app's types, which
/// `assign` settles first. Each is what `nameCandidates(_:byStem: nil, …)` would score for
/// its declaration, found without changing anything, so only where that search has no side
/// effect (no note, no rejected pair); every other declaration is searched one at a time as before.
extension TypeMatcher {
    /// For each declaration, its perfect mirror of the same name, or nil to search it as before.
    func perfectMirrors(_ decls: [Declaration], taken: Set<String>, rejected: Set<String>) -> [Candidate?] {
        let matcher = self
        let found = Parallel.chunks(decls.count, serialBelow: 200) { range in
            range.map { matcher.perfectMirror(decls[$0], taken: taken, rejected: rejected) }
        }
        return Array(found.joined())
    }

    /// The same-name candidate that fits the declaration fully (a score of 2.5, the most any
    /// scores), when its direction agrees and its evidence is known or its wire model built.
    func perfectMirror(_ decl: Declaration, taken: Set<String>, rejected: Set<String>) -> Candidate? {
        guard let (t, how) = sameName(decl), how != "the same name but for its case", !taken.contains(t.name),
              !rejected.contains(decl.name + "|" + t.name), directionsAgree(decl, t) else { return nil }
        var e = ShapeEvidence(shared: 0, contractFields: 0, swiftKeys: 0)
        if decl.kind == .object, t.kind == .struct || t.kind == .class || t.kind == .actor {
            let key = EvidenceKey(contract: decl.name, location: decl.location, swift: t.name)
            guard let known = evidenceCache.known[key] ?? wireNames[t.name].map({ Self.evidence(decl, $0) }) else { return nil }
            e = known
        }
        guard e.supports else { return nil }
        let fit = decl.kind == .enumeration ? enumFit(decl, t) : e.contractFields == 0 || e.swiftKeys == 0 ? 1.0 : e.fit
        guard fit >= 2.0 else { return nil }
        return Candidate(decl: decl, type: t, name: 0.5, fit: fit, how: how)
    }
}
