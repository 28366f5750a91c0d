/// A contract type the app never reads, however alike its shape: `TypeSprites` is held only
/// by `Type.sprites`, and the app's `PKMType` has no `sprites`, so no payload of it ever
/// reaches the app; pairing it by shape with the Pokémon's sprite struct (the same seven
/// generation keys) reports another family's drifts. Two contract families with the same
/// shapes are told apart by the types that hold them.
///
/// A contract type is unread when it has holders, every holder is either unread itself or
/// paired with a Swift type that reads no key for the holding field, and at least one is
/// the latter. Its pairs made by shape or through a field are undone, and it is not paired
/// by shape again. A type paired by name with a Swift type the app decodes at a site of its
/// own is read whatever its holders (`TypeMatcher+OwnDecodes`).
extension TypeMatcher {
    /// The contract objects that could be unread, by name, sorted, each with the declarations and
    /// fields that hold it directly: built once a run, for the holders never change.
    struct HolderIndex: Sendable {
        let candidates: [(name: String, holders: [(holder: String, field: String)])]
        /// Every contract type's holders, as `contractHolders` gives them.
        let all: (direct: [String: [(holder: String, field: String)]], otherwise: Set<String>)
    }

    /// Contract type → the declarations and fields that hold it directly (alone, in an array,
    /// a map or `| null`); and the types held any other way (a generic argument, an inline
    /// object, a union), which are never judged unread.
    /// Read on all cores, a share of the declarations each; merged in declaration order.
    static func contractHolders(_ schema: Schema) -> (direct: [String: [(holder: String, field: String)]], otherwise: Set<String>) {
        let declarations = schema.declarations
        let parts = Parallel.chunks(declarations.count, serialBelow: 400, perWorker: 1) { range in contractHolders(declarations[range]) }
        guard parts.count > 1 else { return parts[0] }
        var direct: [String: [(holder: String, field: String)]] = [:]
        var otherwise = Set<String>()
        for part in parts {
            direct.merge(part.direct) { $0 + $1 }
            otherwise.formUnion(part.otherwise)
        }
        return (direct, otherwise)
    }

    /// `contractHolders` of some of the declarations.
    static func contractHolders(_ declarations: ArraySlice<Declaration>) -> (direct: [String: [(holder: String, field: String)]], otherwise: Set<String>) {
        var direct: [String: [(holder: String, field: String)]] = [:]
        var otherwise = Set<String>()
        for decl in declarations {
            for field in decl.fields ?? [] {
                var names: [String] = []
                references(in: field.type, into: &names)
                let held = field.type.referencedDeclaration
                if let held { direct[held, default: []].append((decl.name, field.name)) }
                for name in names where name != held { otherwise.insert(name) }
                if let held, names.filter({ $0 == held }).count > 1 { otherwise.insert(held) }
            }
            var others: [String] = []
            for variant in decl.variants ?? [] { references(in: variant.type, into: &others) }
            if let target = decl.target { references(in: target, into: &others) }
            otherwise.formUnion(others)
        }
        return (direct, otherwise)
    }

    /// The contract objects held only directly, sorted by name, with their holders.
    static func holderIndex(_ schema: Schema, declarations: [String: Declaration]) -> HolderIndex {
        let (direct, otherwise) = contractHolders(schema)
        let candidates = direct.filter { !otherwise.contains($0.key) && declarations[$0.key]?.kind == .object }
            .sorted(by: { $0.key < $1.key }).map { (name: $0.key, holders: $0.value) }
        return HolderIndex(candidates: candidates, all: (direct, otherwise))
    }

    /// How a holding field stands, whatever else is unread: its holder pairs with a Swift type
    /// that does not read it (that type's name), or it may be read (nil).
    mutating func unreadField(_ name: String, holder: String, field: String) -> String? {
        // An enum holder reads its fields through the structs its cases carry (`TypeMatcher+CaseStructs`).
        guard holder != name, let (swift, _) = matches[holder], swift.kind != .enum else { return nil }
        let model = wire(swift)
        guard model.partial.isEmpty, model.key(forWireName: field) == nil, model.property(forWireName: field) == nil else { return nil }
        return swift.name
    }

    /// The pairs of unread contract types made by shape or through a field, with the reason.
    /// Rounds over the sorted candidates until none changes; a candidate is weighed again only
    /// once the holder that stopped it is found unread (nothing else it reads can change).
    mutating func unreadShapes(_ index: HolderIndex) -> [(decl: String, reason: String)] {
        var reasons: [String: String] = [:]
        // By the candidate's index: the holder that stopped it, and each holding field's own
        // verdict (the Swift type that does not read it, or nil), weighed once, when first
        // reached; an outer nil is not weighed yet.
        var stoppedBy = [String?](repeating: nil, count: index.candidates.count)
        var notReading = [[String??]](repeating: [], count: index.candidates.count)
        var changed = true
        while changed {
            changed = false
            for (c, (name, holders)) in index.candidates.enumerated() where reasons[name] == nil {
                if let holder = stoppedBy[c], reasons[holder] == nil { continue }
                if decodedOnItsOwn(name) { continue }
                if notReading[c].isEmpty { notReading[c] = Array(repeating: nil, count: holders.count) }
                var readers = notReading[c]
                defer { notReading[c] = readers }
                var dropped: [String] = []
                var viaUnread: [String] = []
                var stop: String?
                for (i, (holder, field)) in holders.enumerated() {
                    if reasons[holder] != nil { viaUnread.append("\(holder).\(field)"); continue }
                    if readers[i] == nil { readers[i] = .some(unreadField(name, holder: holder, field: field)) }
                    guard let swift = readers[i]! else { stop = holder; break }
                    dropped.append("\(holder).\(field), which \(swift) does not read")
                }
                if let stop { stoppedBy[c] = stop; continue }
                reasons[name] = dropped.isEmpty ? "only \(viaUnread.joined(separator: ", ")) holds it, which the app never reads either" : "only \(dropped.joined(separator: "; ")) holds it"
                changed = true
            }
        }
        var found: [(decl: String, reason: String)] = []
        for (name, why) in reasons.sorted(by: { $0.key < $1.key }) {
            unread.insert(name)
            guard let match = matches[name], match.method.hasPrefix("by shape") || match.method.hasPrefix("through ") else { continue }
            found.append((name, "\(name) was not paired with \(match.type.name) (\(match.method)): the app never reads it, as \(why); pin it in contractkit.json under audit.types if it is the same type"))
        }
        return found
    }
}
