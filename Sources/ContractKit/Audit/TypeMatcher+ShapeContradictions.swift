/// A key two shapes share by name is evidence only when its values can meet: `value: string`
/// read as `Int` shares the name and nothing else, and a field `contentDetails: { upload?,
/// like? }` (or `id: string`) read by a struct that requires `totalItemCount` and
/// `newItemCount` names another object. The shape search counts keys by name through its index, then takes these back
/// for the few Swift types that pass its first cut, so that a one-key shape whose one key
/// contradicts (`{ value: string }` and `{ value: Int }`) is no candidate, and a payload
/// whose nested objects are another endpoint's loses to the one whose nested objects match.
extension TypeMatcher {
    /// How many of `decl`'s fields that `t` reads by name hold a value `t` cannot read there:
    /// a plain contradiction of kinds, or a value the nested Swift struct cannot decode.
    mutating func contradictedKeys(_ decl: Declaration, _ t: ScannedType) -> Int {
        let model = wire(t)
        var contradicted = 0
        for field in decl.fields ?? [] {
            guard let key = model.key(forWireName: field.name) else { continue }
            if Self.plainlyContradicts(field.type, key.swiftType) || nestsAnotherObject(field.type, key, in: t) { contradicted += 1 }
        }
        return contradicted
    }

    /// Whether `type` meets a nested Swift struct that requires keys and cannot read it: an
    /// inline object with named fields none of which the struct reads, or a string, number or
    /// Boolean, which a struct decoded by its keys (no hand-written `init(from:)`) never reads.
    mutating func nestsAnotherObject(_ type: TypeRef, _ key: WireModel.Key, in holder: ScannedType) -> Bool {
        var type = type
        while case .nullable(let inner) = type { type = inner }
        let fields: [Field]
        switch type {
        case .object(let named) where !named.isEmpty: fields = named
        case .primitive(.string), .primitive(.number), .primitive(.integer), .primitive(.boolean), .formattedString: fields = []
        default: return false
        }
        guard !key.opensNestedObject, let text = key.swiftType, case .named(let name, let arguments) = SwiftTypeShape(text).unwrapped,
              arguments.isEmpty, let nested = context.resolve(name, from: holder.name), nested.kind == .struct || nested.kind == .class else { return false }
        let model = wire(nested)
        guard model.partial.isEmpty, !model.handWrittenDecoder, model.keys.contains(where: { $0.decodes && !$0.mayBeAbsent }) else { return false }
        return !fields.contains { model.key(forWireName: $0.name) != nil }
    }

    /// Whether another Codable struct of the app, paired or not, reads every field of `decl`
    /// that `t` has by name with a value that can meet: then `t`'s keys are a namesake's.
    /// Asked only for a shape whose every shared key contradicts, which is rare.
    mutating func valuesReadElsewhere(_ decl: Declaration, besides t: ScannedType) -> Bool {
        let named = (decl.fields ?? []).filter { wire(t).key(forWireName: $0.name) != nil }
        guard !named.isEmpty else { return false }
        for other in codableNames where other != t.name {
            guard let type = swiftTypes[other], type.kind == .struct || type.kind == .class else { continue }
            let model = wire(type)
            if named.allSatisfy({ field in model.key(forWireName: field.name).map { !Self.plainlyContradicts(field.type, $0.swiftType) } ?? false }) { return true }
        }
        return false
    }
}
