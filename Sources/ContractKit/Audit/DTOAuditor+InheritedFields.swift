/// One finding for one drift of an inherited field.
///
/// A Swift type often stands for a contract type and the ones that extend it
/// (`interface Artist`, `type ArtistMatch = Artist & Match`, both decoded into one
/// `struct Artist`). Each pair is audited whole, so a field `Artist` declares and the struct
/// drops was reported once per contract type: the same drift, at the same contract line and
/// the same Swift line, counted two or three times. A reviewer fixes it once.
///
/// Findings of one rule on one field, at the same contract and Swift locations, whose
/// messages differ only in the contract type's name, are one drift. It is reported under
/// the type with the fewest fields (the base the others extend), and its message names the
/// types that inherit it. Generic instances of one declaration differ in their messages
/// (their type arguments), so each keeps its own finding; so does a field of an inline object,
/// whose finding names its path.
extension DTOAuditor {
    struct InheritedDriftKey: Hashable {
        var rule: RuleID
        var field: String
        var contract: SourceLocation
        var swift: SourceLocation
        var message: String
    }

    static func oneFindingPerInheritedField(_ findings: [Finding], fieldCounts: [String: Int]) -> [Finding] {
        var groups: [InheritedDriftKey: [Int]] = [:]
        for (i, finding) in findings.enumerated() {
            // An inline object's finding names its path (`Room.avatar.info`): it stays, so the
            // reviewer sees where the nested shape is.
            guard fieldCounts[finding.type] != nil, let key = inheritedDriftKey(finding) else { continue }
            groups[key, default: []].append(i)
        }
        var dropped = Set<Int>()
        var kept = findings
        for indices in groups.values where indices.count > 1 {
            let ordered = indices.sorted { a, b in
                let (x, y) = (findings[a].type, findings[b].type)
                return (fieldCounts[x]!, x, a) < (fieldCounts[y]!, y, b)
            }
            let heirs = ordered.dropFirst().map { findings[$0].type }
            kept[ordered[0]].message += "; \(heirs.joined(separator: ", ")) \(heirs.count == 1 ? "inherits" : "inherit") it"
            dropped.formUnion(ordered.dropFirst())
        }
        return kept.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// The finding's drift, independent of the contract type it was seen through; nil for a
    /// finding of no field or with no location on either side.
    private static func inheritedDriftKey(_ finding: Finding) -> InheritedDriftKey? {
        guard finding.layer == .dto, let field = finding.field, let contract = finding.contract, let swift = finding.swift else { return nil }
        let message = replacingName(finding.type, in: finding.message)
        return InheritedDriftKey(rule: finding.rule, field: field, contract: contract, swift: swift, message: message)
    }

    /// The message with each whole-word occurrence of `name` replaced by a placeholder.
    private static func replacingName(_ name: String, in message: String) -> String {
        var out = "", rest = message[...]
        while let range = rest.range(of: name) {
            let before = range.lowerBound == rest.startIndex ? out.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            let whole = !(before.map(isIdentifierCharacter) ?? false) && !(after.map(isIdentifierCharacter) ?? false)
            out += rest[..<range.lowerBound] + (whole ? "\u{1}" : name)
            rest = rest[range.upperBound...]
        }
        return out + rest
    }

    private static func isIdentifierCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" }
}
