/// An inline object held by a dictionary: `urls: { get: string; cancel: string; web?: string }`
/// held by `[String: URL]`. A JSON object decodes into a dictionary keyed by `String`
/// whatever its keys, so it mirrors the object when every field's value decodes as the
/// dictionary's value type: judged as a map of that value. An optional field is a key that
/// may be absent, which a dictionary allows; a field that may be `null` fails a
/// non-optional value type, and so does any field whose type the value type cannot hold.
extension DTOAuditor {
    func inlineObjectAsMap(_ fields: [Field], key: SwiftTypeShape, value: SwiftTypeShape, owner: ScannedType) -> Compatibility {
        guard case .named(let keyName, []) = key, !fields.isEmpty else { return .incompatible }
        if lastComponent(keyName) != "String" {
            // `[LinkKind: URL]` read by the app's own `decode(_: [LinkKind: URL].Type, forKey:)`:
            // each key it has a case for, with the values judged as below.
            guard let keys = scannedEnum(named: keyName, owner: owner), Self.appDecodesAsObject(keyedBy: lastComponent(keyName), matcher.context.helpers)
            else { return .incompatible }
            let accepted = enumAccepts(keys)
            let kept = fields.filter { accepted.contains($0.name) }
            let values = kept.isEmpty ? .compatible : inlineObjectAsMap(kept, key: .named("String", []), value: value, owner: owner)
            let narrowing: String?
            switch values {
            case .compatible: narrowing = nil
            case .narrowing(let reason): narrowing = reason
            default: return values
            }
            return .keyedByEnum(fields.filter { !accepted.contains($0.name) }, keys, narrowing: narrowing)
        }
        var narrowing: String?
        for field in fields {
            var type = field.type
            if case .nullable(let inner) = type { type = inner }
            if field.optionality.isNullable || type != field.type, !value.isOptional { return .incompatible }
            switch typeCompatibility(type, value.unwrapped, owner: owner) {
            case .compatible: continue
            case .narrowing(let reason): narrowing = narrowing ?? "\(field.name): \(reason)"
            default: return .incompatible
            }
        }
        return narrowing.map(Compatibility.narrowing) ?? .compatible
    }

    /// Each field of an inline object that an enum-keyed dictionary's own decoding drops: the
    /// key has no case, and the app's `decode(_:forKey:)` keeps only keys it has cases for.
    mutating func reportDroppedMapKeys(_ dropped: [Field], _ keys: ScannedType, typeName: String, field: Field, at swiftLocation: SourceLocation) {
        for key in dropped {
            report(.missingField, type: "\(typeName).\(field.name)", field: key.name,
                   "\(typeName).\(field.name).\(key.name) (\(key.irDescription)) has no case in \(keys.name), and the app's decode of the dictionary keeps only the keys it has cases for: the app drops this data",
                   contract: key.location, swift: swiftLocation)
        }
    }
}
