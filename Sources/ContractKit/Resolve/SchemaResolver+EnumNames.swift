/// TS `enum`s whose JSON carries their members' names.
extension SchemaResolver {
    /// Notes that a reference reads the TS `enum` at `key` as itself, whose JSON values are its members' values.
    mutating func noteEnumValueUse(_ key: DeclKey) {
        if case .enumeration? = syntax(of: key).first?.body { enumValueUses.insert(key) }
    }

    /// A TS `enum` the contract reads only through `keyof typeof E` is, on the wire, the union of its
    /// members' names: `enum Rarity { common, rare }` behind `rarity: keyof typeof Rarity` sends `"common"`,
    /// never `0`. Its declaration then lists the names as string values, so a client's string enum is
    /// compared with what the payload carries. An enum also read as itself (a field typed `Rarity`,
    /// `Rarity.rare`, `typeof Rarity[keyof typeof Rarity]`) keeps its members' values.
    mutating func enumsCarriedByName() {
        for key in enumNameUses where !enumValueUses.contains(key) {
            guard var decl = lowered[key], decl.kind == .enumeration, let cases = decl.cases else { continue }
            decl.cases = cases.map { c in
                var named = c
                if let name = c.name { named.value = .string(name) }
                return named
            }
            lowered[key] = decl
        }
    }
}
