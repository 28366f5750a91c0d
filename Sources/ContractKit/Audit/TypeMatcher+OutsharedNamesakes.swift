/// A name twin that is not the payload: a contract with both a short `ChannelMember` (four keys)
/// and the full `ChannelMembership`, beside a Swift `ChannelMember` that reads most of the
/// membership's keys. The name counts for less than the keys: the twin loses to the differently
/// named type whose shared keys hold all of the twin's and most of the Swift type's.
extension TypeMatcher {
    /// The candidates without the name twins another contract type out-shares on the same Swift type,
    /// each left with a note that says which type reads it.
    mutating func withoutOutsharedNamesakes(_ candidates: [Candidate]) -> [Candidate] {
        var byType: [String: [Int]] = [:]
        for (i, c) in candidates.enumerated() where c.decl.kind == .object { byType[c.type.name, default: []].append(i) }
        var dropped = Set<Int>()
        // In name order: the first note a twin gets is the one kept, the same on every run.
        for (_, group) in byType.filter({ $0.value.count > 1 }).sorted(by: { $0.key < $1.key }) {
            let twins = group.filter { candidates[$0].name >= 0.45 }
            guard !twins.isEmpty else { continue }
            let others = group.filter { candidates[$0].name < 0.45 }
            guard !others.isEmpty else { continue }
            let model = wire(candidates[group[0]].type)
            let keyCount = model.keyIndex.count
            for i in twins {
                let twin = candidates[i]
                let mine = Self.sharedKeys(twin.decl, model)
                guard mine.count * 2 < keyCount else { continue }
                let rival = others.lazy.map { candidates[$0] }.first { o in
                    guard o.decl.name != twin.decl.name else { return false }
                    let theirs = Self.sharedKeys(o.decl, model)
                    return theirs.count * 2 > keyCount && mine.isStrictSubset(of: theirs)
                }
                guard let rival else { continue }
                dropped.insert(i)
                if weak[twin.decl.name] == nil {
                    weak[twin.decl.name] = "\(twin.decl.name) was not paired with \(twin.type.name) (\(twin.how)): the Swift type reads \(Self.sharedKeys(rival.decl, model).count) of \(keyCount) keys of \(rival.decl.name), which holds every key it shares with \(twin.decl.name); pin it in contractkit.json under audit.types if it is the same type"
                }
            }
        }
        guard !dropped.isEmpty else { return candidates }
        return candidates.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// The Swift type's JSON keys that `decl`'s fields are read by, with no plain contradiction.
    static func sharedKeys(_ decl: Declaration, _ model: WireModel) -> Set<String> {
        var found = Set<String>()
        for field in decl.fields ?? [] {
            guard let key = model.key(forWireName: field.name), !plainlyContradicts(field.type, key.swiftType) else { continue }
            found.insert(key.name)
        }
        return found
    }
}
