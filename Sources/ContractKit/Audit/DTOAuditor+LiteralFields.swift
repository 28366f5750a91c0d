/// A field typed with a contract enumeration carries one string or one number. A Swift
/// property that holds a list, a dictionary, or a struct decoded from a keyed object
/// (`friend: [Athlete]?` for `friend: FollowerStatus`) fails on every payload, whether or
/// not the enumeration has a Swift counterpart: it is a type mismatch.
extension DTOAuditor {
    /// Whether `shape` can never hold the one value of the enumeration `decl`.
    func neverHoldsLiteral(_ decl: Declaration, _ shape: SwiftTypeShape, owner: ScannedType) -> Bool {
        guard decl.kind == .enumeration else { return false }
        switch shape.unwrapped {
        case .array, .dictionary:
            return true
        case .named(let name, _):
            guard let t = matcher.context.resolve(name, from: owner.name), t.kind == .struct || t.kind == .class else { return false }
            // A hand-written decoder may read one value; a synthesized one reads a keyed object.
            return t.decoder == nil && !TypeMatcher.readsRawValue(t)
        default:
            return false
        }
    }
}
