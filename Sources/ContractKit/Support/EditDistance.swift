/// How many single-character edits (insert, delete, replace, or swap two neighbours) turn
/// `a` into `b`: the optimal-string-alignment distance. Used for "did you mean …?".
///
/// For example: `editDistance("WrokDTO", "WorkDTO")` is 1.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}

/// The candidate `name` looks like a typo of: the same but for case, or one edit away (two
/// for names of ten characters or more); the nearest, then the first in sorted order. Short
/// names (under five characters) match only by case, so an ambient `Env` never suggests
/// `End`, unless `shortNames` (for a name already known to be wrong, like a config key
/// that matches nothing) allows them one edit too. The one "did you mean …?" rule for
/// contract names, config keys and command-line flags.
public func nearMiss(_ name: String, among candidates: some Sequence<String>, shortNames: Bool = false) -> String? {
    let lowered = name.lowercased()
    let allowed = lowered.count >= 10 ? 2 : lowered.count >= 5 || (shortNames && lowered.count >= 3) ? 1 : 0
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
        let other = candidate.lowercased()
        let distance: Int
        if other == lowered {
            distance = 0
        } else {
            guard allowed > 0, abs(other.count - lowered.count) <= allowed else { continue }
            distance = editDistance(lowered, other)
        }
        guard distance <= allowed else { continue }
        if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) { best = (candidate, distance) }
    }
    return best?.name
}
