extension TypeMatcher {
    /// Applies the prefix and suffix that matched enums show to unmatched ones.
    mutating func inferEnumAffixes() -> Bool {
        var affixes: [String: Int] = [:]
        for decl in schema.declarations where decl.kind == .enumeration {
            guard let (swiftType, _) = matches[decl.name], swiftType.name != decl.name,
                  let range = swiftType.name.range(of: decl.name) else { continue }
            let affix = "\(swiftType.name[..<range.lowerBound])|\(swiftType.name[range.upperBound...])"
            affixes[affix, default: 0] += 1
        }
        guard let best = affixes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { return false }
        let parts = best.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        for decl in schema.declarations where decl.kind == .enumeration && matches[decl.name] == nil {
            if let t = swiftTypes[parts[0] + decl.name + parts[1]] {
                let what = [parts[0].isEmpty ? nil : "prefix '\(parts[0])'", parts[1].isEmpty ? nil : "suffix '\(parts[1])'"].compactMap { $0 }
                matches[decl.name] = (t, "enum " + what.joined(separator: " and ") + ", inferred from the fields that use enums")
                changed = true
            }
        }
        return changed
    }
}
