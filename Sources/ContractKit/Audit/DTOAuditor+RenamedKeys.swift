/// A key the Swift reads under a name the contract does not have, which is the contract
/// field's own name written the Swift way: a boolean `active` read as `isActive` (or `hasX`
/// for `x`), or the same words in another order (`hashValue` read as `valueHash`, a name
/// Swift's `Hashable` takes). Either is one drift, a wrong key, not a dropped field beside
/// an unknown key.
extension DTOAuditor {
    /// The free key that renames a field of a named contract type (asked only for a field no
    /// key reads), never a key that is another field of that type.
    func renamedKey(_ field: Field, _ t: ObjectTables, among free: [WireModel.Key]) -> WireModel.Key? {
        guard !free.isEmpty, let fields = declarations[t.typeName]?.fields else { return nil }
        let names = Set(fields.map(\.name))
        return Self.renamedKey(field, among: free.filter { !names.contains($0.name) })
    }

    /// The free key that renames the field, or nil when none does (or more than one might).
    static func renamedKey(_ field: Field, among free: [WireModel.Key]) -> WireModel.Key? {
        let words = camelWords(field.name)
        let folded = WireModel.folded(field.name)
        let candidates = free.filter { key in
            let keyFolded = WireModel.folded(key.name)
            if isBoolean(field.type), keyFolded == "is" + folded || keyFolded == "has" + folded { return true }
            let keyWords = camelWords(key.name)
            return words.count >= 2 && keyWords != words && keyWords.sorted() == words.sorted()
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The lower-cased words of a camelCase or snake_case name: `hashValue` → hash, value.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = [], current = ""
        for ch in name {
            if ch == "_" || ch == "-" {
                if !current.isEmpty { words.append(current); current = "" }
            } else if ch.isUppercase, !current.isEmpty, current.last.map({ !$0.isUppercase }) == true {
                words.append(current)
                current = String(ch)
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    static func isBoolean(_ type: TypeRef) -> Bool {
        switch type {
        case .primitive(.boolean): true
        case .nullable(let inner): isBoolean(inner)
        case .union(let members): members.allSatisfy { $0 == .primitive(.boolean) || $0 == .primitive(.null) || $0 == .literal(.boolean(true)) || $0 == .literal(.boolean(false)) }
        default: false
        }
    }
}
