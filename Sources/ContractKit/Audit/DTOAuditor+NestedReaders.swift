/// An object a hand-written decoder reads in place, through a nested container of its own:
///
///     let joined = try c.nestedContainer(keyedBy: JoinedKeys.self, forKey: .joined)
///     joinedAt = try joined.decode(Double.self, forKey: .seconds)
///
/// No Swift type holds the object under `joined`: the container's reads are its reader, and
/// the contract type found under the key is audited against them, field by field.
extension DTOAuditor {
    /// Audits the contract object under `key` against the reads of the nested container that
    /// opens it; false when the key is not such a container or the contract has no object there.
    mutating func auditNestedReader(_ field: Field, _ key: WireModel.Key, _ holder: ScannedType) -> Bool {
        guard key.opensNestedObject, key.swiftType == nil else { return false }
        var type = field.type
        while case .nullable(let inner) = type { type = inner }
        let fields: [Field], typeName: String
        switch type {
        case .object(let inline):
            (fields, typeName) = (inline, field.name)
        case .reference(let name, _):
            // A contract type another Swift type already holds is audited there.
            guard let decl = declarations[name], decl.kind == .object, matcher.matches[name] == nil else { return false }
            (fields, typeName) = (decl.fields ?? [], name)
        default:
            return false
        }
        guard !fields.isEmpty, let reader = Self.nestedReader(of: holder, caseName: key.caseName, wireName: key.name, context: matcher.context) else { return false }
        auditObject(typeName, fields: fields, reader)
        return true
    }

    /// The holder as the reader of the object one nested keyed container opens at its top
    /// level: that container's reads (and those of the containers opened on it) only.
    static func nestedReader(of holder: ScannedType, caseName: String, wireName: String, context: WireContext) -> ScannedType? {
        guard let decoder = holder.decoder else { return nil }
        let containers = WireModelBuilder.unwrappingWrapperKey(decoder.containers, used: decoder.reads.map(\.container), delegates: decoder.delegates,
                                                               held: context.heldNames.contains(lastComponent(holder.name))) ?? decoder.containers
        guard let top = containers.first(where: { $0.kind == .keyed && $0.parent == nil && $0.parentKey == nil }),
              let opened = containers.first(where: { $0.kind == .keyed && $0.parentKey == caseName && ($0.parent == nil || $0.parent == top.name) }),
              let openedName = opened.name else { return nil }
        // The containers opened on it, level by level (a chain no longer than the list).
        var below: Set<String> = [openedName]
        for _ in containers.indices {
            let more = containers.filter { c in c.name.map { !below.contains($0) } == true && c.parent.map(below.contains) == true }
            if more.isEmpty { break }
            below.formUnion(more.compactMap(\.name))
        }
        var root = opened
        root.parent = nil
        root.parentKey = nil
        var reads = ScannedDecoder(reads: [], line: opened.line)
        reads.reads = decoder.reads.filter { $0.container.map(below.contains) == true }
        reads.containers = [root] + containers.filter { $0.name != openedName && $0.name.map(below.contains) == true }
        var reader = holder
        // Named as a member of the holder, so that its key enums resolve from the holder's scope.
        reader.name = "\(holder.name).\(wireName)"
        reader.codingKeys = nil
        // Its findings point at the container that opens the object.
        reader.line = opened.line
        reader.decoder = reads
        // It stores nothing of its own and writes nothing: the holder's encoder is the holder's.
        // It stores nothing of its own and writes nothing: the holder's encoder is the holder's.
        reader.properties = []
        reader.encoder = nil
        return reader
    }
}
