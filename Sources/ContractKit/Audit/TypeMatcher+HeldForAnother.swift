/// A name that differs by an affix is a weak hint; the app's structure is a strong one. A
/// contract type paired with a Swift type only because their names differ by an affix
/// (`Person` and `CharacterPersonDTO`, the prefix its file's types share) is another type
/// when the app holds that Swift type in a property whose contract field names a different
/// contract type (`CharacterVoiceActor.person: JikanPerson`), every field of which the
/// Swift type reads, while it drops some of the affix pair's. The affix pair is undone with
/// a note, and the field's own type pairs (or carries) the Swift type.
extension TypeMatcher {
    /// The pairs made by an affixed name whose Swift type a holder's field places with another contract type.
    mutating func affixPairsHeldForAnother() -> [(decl: String, reason: String)] {
        var suspects: [(name: String, match: Match, e: ShapeEvidence)] = []
        for (name, match) in matches.filter({ Self.pairedByAffix($0.value.method) }).sorted(by: { $0.key < $1.key }) {
            guard let decl = declarations[name], decl.kind == .object else { continue }
            let mine = evidence(decl, match.type)
            if mine.contractFields > 0, mine.shared < mine.contractFields { suspects.append((name, match, mine)) }
        }
        // Most affix pairs read every field: no holder to look for.
        guard !suspects.isEmpty else { return [] }
        let holders = holdingIndex(of: Set(suspects.map(\.match.type.name)))
        // Which contract types each Swift type stands for, pairs and second carriers alike.
        var standsFor: [String: [String]] = [:]
        for (contract, match) in matches { standsFor[match.type.name, default: []].append(contract) }
        for (contract, extra) in alsoCarriedBy { for carrier in extra { standsFor[carrier.type.name, default: []].append(contract) } }
        var found: [(decl: String, reason: String)] = []
        for (name, match, mine) in suspects {
            guard let (place, other) = fieldPlacing(match.type, holders: holders[match.type.name] ?? [], standsFor: standsFor, apartFrom: name) else { continue }
            found.append((name, "\(name) was not paired with \(match.type.name) (\(match.method)): the app holds \(match.type.name) in \(place), "
                + "whose contract field is \(other), and it reads every field of \(other) but only \(mine.shared) of \(mine.contractFields) of \(name)'s; pin it in contractkit.json under audit.types if it is the same type"))
        }
        return found
    }

    static func pairedByAffix(_ method: String) -> Bool {
        method.hasPrefix("the name without the prefix") || method.hasPrefix("the name with ")
    }

    /// For each of `wanted`'s Swift types, the Codable types whose stored properties hold it
    /// (alone, optional, in an array), each with the property's wire key: one pass over the app.
    mutating func holdingIndex(of wanted: Set<String>) -> [String: [(ScannedType, String)]] {
        let simples = Set(wanted.map(lastComponent))
        var index: [String: [(ScannedType, String)]] = [:]
        for holder in swiftTypes.values.sorted(by: { $0.name < $1.name }) where codable.contains(holder.name) {
            for p in holder.properties where p.stored && !p.static {
                guard let text = p.type, simples.contains(where: { WireContext.contains(text, $0) }) else { continue }
                for element in SwiftTypeShape(text).elementNames {
                    guard let held = context.resolve(element, from: holder.name), wanted.contains(held.name), held.name != holder.name else { continue }
                    let key = wire(holder).keys.first { $0.properties.contains(p.name) }?.name ?? p.name
                    index[held.name, default: []].append((holder, key))
                }
            }
        }
        return index
    }

    /// Whether a Swift type is the struct of a contract type it reads every field of: that type
    /// must also make up half its keys. A thin shape (`Directory { key; title }`) that a container
    /// paired by shape names where the app holds a 17-key struct says nothing about that struct.
    static func readsAsItsStruct(_ e: ShapeEvidence) -> Bool {
        e.contractFields > 0 && e.shared == e.contractFields && e.shared * 2 >= e.swiftKeys
    }

    /// A holder's property of `type` whose contract field (in a contract type the holder
    /// stands for) names another contract object that `type` reads whole.
    mutating func fieldPlacing(_ type: ScannedType, holders: [(ScannedType, String)], standsFor: [String: [String]],
                               apartFrom name: String) -> (place: String, other: String)? {
        for (holder, key) in holders {
            for contract in (standsFor[holder.name] ?? []).sorted() {
                guard let field = declarations[contract]?.fields?.first(where: { $0.name == key }),
                      let other = field.type.referencedDeclaration, other != name,
                      let otherDecl = declarations[other], otherDecl.kind == .object else { continue }
                let e = evidence(otherDecl, type)
                if Self.readsAsItsStruct(e) { return ("\(lastComponent(holder.name)).\(key)", other) }
            }
        }
        return nil
    }
}
