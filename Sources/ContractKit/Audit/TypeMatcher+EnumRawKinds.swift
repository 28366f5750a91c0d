extension TypeMatcher {
    /// Whether a Swift enum's raw values can meet a contract enum's values: an enum whose raw
    /// type is `String` never decodes a contract enum of numbers (`ShareLimitAction` of `-1 … 3`
    /// beside the app's `enum ShareLimitAction: String` of form labels), nor one whose raw type
    /// is a number a contract enum of strings. An enum with its own decoder reads what it reads.
    static func rawValuesCanMeet(_ decl: Declaration, _ t: ScannedType) -> Bool {
        guard t.kind == .enum, t.decoder == nil, let raw = t.conformances.first.map(lastComponent), let cases = decl.cases, !cases.isEmpty else { return true }
        if raw == "String" { return !cases.allSatisfy { if case .number = $0.value { true } else { false } } }
        if DTOAuditor.numericTypes.contains(raw) { return !cases.allSatisfy { if case .string = $0.value { true } else { false } } }
        return true
    }
}
