/// A map the app reads into a struct only under `try?`:
/// ```swift
/// self.links = try? container.decode(PagingLinks.self, forKey: .links)
/// ```
/// `links?: Record<string, string>` names the values' type but none of the keys. A struct whose
/// every property takes that type contradicts nothing the contract says; a map without the keys
/// it requires throws, and `try?` turns that into nil: the links are lost, the holder still
/// decodes. A warning, as `Record<string, unknown>` read into a struct is. Read with a plain
/// `decode`, the same map fails its holder's decode, which stays an error.
extension DTOAuditor {
    /// The reason a contract map held by a struct of fitting values, read only under `try?`
    /// (or with a `?? fallback`), cannot fail the decode of `owner`; nil otherwise.
    func triedMapReason(_ type: TypeRef, _ shape: SwiftTypeShape, owner: ScannedType, property: ScannedProperty) -> String? {
        var contract = type
        if case .nullable(let inner) = contract { contract = inner }
        guard case .map(let value) = contract, case .named(let name, _) = shape, let decoder = owner.decoder, !decoder.singleValue else { return nil }
        let reads = decoder.reads.filter { $0.property == property.name }
        guard !reads.isEmpty, reads.allSatisfy({ $0.optionalTry || $0.fallback != nil }),
              let holder = nestedType(name, owner: owner), holder.decoder.map({ !$0.singleValue }) ?? true else { return nil }
        let stored = holder.properties.filter { $0.stored && !$0.static }
        guard !stored.isEmpty, stored.allSatisfy({ p in
            p.type.map { !Self.neverFits(typeCompatibility(value, SwiftTypeShape($0).unwrapped, owner: holder)) } ?? false
        }) else { return nil }
        let required = stored.filter { !$0.optional && $0.defaultValue == nil && !SwiftTypeShape($0.type ?? "").isOptional }
        let keys = required.prefix(4).map { "'\($0.name)'" }.joined(separator: ", ") + (required.count > 4 ? ", …" : "")
        return "the contract does not name the map's keys; one without the keys \(holder.name) requires (\(keys)) is lost, "
            + "but \(owner.name) reads it with try?, so its decode does not fail"
    }
}
