/// A contract type the app never reads, however alike its shape: `TypeSprites` is held only
/// by `Type.sprites`, and the app's `PKMType` has no `sprites`, so no payload of it ever
/// reaches the app; pairing it by shape with the Pokémon's sprite struct (the same seven
/// generation keys) reports another family's drifts. Two contract families with the same
/// shapes are told apart by the types that hold them.
///
/// A contract type is unread when it has holders, every holder is either unread itself or
/// paired with a Swift type that reads no key for the holding field, and at least one is
/// the latter. Its pairs made by shape or through a field are undone, and it is not paired
/// by shape again.
extension TypeMatcher {
    /// Contract type → the declarations and fields that hold it directly (alone, in an array,
    /// a map or `| null`); and the types held any other way (a generic argument, an inline
    /// object, a union), which are never judged unread.
    static func contractHolders(_ schema: Schema) -> (direct: [String: [(holder: String, field: String)]], otherwise: Set<String>) {
        var direct: [String: [(holder: String, field: String)]] = [:]
        var otherwise = Set<String>()
        for decl in schema.declarations {
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

    /// The pairs of unread contract types made by shape or through a field, with the reason.
    mutating func unreadShapes() -> [(decl: String, reason: String)] {
        let (direct, otherwise) = Self.contractHolders(schema)
        var reasons: [String: String] = [:]
        var changed = true
        while changed {
            changed = false
            for (name, holders) in direct.sorted(by: { $0.key < $1.key }) where reasons[name] == nil && !otherwise.contains(name) && declarations[name]?.kind == .object {
                var dropped: [String] = []
                var viaUnread: [String] = []
                for (holder, field) in holders {
                    if reasons[holder] != nil { viaUnread.append("\(holder).\(field)"); continue }
                    // An enum holder reads its fields through the structs its cases carry (`TypeMatcher+CaseStructs`).
                    guard holder != name, let (swift, _) = matches[holder], swift.kind != .enum else { dropped = []; viaUnread = []; break }
                    let model = wire(swift)
                    guard model.partial.isEmpty, model.key(forWireName: field) == nil, model.property(forWireName: field) == nil else { dropped = []; viaUnread = []; break }
                    dropped.append("\(holder).\(field), which \(swift.name) does not read")
                }
                guard !dropped.isEmpty || !viaUnread.isEmpty else { continue }
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
