/// What decoding showed of each static finding, for `audit --verify`: a DTO finding is
/// `confirmed by decoding` when a runtime finding on the same type names the same field
/// (or a field under it), or the same enum value or union tag (a payload of that variant
/// failed, or its failure names the value); `not reproduced by decoding` only when every
/// payload of the type decoded; otherwise decoding did not get far enough to tell.
public enum DecodingEvidence {
    /// The static findings with their evidence, then the runtime findings none of them
    /// explains. `verifiedTypes`: contract types decoded; `undecoded`: contract types with a
    /// payload that never decoded, whatever was substituted.
    public static func mark(_ findings: [Finding], runtime: [Finding], verifiedTypes: Set<String>, undecoded: Set<String>) -> [Finding] {
        var used = Set<Int>()
        var marked = findings.map { finding -> Finding in
            guard finding.layer == .dto, finding.severity != .info, verifiedTypes.contains(finding.type), finding.field != nil else { return finding }
            var f = finding
            let matches = runtime.indices.filter { confirms(runtime[$0], finding) }
            if let first = matches.first {
                f.evidence = "confirmed by decoding (\(runtime[first].variant ?? "payload"): \(runtime[first].rule))"
                used.formUnion(matches)
            } else if undecoded.contains(finding.type) {
                f.evidence = "not checked by decoding: a payload of \(finding.type) failed to decode before it could show this"
            } else {
                f.evidence = "not reproduced by decoding"
            }
            return f
        }
        marked += runtime.indices.filter { !used.contains($0) }.map { runtime[$0] }
        return marked.sorted(by: Finding.reportOrder)
    }

    /// Whether a runtime finding shows a static one: same type, and the same field, or
    /// the same value of an enum or union tag.
    static func confirms(_ r: Finding, _ finding: Finding) -> Bool {
        guard r.rule != .notVerified, r.type == finding.type, let field = finding.field else { return false }
        if r.field == field || r.field?.hasPrefix(field + ".") == true { return true }
        guard finding.rule == .unionVariantMissing || finding.rule == .enumCaseMissing, let value = taggedValue(finding) else { return false }
        let variants = (r.variant ?? "").split(separator: ",").map { String($0).trimmingSpaces() }
        if variants.contains("variant-" + value) { return true }
        return r.rule == .decodeFailed && (r.message.contains("\"\(value)\"") || r.message.contains("'\(value)'"))
    }

    /// The enum value or union tag a finding is about: its field for a declaration's value
    /// or tag, the quoted value in the message for a field's inline union.
    static func taggedValue(_ finding: Finding) -> String? {
        if finding.rule == .unionVariantMissing { return finding.field }
        guard let open = finding.message.range(of: " value '") else { return finding.field }
        let rest = finding.message[open.upperBound...]
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }
}
