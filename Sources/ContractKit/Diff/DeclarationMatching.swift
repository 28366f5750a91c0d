// Diff: which new declaration continues each old one.

/// Old declarations paired with new ones: by name; then by the name without a file
/// qualifier (`BoundingBox` → `websocket-messages.BoundingBox` once a namesake appeared in
/// another file); then a removal and an addition of the same shape, as a move or rename.
struct DeclarationMatching {
    /// Old name → new name.
    private(set) var matched: [String: String] = [:]
    private var how: [String: String] = [:]

    init(old: Schema, new: Schema) {
        let newNames = Set(new.declarations.map(\.name))
        let newFiles = Dictionary(new.declarations.map { ($0.name, $0.location.file) }, uniquingKeysWith: { a, _ in a })
        for decl in old.declarations where newNames.contains(decl.name) { matched[decl.name] = decl.name }
        var taken = Set(matched.values)
        // The same name, qualified or unqualified by a file.
        var newByBase: [String: [String]] = [:]
        for decl in new.declarations where !taken.contains(decl.name) { newByBase[Self.baseName(decl.name), default: []].append(decl.name) }
        for decl in old.declarations where matched[decl.name] == nil {
            guard var candidates = newByBase[Self.baseName(decl.name)]?.filter({ !taken.contains($0) }), !candidates.isEmpty else { continue }
            // Namesakes in several files: the one in the same file.
            if candidates.count > 1 { candidates = candidates.filter { newFiles[$0].map(SourcePath.fileName) == SourcePath.fileName(of: decl.location.file) } }
            guard candidates.count == 1 else { continue }
            matched[decl.name] = candidates[0]
            how[decl.name] = "qualified"
            taken.insert(candidates[0])
        }
        // The same shape under another name: compared with the pairs found so far.
        let removed = old.declarations.filter { matched[$0.name] == nil }
        var added = new.declarations.filter { !taken.contains($0.name) }
        guard !removed.isEmpty, !added.isEmpty, removed.count * added.count <= 250_000 else { return }
        let judge = (ShapeJudge(receiver: WireResolver(old), sender: WireResolver(new), same: { [matched] in matched[$0] == $1 }),
                     ShapeJudge(receiver: WireResolver(new), sender: WireResolver(old), same: { [matched] a, b in matched[b] == a }))
        for decl in removed {
            let candidates = added.filter { $0.kind == decl.kind && Self.fingerprint($0) == Self.fingerprint(decl) }
            let same = candidates.filter { c in
                let (o, n) = (TypeRef.reference(name: decl.name, arguments: []), TypeRef.reference(name: c.name, arguments: []))
                return judge.0.accepts(o, n) && judge.1.accepts(n, o)
            }
            guard same.count == 1 else { continue }
            matched[decl.name] = same[0].name
            how[decl.name] = "shape"
            added.removeAll { $0.name == same[0].name }
        }
    }

    /// The message for a declaration that continues under another name.
    func reason(_ old: String, _ new: String) -> String {
        how[old] == "qualified"
            ? "\(old) is now \(new) (qualified by its file, as a namesake appeared in another file): the same type"
            : "\(old) was moved or renamed to \(new) (the same wire shape): judged by its uses"
    }

    /// `websocket-messages.BoundingBox` → `BoundingBox`.
    static func baseName(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), !name[name.index(after: dot)...].isEmpty else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// What must agree before two declarations are compared by shape.
    static func fingerprint(_ decl: Declaration) -> String {
        switch decl.kind {
        case .object: (decl.fields ?? []).map { "\($0.name)\($0.optionality.rawValue)" }.sorted().joined(separator: ",")
        case .enumeration: (decl.cases ?? []).map(\.value.stringValue).sorted().joined(separator: ",")
        case .union: (decl.variants ?? []).map(\.discriminatorValue.stringValue).sorted().joined(separator: ",")
        case .alias: ""
        }
    }
}
