/// A response the app reads in slices: a query that asks the server for a few fields of a
/// record (`fields: ['files', 'fileStats']`) is decoded into a small struct of those fields,
/// while the record's main struct reads the summary fields. A field the main struct leaves
/// out but such a slice reads is kept by the app, not dropped: it is worth a note, not an error.
///
/// A slice is a Codable struct the app decodes, paired with no other contract type, whose keys
/// (two or more) are all fields of the contract type that its counterpart does not read, and
/// which the app holds under a key the contract holds the type under (`torrents: [FilesSlice]`
/// where the contract says `torrents: Torrent[]`): the same record, read at the same place. Found through an index of
/// such structs by key, built the first time a field would be reported dropped.
struct ProjectionReaders {
    /// Wire key → the free decoded structs that read it, in name order.
    var byKey: [String: [String]] = [:]
    /// Swift type → the contract types paired with it.
    var pairedWith: [String: Set<String>] = [:]
    /// `Contract|Swift` → whether the struct reads only fields of that contract type its counterpart leaves out.
    /// Contract type → the field names the contract holds it under; Swift type → the keys the app holds it under.
    var contractKeys: [String: Set<String>] = [:]
    var swiftKeys: [String: Set<String>] = [:]
    var isSlice: [String: Bool] = [:]
}

extension DTOAuditor {
    /// The Swift type other than `t`'s that reads `field` as a slice of the same contract type, if any.
    mutating func projectionReader(_ field: Field, _ t: ObjectTables) -> String? {
        guard t.wire.decodes else { return nil }
        if projections == nil { projections = buildProjectionIndex() }
        guard let readers = projections?.byKey[field.name], let fields = declarations[t.typeName]?.fields else { return nil }
        for name in readers where name != t.swiftType.name {
            if let paired = projections?.pairedWith[name], paired != [t.typeName] { continue }
            let cacheKey = t.typeName + "|" + name
            if let known = projections?.isSlice[cacheKey] {
                if known { return name }
                continue
            }
            guard let reader = matcher.swiftTypes[name] else { continue }
            let keys = matcher.wire(reader).keysWithProperties
            let names = Set(fields.map(\.name))
            // Only the contract type's fields, and only ones its counterpart leaves out: the rest of the record.
            let slice = keys.count >= 2 && keys.allSatisfy { names.contains($0) && t.wire.key(forWireName: $0) == nil }
                && !keysHolding(t.typeName).isDisjoint(with: keysHoldingSwift(name))
            projections?.isSlice[cacheKey] = slice
            if slice { return name }
        }
        return nil
    }

    /// The decoded Codable structs by the keys they read: one pass over their wire models.
    mutating func buildProjectionIndex() -> ProjectionReaders {
        var index = ProjectionReaders()
        for (contract, match) in matcher.matches { index.pairedWith[match.type.name, default: []].insert(contract) }
        for name in matcher.codableNames {
            guard let type = matcher.swiftTypes[name], type.kind == .struct || type.kind == .class else { continue }
            let wire = matcher.wire(type)
            guard wire.decodes, wire.partial.isEmpty else { continue }
            for key in wire.keysWithProperties { index.byKey[key, default: []].append(name) }
        }
        return index
    }
}

extension DTOAuditor {
    /// The field names under which contract objects (and their inline objects) hold `typeName`,
    /// as itself, a list or a map of it. Computed for the few types a slice may read.
    mutating func keysHolding(_ typeName: String) -> Set<String> {
        if let known = projections?.contractKeys[typeName] { return known }
        var keys = Set<String>()
        func walk(_ fields: [Field], depth: Int) {
            for field in fields {
                if field.type.referencedDeclaration == typeName { keys.insert(field.name) }
                if depth < 4, case .object(let inner) = field.type { walk(inner, depth: depth + 1) }
            }
        }
        for decl in schema.declarations where decl.kind == .object { walk(decl.fields ?? [], depth: 0) }
        projections?.contractKeys[typeName] = keys
        return keys
    }

    /// The wire keys under which the app's Codable types hold the Swift type `name` (`torrents: [Slice]`).
    mutating func keysHoldingSwift(_ name: String) -> Set<String> {
        if let known = projections?.swiftKeys[name] { return known }
        let plain = name.split(separator: ".").last.map(String.init) ?? name
        var keys = Set<String>()
        for holder in matcher.codableNames {
            guard let type = matcher.swiftTypes[holder] else { continue }
            for key in matcher.wire(type).keys where key.decodes {
                guard let text = key.swiftType, text.contains(plain), let held = SwiftTypeShape(text).elementName,
                      matcher.context.resolve(held, from: holder)?.name == name else { continue }
                keys.insert(key.name)
            }
        }
        projections?.swiftKeys[name] = keys
        return keys
    }
}
