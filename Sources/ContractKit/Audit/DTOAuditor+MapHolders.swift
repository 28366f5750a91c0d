/// A map of described values (`Record<string, string | null>`, additionalProperties of a
/// string) held by a struct of optional keys, each of a type that takes the map's values
/// (`String?`): whatever keys the object has, the struct decodes it and keeps the ones it
/// names, as it does for an open map.
extension DTOAuditor {
    /// Whether every stored property of `holder` reads a value of the map's value type.
    func everyKeyTakes(_ value: TypeRef, _ holder: ScannedType) -> Bool {
        var plain = value
        while case .nullable(let inner) = plain { plain = inner }
        let stored = holder.properties.filter { $0.stored && !$0.static }
        guard !stored.isEmpty else { return false }
        return stored.allSatisfy { p in
            guard let text = p.type else { return false }
            switch typeCompatibility(plain, SwiftTypeShape(text).unwrapped, owner: holder) {
            case .compatible, .widened, .widenedNumber: return true
            default: return false
            }
        }
    }
}
