/// An inline object held by a dictionary: `urls: { get: string; cancel: string; web?: string }`
/// held by `[String: URL]`. A JSON object decodes into a dictionary keyed by `String`
/// whatever its keys, so it mirrors the object when every field's value decodes as the
/// dictionary's value type: judged as a map of that value. An optional field is a key that
/// may be absent, which a dictionary allows; a field that may be `null` fails a
/// non-optional value type, and so does any field whose type the value type cannot hold.
extension DTOAuditor {
    func inlineObjectAsMap(_ fields: [Field], key: SwiftTypeShape, value: SwiftTypeShape, owner: ScannedType) -> Compatibility {
        guard case .named(let keyName, []) = key, lastComponent(keyName) == "String", !fields.isEmpty else { return .incompatible }
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
}
