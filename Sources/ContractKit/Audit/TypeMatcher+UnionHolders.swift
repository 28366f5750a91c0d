/// A union of object types held by one Swift struct: `options: { [id: string]: OneTimeOption
/// | PlanOption }` read into `[String: PurchaseOption]`, whose properties are the arms' fields
/// made optional. The field names the struct, so the struct stands for every arm that shares
/// a field with it, and each arm is audited against it as a named type would be: a field an
/// arm has and the struct never reads is dropped data.
extension TypeMatcher {
    /// Pairs the unpaired arms of a paired object's union fields with the struct that holds them.
    mutating func inferUnionArmsThroughFields() -> Bool {
        var changed = false
        // The contract does not change between calls: its union-holding fields are found once.
        if unionArmFields == nil { unionArmFields = Self.unionArmFields(schema.declarations, declarations) }
        // A declaration's holder is read once, before its fields, as a walk of each declaration's fields would.
        var holderOf: (decl: Int, holder: ScannedType?) = (-1, nil)
        for (d, i, arms) in unionArmFields! {
            let decl = schema.declarations[d]
            if holderOf.decl != d { holderOf = (d, matches[decl.name]?.type) }
            guard let holder = holderOf.holder else { continue }
            // Whichever way each arm pairs, one Swift type holding them all reads one shape (`DTOAuditor+FullerArms`).
            for arm in arms { armsHeldTogether[arm] = arms }
            let field = decl.fields![i]
            guard arms.contains(where: { matches[$0] == nil }),
                  let typeText = wire(holder).property(forWireName: field.name)?.type ?? wire(holder).key(forWireName: field.name)?.swiftType else { continue }
            let found = SwiftTypeShape(typeText).elementNames.compactMap { context.resolve($0, from: holder.name) }
                .first { $0.kind == .struct || $0.kind == .class }
            guard let found, codable.contains(found.name), context.jsonValueTypes[lastComponent(found.name)] == nil else { continue }
            for arm in arms where matches[arm] == nil {
                guard let target = declarations[arm], directionsAgree(target, found), evidence(target, found).shared > 0 else { continue }
                matches[arm] = (found, "through \(decl.name).\(field.name), which holds every arm of its union in one struct")
                changed = true
            }
        }
        return changed
    }

    /// Each object field that holds a union of two or more object types, in the contract's order.
    static func unionArmFields(_ all: [Declaration], _ declarations: [String: Declaration]) -> [(decl: Int, field: Int, arms: [String])] {
        var found: [(decl: Int, field: Int, arms: [String])] = []
        for d in all.indices where all[d].kind == .object {
            // By index: most fields hold no union, and their values need no copy.
            let fields = all[d].fields ?? []
            for i in fields.indices {
                let arms = objectArms(fields[i].type, declarations)
                if arms.count > 1 { found.append((d, i, arms)) }
            }
        }
        return found
    }

    /// The object declarations a union type names as its arms, through arrays, maps and `| null`:
    /// `{ [k: string]: A | B }` → `[A, B]`. Empty when any arm is not a named object.
    static func objectArms(_ type: TypeRef, _ declarations: [String: Declaration]) -> [String] {
        switch type {
        case .array(let e), .map(let e), .nullable(let e): return objectArms(e, declarations)
        case .union(let members):
            var names: [String] = []
            for member in members {
                if case .primitive(.null) = member { continue }
                guard case .reference(let name, _) = member, declarations[name]?.kind == .object else { return [] }
                names.append(name)
            }
            return names
        default: return []
        }
    }
}
