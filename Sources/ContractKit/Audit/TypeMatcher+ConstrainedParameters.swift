/// A generic field whose parameter is bounded by a named union: `TimelineEvent<T extends
/// EventMetadata> { metadata: T }`. Whatever the argument, the value is one of the union's arms,
/// so the Swift type the pair's property holds (`Event.metadata: Metadata`) reads the union,
/// as it would for `metadata: EventMetadata`; pairing the union there lets its arms be judged
/// against that struct (`TypeMatcher+UnionStructs`). Only for pairing through fields: the
/// field's own audit is unchanged.
extension TypeMatcher {
    /// The fields of `decl` with each generic parameter constrained to a named union read as
    /// that union; nil when no parameter is so constrained (most declarations have none).
    func fieldsWithUnionBounds(_ decl: Declaration) -> [Field]? {
        guard !decl.genericParameters.isEmpty, let fields = decl.fields else { return nil }
        var bounds: [String: TypeRef] = [:]
        for parameter in decl.genericParameters {
            guard case .reference(let name, _)? = parameter.constraint, let bound = declarations[name] else { continue }
            // `type EventMetadata = Listen | PinEventMetadata | …` is an alias of an undiscriminated union.
            guard bound.kind == .union || { if case .union? = bound.target { return true }; return false }() else { continue }
            bounds[parameter.name] = .reference(name: name, arguments: [])
        }
        guard !bounds.isEmpty else { return nil }
        return fields.map { field in
            var bounded = field
            bounded.type = field.type.substituting(bounds)
            return bounded
        }
    }
}
