/// A paired holder's field names its element type, and the app decodes the field's value into
/// that Swift type, but the two share no key: the app reads the items at another level
/// (`platforms: [GamePlatform]` with `GamePlatform { id, name }`, where each item is
/// `{ platform: { id, name, … }, released_at }`). Every item the app receives goes through that
/// type, so it is the contract type's counterpart all the same, and each field it never reads
/// is drift. Only for a contract object nothing else pairs, held by a Swift type the app decodes
/// and no other contract type stands for, or whose keys are those of an object the contract type
/// holds (the app reads that object one level too high there, whatever else the struct stands
/// for); the pair says which nested object the Swift type's keys belong to, when one does.
extension TypeMatcher {
    /// The method text for pairing `target` with `found` through a field although they share no
    /// key, or nil when that is not evidence enough.
    /// `written`: the holder's property type as written, which must hold `found` itself or a list
    /// of it (not a dictionary of it, whose values are the contract type's fields).
    mutating func heldWithoutSharedKeys(_ target: Declaration, _ found: ScannedType, current: Match?, written: String, through path: String) -> String? {
        guard current == nil, target.kind == .object, found.kind == .struct || found.kind == .class,
              Self.names(written, lastComponent(found.name)), !rootPairedByShape(path) else { return nil }
        let model = wire(found)
        guard model.decodes, !model.keysWithProperties.isEmpty else { return nil }
        let nested = nestedOwnerOfKeys(target, found)
        // A scan of the pairs, on this rare path only: a Swift type another contract type stands for is
        // that type, unless its keys are those of an object this one holds: it reads them here one level too high.
        guard nested != nil || !matches.values.contains(where: { $0.type.name == found.name }) else { return nil }
        var how = "through \(path), though it shares no key with \(target.name)"
        if let nested { how += ": it reads the keys of \(target.name).\(nested) one level too high" }
        return how
    }

    /// The field of `target` whose object type holds most of `found`'s keys, if one does.
    mutating func nestedOwnerOfKeys(_ target: Declaration, _ found: ScannedType) -> String? {
        for field in target.fields ?? [] {
            let fields: [Field]
            if let inner = Self.inlineObjectFields(field.type) {
                fields = inner
            } else if let name = field.type.referencedDeclaration, let decl = declarations[name], decl.kind == .object {
                fields = decl.fields ?? []
            } else {
                continue
            }
            let e = Self.evidence(Declaration(name: target.name + "." + field.name, kind: .object, location: target.location, fields: fields), wire(found))
            if e.swiftKeys > 0, e.shared * 2 > e.swiftKeys { return field.name }
        }
        return nil
    }
}

extension TypeMatcher {
    /// Whether the contract object at the start of a field path (`Response` of `Response.items`,
    /// `geo.Box` of `geo.Box.corners`) was paired by shape alone: its fields' types are weaker evidence then.
    func rootPairedByShape(_ path: String) -> Bool {
        var end = path.startIndex
        while let dot = path[end...].firstIndex(of: ".") {
            if let match = matches[String(path[..<dot])] { return match.method.hasPrefix("by shape") }
            end = path.index(after: dot)
        }
        return matches[path].map { $0.method.hasPrefix("by shape") } ?? false
    }
}
