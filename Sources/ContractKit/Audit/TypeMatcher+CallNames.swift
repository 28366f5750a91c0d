/// A contract type named for the call that returns it (`GetGameResponse`, what a `getGame`
/// call answers) names the thing the call gets: `Game`, which an app may call `GameDetails`.
/// Its stems without the verb find candidates as an affix does, and count as little as the
/// contract's shared prefix: the keys must support them, and the fit decides.
extension TypeMatcher {
    static let callVerb = "Get"
    static let callAnswer = "Response"

    /// The stems of `name` and of its name without the contract's shared prefix, each without
    /// a leading `Get` where the name ends in `Response`; empty for any other name.
    static func callNameStems(_ name: String, stripped: String?) -> Set<String> {
        var found = Set<String>()
        for form in [lastComponent(name), stripped].compactMap({ $0 }) {
            if let rest = withoutCallVerb(form) { found.formUnion(stems(rest)) }
        }
        return found
    }

    /// `GetGameResponse` → `GameResponse`; nil unless a word follows the verb and the name ends in `Response`.
    static func withoutCallVerb(_ name: String) -> String? {
        guard name.hasPrefix(callVerb), name.hasSuffix(callAnswer), name.utf8.count > callVerb.utf8.count + callAnswer.utf8.count,
              let next = name.utf8.dropFirst(callVerb.utf8.count).first, next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") else { return nil }
        return String(name.dropFirst(callVerb.count))
    }
}
