/// A one-of written inline: `type OrderConfiguration = { market_ioc: MarketIoc } | { limit_gtc:
/// LimitGtc } | …`, each arm an object with one key of its own and no tag. An app holds it in one
/// struct of optional properties, one per arm key (`let marketIoc: MarketConfig?` for
/// `market_ioc`). The union pairs with that struct (through the field that holds it); each arm's
/// value type pairs with the property under that key, so what the arm carries is audited too
/// (`DTOAuditor+OneKeyUnions` compares the arm keys with the struct's keys).
extension TypeMatcher {
    /// The key field of each arm of a union alias whose members are all objects with one
    /// required key each (or one field), written inline or declared, the keys all different;
    /// nil for any other declaration.
    static func keyedArmFields(_ decl: Declaration, _ declarations: [String: Declaration]) -> [Field]? {
        guard decl.kind == .alias, case .union(let members)? = decl.target, members.count >= 2 else { return nil }
        var keys: [Field] = []
        for member in members {
            let fields: [Field]
            switch member {
            case .object(let inline): fields = inline
            case .reference(let name, _):
                guard let arm = declarations[name], arm.kind == .object else { return nil }
                fields = arm.fields ?? []
            default: return nil
            }
            // Its one required key, or the one field that is not `never` (`{ tools?: Tool[] }`).
            let usable = fields.filter { !$0.type.isUnsupported }
            let required = usable.filter { !$0.optionality.isOptional }
            guard let key = required.count == 1 ? required[0] : usable.count == 1 ? usable[0] : nil else { return nil }
            keys.append(key)
        }
        guard Set(keys.map(\.name)).count == keys.count else { return nil }
        return keys
    }

    /// Pairs the value types of inline one-key arms with the types of the properties the
    /// union's struct holds under those keys; true when a pair was made.
    mutating func inferThroughKeyedArms() -> Bool {
        var changed = false
        for decl in schema.declarations where decl.kind == .alias {
            guard case .union(let members)? = decl.target, members.contains(where: { if case .object = $0 { true } else { false } }),
                  let (holder, _) = matches[decl.name], holder.kind == .struct || holder.kind == .class,
                  let keys = Self.keyedArmFields(decl, declarations) else { continue }
            if inferThrough(keys, holder: holder, path: decl.name, depth: 0) { changed = true }
        }
        return changed
    }
}
