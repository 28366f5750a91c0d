/// Which Swift dictionaries Foundation codes as a JSON object. `Dictionary: Codable` uses a
/// keyed container only when its key is `String` or `Int`, or conforms to
/// `CodingKeyRepresentable`; with any other key (an enum of currency codes, say, even a
/// `String`-backed one) it reads and writes an array of alternating keys and values, so a
/// JSON object never decodes into it.
extension DTOAuditor {
    /// Why a dictionary with this key type cannot hold a JSON object; nil when it can, or
    /// when the key is a type the scan does not know.
    func arrayCodedKey(_ key: SwiftTypeShape, owner: ScannedType) -> String? {
        guard case .named(let name, let args) = key.unwrapped, args.isEmpty else { return nil }
        let simple = lastComponent(name)
        if simple == "String" || simple == "Int" { return nil }
        // `typealias CurrencyCode = String`: what the alias names.
        if let target = matcher.aliasTarget(name, from: owner.name) { return arrayCodedKey(SwiftTypeShape(target), owner: owner) }
        guard let t = matcher.context.resolve(name, from: owner.name) ?? matcher.swiftTypes[name] else { return nil }
        let representable = t.conformances.contains { CodableTypes.mentions($0, ["CodingKeyRepresentable"]) }
        guard !representable, !Self.appDecodesAsObject(keyedBy: simple, matcher.context.helpers) else { return nil }
        return "a dictionary keyed by \(t.name), which is neither String nor Int and not CodingKeyRepresentable, "
            + "is coded as an array of alternating keys and values, so a JSON object fails the decode"
    }

    /// Whether the app's own extension of `KeyedDecodingContainer` decodes a dictionary with
    /// this key type (`func decode<T>(_ type: Dictionary<UserKey, T>.Type, forKey:)`): Swift
    /// picks that overload over the standard one for such a property, synthesized `init(from:)`
    /// included, and the app's version reads a keyed container (an object) by its keys.
    static func appDecodesAsObject(keyedBy key: String, _ helpers: [ScannedCodingHelper]) -> Bool {
        helpers.contains { helper in
            guard helper.name == "decode" || helper.name == "decodeIfPresent", var text = helper.firstParameterType else { return false }
            if text.hasSuffix(".Type") { text = String(text.dropLast(5)) }
            guard case .dictionary(let k, _) = SwiftTypeShape(text), case .named(let name, []) = k else { return false }
            return lastComponent(name) == key
        }
    }

    /// The app's own `decode(_: UInt.Type, forKey:)` in an extension of `KeyedDecodingContainer`:
    /// it shadows Foundation's for every read of that type in the app, synthesized ones too,
    /// and may accept what Foundation's rejects (a number written as a string).
    static func appDecodeOverload(of type: String, _ helpers: [ScannedCodingHelper]) -> String? {
        let found = helpers.first { helper in
            guard helper.name == "decode" || helper.name == "decodeIfPresent", let text = helper.firstParameterType, text.hasSuffix(".Type") else { return false }
            return lastComponent(String(text.dropLast(5))) == type
        }
        return found.map { "\($0.name)(_: \(type).Type, forKey:)" }
    }
}
