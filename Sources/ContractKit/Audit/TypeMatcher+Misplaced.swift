/// A namesake that lives elsewhere: the Swift `Announcement { text, image, title }` that only
/// `MetaModel.announcements` holds, beside the contract's `Announcement { id, createdAt, text,
/// title, imageUrl … }`. The name is all the pair has: the two share few fields, the app never
/// decodes the Swift type on its own, and each type that holds it is paired with a contract
/// type that has no such key. Where the app's own structure says the Swift type is something
/// else, the name does not outweigh it: the pair is undone with a note.
extension TypeMatcher {
    /// The pairs made by a bare name whose Swift type the structure places elsewhere, with the reason.
    mutating func misplacedNamesakes() -> [(decl: String, reason: String)] {
        var found: [(decl: String, reason: String)] = []
        // The few namesakes sharing fewer than half the fields are found first, then sorted.
        var thin: [String] = []
        for (name, match) in matches where match.method.hasPrefix("same name") {
            guard let decl = declarations[name], decl.kind == .object else { continue }
            let e = evidence(decl, match.type)
            if e.contractFields > 0, e.shared * 2 < e.contractFields { thin.append(name) }
        }
        for name in thin.sorted() {
            let match = matches[name]!, e = evidence(declarations[name]!, match.type)
            // Decoded on its own somewhere: a response in its own right, whatever holds it.
            if context.typeDirections[match.type.name]?.evidence.hasPrefix("decoded at") == true { continue }
            let holders = holdingKeys(of: match.type)
            guard !holders.isEmpty else { continue }
            var places: [String] = []
            for (holder, key) in holders {
                // Every contract type the holder stands for lacks the key; the first by name is the one named.
                let paired = matches.filter { $0.value.type.name == holder.name }.map(\.key).sorted()
                guard let first = paired.first, paired.allSatisfy({ declarations[$0]?.fields.map { !$0.contains(where: { $0.name == key }) } == true }) else {
                    places = []
                    break
                }
                places.append("\(lastComponent(holder.name)).\(key), which \(first) does not have")
            }
            guard !places.isEmpty else { continue }
            found.append((name, "\(name) was not paired with \(match.type.name) (\(match.method)): they share \(e.shared) of \(e.contractFields) fields, "
                + "and the app holds \(match.type.name) only in \(places.joined(separator: "; ")); pin it in contractkit.json under audit.types if it is the same type"))
        }
        return found
    }

    /// The Codable types whose stored properties hold `type` (alone, optional or in an
    /// array), each with the wire key of that property.
    mutating func holdingKeys(of type: ScannedType) -> [(ScannedType, String)] {
        let simple = lastComponent(type.name)
        var found: [(ScannedType, String)] = []
        for holder in swiftTypes.values.sorted(by: { $0.name < $1.name }) where codable.contains(holder.name) && holder.name != type.name {
            for p in holder.properties where p.stored && !p.static {
                guard let text = p.type, WireContext.contains(text, simple),
                      SwiftTypeShape(text).elementNames.contains(where: { context.resolve($0, from: holder.name)?.name == type.name }) else { continue }
                let key = wire(holder).keys.first { $0.properties.contains(p.name) }?.name ?? p.name
                found.append((holder, key))
            }
        }
        return found
    }
}
