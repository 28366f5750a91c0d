/// A contract enumeration (a TypeScript `enum`, a union of string or number literals) is a
/// single JSON value on the wire: a string or a number. A Swift struct or class decodes a
/// keyed object, so a field of one (`friend: FollowerStatus` read as `friend: [Athlete]?`)
/// names another thing, not the enumeration's counterpart. Structure never pairs the two;
/// the field's type check then reports the contradiction, and the enumeration's own note
/// says why it stayed unpaired (the field's finding is the drift, not a missing type).
/// A struct that is `RawRepresentable` (an `OptionSet` of flags) decodes its raw value and
/// may hold it.
extension TypeMatcher {
    /// Whether `found`, named by a field typed with `target`, could read `target` at all.
    static func holdsLiteralValues(_ found: ScannedType, for target: Declaration) -> Bool {
        guard target.kind == .enumeration, found.kind == .struct || found.kind == .class || found.kind == .actor else { return true }
        return readsRawValue(found)
    }

    /// A struct or class that decodes one raw value through `RawRepresentable`'s `Codable`.
    static func readsRawValue(_ t: ScannedType) -> Bool {
        t.conformances.contains { ["RawRepresentable", "OptionSet"].contains(lastComponent($0)) }
    }

    /// Records why `target` did not pair with the aggregate `found` that `path` names.
    mutating func noteLiteralHolder(_ target: Declaration, _ found: ScannedType, path: String) {
        guard matches[target.name] == nil, weak[target.name] == nil else { return }
        weak[target.name] = "\(target.name) was not paired with \(found.name) (through \(path)): \(found.name) decodes a keyed object, never the one string or number of an enumeration; the field's type check reports what the app reads instead"
    }
}
