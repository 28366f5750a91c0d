/// Inline objects made from a named type with every one of its keys: `Partial<Category>`,
/// `Readonly<Torrent>`.
///
/// The contract reader expands them into inline objects whose fields are the named type's own
/// (same names, same source lines; `Partial` only makes each optional). A `Pick` or an `Omit`
/// is another shape, with keys of its own choosing, and is audited at its own path. When the Swift type
/// that holds such an object is the one the named type is paired with, that pair's audit
/// already compares every field with it: a dropped field or a mistyped one is the same drift,
/// reported once under the named type (as an inherited field is reported once under its
/// base), not again under the holder's path. What the holder adds is only optionality: a
/// `Partial<Category>` may leave out `name`, which `struct Category` requires. That is one
/// drift of the holder's field, reported there once, naming the keys.
extension DTOAuditor {
    /// Swift type name → the contract types audited against it (its pair, and the types it
    /// is a second holder of). Built once per audit, from the pairing.
    static func contractsAudited(_ matches: [String: TypeMatcher.Match], secondHolders: [String: [ScannedType]]) -> [String: [String]] {
        var byType: [String: [String]] = [:]
        for (name, match) in matches { byType[match.type.name, default: []].append(name) }
        for (name, holders) in secondHolders {
            for holder in holders { byType[holder.name, default: []].append(name) }
        }
        return byType.mapValues { $0.sorted() }
    }

    /// The contract type `fields` were copied from, when `swiftType` is audited against it:
    /// each of its fields, and no other, has the name and the source location of one of `fields`.
    func derivedBase(of fields: [Field], heldBy swiftType: ScannedType) -> Declaration? {
        guard let first = fields.first?.location, let names = contractsAudited[swiftType.name] else { return nil }
        for name in names {
            guard let decl = declarations[name], decl.kind == .object, let own = decl.fields, own.count == fields.count,
                  own.contains(where: { $0.location == first }) else { continue }
            let byName = Dictionary(own.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            if fields.allSatisfy({ f in byName[f.name].map { $0.location == f.location && $0.type == f.type } ?? false }) { return decl }
        }
        return nil
    }

    /// Audits an inline object copied from `base` (paired with `nested`) as the field
    /// `typeName.field`: only the fields it makes optional, which `nested` may require.
    /// Returns false when the object is no such copy (it is audited field by field).
    mutating func auditDerivedObject(_ typeName: String, field: Field, fields: [Field], _ nested: ScannedType) -> Bool {
        guard let base = derivedBase(of: fields, heldBy: nested) else { return false }
        let own = Dictionary((base.fields ?? []).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let loosened = fields.filter { f in f.optionality.isOptional && own[f.name]?.optionality.isOptional == false }
        guard !loosened.isEmpty else { return true }
        let tables = ObjectTables("\(typeName).\(field.name)", nested, wire: wireModel(nested))
        var consumed = Set<String>()
        let before = findings.count
        for f in loosened where tables.wire.key(forWireName: f.name) != nil { _ = auditField(f, tables, consumed: &consumed) }
        // The base's audit reports every other finding on these fields; the optionality is this field's.
        let required = findings[before...].filter { $0.rule == AuditRule.optionalityMismatch.id && $0.severity == .error }.compactMap(\.field)
        findings.removeSubrange(before...)
        guard !required.isEmpty else { return true }
        let keys = required.map { "'\($0)'" }.joined(separator: ", ")
        report(.optionalityMismatch, type: typeName, field: field.name,
               "\(typeName).\(field.name) holds \(base.name) values whose keys may each be absent, but \(nested.name) requires \(keys) "
                   + "with no decoder fallback: decoding fails for a value that leaves \(required.count == 1 ? "it" : "one") out",
               contract: field.location, swift: location(nested))
        return true
    }
}
