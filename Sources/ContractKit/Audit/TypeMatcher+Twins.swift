/// Twins: contract types that declare the same fields with the same types (optionality
/// aside), as a contract does for each endpoint that returns one shape (`MovieDetails` and
/// `LatestMovie`; `Movie` and `Recommendation`). They tie for every Swift type by nature,
/// so a tie among twins alone for one Swift type is no doubt about which Swift type it is:
/// it stands for all of them, and the tie pairs them all instead of none. A tie with any
/// type that differs in a field's name or type still asks for a pin.
extension TypeMatcher {
    /// The tied candidates, when they are twin contract types that tie for one Swift type.
    static func twins(_ tied: [Candidate]) -> [Candidate]? {
        guard tied.count > 1, let first = tied.first,
              tied.allSatisfy({ $0.type.name == first.type.name && $0.decl.kind == .object }),
              Set(tied.map(\.decl.name)).count == tied.count else { return nil }
        let shape = fieldShape(first.decl)
        guard !shape.isEmpty, tied.dropFirst().allSatisfy({ fieldShape($0.decl) == shape }) else { return nil }
        return tied
    }

    /// Field name → type, optionality aside.
    static func fieldShape(_ decl: Declaration) -> [String: TypeRef] {
        var shape: [String: TypeRef] = [:]
        for field in decl.fields ?? [] { shape[field.name] = field.type }
        return shape
    }
}
