/// A contract alias for a list of one object type (`Shelves = Shelf[]`, `Slots = Array<Slot | null>`)
/// names the list's items too. An app that decodes that list often calls its element type after
/// the list, not after the contract's element: singular (`FleetFuels` → `FleetFuel`) or with a
/// word for one item (`FleetHold` → `FleetHoldItem`, `…Entry`, `…Element`). Such a Swift type
/// is a name candidate of the element type, as a name that differs by an affix is; its shape
/// must still support it.
extension TypeMatcher {
    static let itemWords = ["Item", "Entry", "Element"]

    /// List aliases by the object type they list, found once.
    static func listAliasIndex(_ schema: Schema) -> [String: [String]] {
        var index: [String: [String]] = [:]
        for decl in schema.declarations where decl.kind == .alias {
            guard let element = listedObject(decl.target) else { continue }
            index[element, default: []].append(decl.name)
        }
        return index
    }

    /// The declaration a list names as its element, through `| null`: `Slot[]`, `Array<Slot | null>`.
    static func listedObject(_ type: TypeRef?) -> String? {
        var type = type
        while case .nullable(let inner)? = type { type = inner }
        guard case .array(var element)? = type else { return nil }
        while case .nullable(let inner) = element { element = inner }
        if case .union(let arms) = element {
            let named = arms.filter { if case .primitive(.null) = $0 { return false } else { return true } }
            guard named.count == 1 else { return nil }
            element = named[0]
        }
        guard case .reference(let name, _) = element else { return nil }
        return name
    }

    /// The free Swift types named for a list alias of `decl`, with the name score of an affix.
    mutating func listAliasCandidates(_ decl: Declaration, taken: Set<String>, known: [(ScannedType, Double, String)]) -> [(ScannedType, Double, String)] {
        guard decl.kind == .object else { return [] }
        if listAliases == nil { listAliases = Self.listAliasIndex(schema) }
        var found: [(ScannedType, Double, String)] = []
        for alias in listAliases?[decl.name] ?? [] {
            let plain = lastComponent(alias)
            let spelled = Self.itemWords.map { plain + $0 } + (Self.singular(plain).map { [$0] } ?? [])
            for item in spelled {
                addSpelledCandidates(item.lowercased(), for: decl, taken: taken, known: known, to: &found) { "the name of the list \(alias) it is the item of (\($0))" }
            }
        }
        return found
    }
}
