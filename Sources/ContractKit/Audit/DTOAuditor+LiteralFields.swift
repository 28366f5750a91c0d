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

    /// An enum whose values are all numbers held by `String`, or all strings held by a number
    /// type: no value of it decodes (`share_limit_action: ShareLimitAction` of `-1 … 3` read as
    /// `String?`). Why, for the message; nil when some value may decode.
    static func enumValuesNeverDecode(_ decl: Declaration, as simple: String) -> String? {
        guard let cases = decl.cases, !cases.isEmpty else { return nil }
        if simple == "String", cases.allSatisfy({ if case .number = $0.value { true } else { false } }) {
            return "its values are numbers, which a String never decodes"
        }
        if numericTypes.contains(simple), cases.allSatisfy({ if case .string = $0.value { true } else { false } }) {
            return "its values are strings, which \(simple) never decodes"
        }
        return nil
    }
}
