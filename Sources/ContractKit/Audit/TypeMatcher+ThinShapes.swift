/// A shape on one or two keys is the weakest evidence there is, and it must not beat a
/// contract type that has every key of the Swift type: `{ token }` (a two-factor code the
/// client sends) shares one key with the app's `ShareTokenResponse { websiteId, token }`, but
/// the share page's answer `{ shareId, token, websiteId?, … }` has both. The thin candidate
/// gives way; when one contract type alone has all the struct's keys and the app decodes the
/// struct on its own, that type is the candidate instead, and the fields it has beyond them
/// are what the app drops.
extension TypeMatcher {
    /// For a shape candidate of `decl` that shares `matched` (fewer than `strongShapeKeys`) of
    /// `t`'s `keys`: nil when no other contract object has every key of `t`; else the
    /// one that has them all when it is the only one, free and unpaired (the empty
    /// string when there are several).
    func fullerHolder(of t: ScannedType, keys: [String], matched: Int, beside decl: Declaration, index: inout [String: Set<String>]?) -> String? {
        guard matched < Self.strongShapeKeys, matched < keys.count, !keys.isEmpty else { return nil }
        if index == nil { index = fieldHolders() }
        var holders: Set<String>?
        for key in keys {
            let having = index![key] ?? []
            holders = holders.map { $0.intersection(having) } ?? having
            if holders!.isEmpty { return nil }
        }
        // A fuller form of this very type (`Book extends BookSummary`) that the struct stands
        // for, paired or of its very name, makes the thin shape its variant, not a rival's.
        let others = (holders ?? []).subtracting([decl.name]).filter {
            !(matches[$0]?.type.name == t.name || lastComponent($0) == lastComponent(t.name)) || !sharesDeclaredFields($0, decl.name)
        }
        guard !others.isEmpty else { return nil }
        guard others.count == 1, let only = others.first, matches[only] == nil, exposed.contains(only) else { return "" }
        return only
    }

    /// The candidate that pairs `t` with the only contract object that has all its keys, when
    /// the app decodes `t` on its own: a struct held inside another may be any small part of it.
    mutating func fullerCandidate(_ name: String, _ t: ScannedType, keys: Int) -> Candidate? {
        guard Self.decodedOnItsOwn(context.typeDirections[t.name]),
              let holder = declarations[name], holder.kind == .object, let fields = holder.fields, !fields.isEmpty,
              directionsAgree(holder, t), contradictedKeys(holder, t) == 0 else { return nil }
        let coverage = Double(keys) / Double(fields.count)
        return Candidate(decl: holder, type: t, name: 0, fit: coverage + 1.0, how: "by shape: all \(keys) keys of \(lastComponent(t.name)), which \(name) alone has")
    }
}
