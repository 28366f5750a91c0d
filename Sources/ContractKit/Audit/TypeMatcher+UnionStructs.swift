/// A named union of object types held by one Swift struct: `type Attachment = ImageAttachment
/// | VideoAttachment | AudioAttachment`, each arm extending a shared base, all decoded by one
/// `struct Attachment` whose properties are the arms' fields made optional. The union pairs
/// with the struct (by name or by use), but every arm shares the same keys with it, so none
/// wins a pairing of its own and no arm field is ever compared.
///
/// The union's pair says the struct reads every arm: each unpaired arm pairs with it, and so
/// does the base every arm extends. A field an arm inherits from that base is the base's
/// finding (reported once, where it is declared); an arm is audited for what it adds or
/// narrows (its tag, its own nested objects).
extension TypeMatcher {
    /// Pairs the unpaired object arms of each union paired with a struct or class, and their
    /// common base; true when a pair was made.
    mutating func inferArmsOfUnionStructs() -> Bool {
        var changed = false
        var owners: [SourceLocation: String]?
        for decl in schema.declarations where decl.kind == .union || decl.kind == .alias {
            // An alias of an undiscriminated union (`type EventMetadata = Listen | PinEventMetadata | …`) has its arms in its target.
            guard let variants = Self.armTypes(decl) else { continue }
            guard let (holder, _) = matches[decl.name], holder.kind == .struct || holder.kind == .class,
                  context.jsonValueTypes[lastComponent(holder.name)] == nil,
                  // A struct that decodes an enum from the same decoder (`kind = try Kind(from: decoder)`)
                  // leaves the arms to the enum's cases (`DTOAuditor+InlineUnions`).
                  !(holder.decoder?.delegates ?? []).contains(where: { context.resolve($0, from: holder.name)?.kind == .enum }) else { continue }
            let arms = variants.compactMap { $0.referencedDeclaration }.filter { declarations[$0]?.kind == .object }
            guard arms.count > 1, arms.contains(where: { matches[$0] == nil }) else { continue }
            if owners == nil { owners = Self.fieldOwners(schema) }
            let base = Self.commonBase(arms, declarations, owners: owners!)
            if let base, matches[base] == nil, let baseDecl = declarations[base], directionsAgree(baseDecl, holder), evidence(baseDecl, holder).shared > 0 {
                matches[base] = (holder, "the base every arm of \(decl.name) extends, which \(holder.name) holds in one struct")
                weak[base] = nil
                ambiguous[base] = nil
                changed = true
            }
            let baseShape = base.flatMap { declarations[$0] }.map(Self.fieldShape)
            for arm in arms where matches[arm] == nil {
                guard let target = declarations[arm], directionsAgree(target, holder), evidence(target, holder).shared > 0 else { continue }
                matches[arm] = (holder, "an arm of \(decl.name), which \(holder.name) holds in one struct")
                unionOfArm[arm] = decl.name
                if let base, let baseShape, matches[base]?.type.name == holder.name {
                    let mine = Self.fieldShape(target)
                    if baseShape.keys.allSatisfy({ mine[$0] != nil }) { variantOf[arm] = base }
                }
                weak[arm] = nil
                ambiguous[arm] = nil
                changed = true
            }
        }
        return changed
    }

    /// The arms' types of a union, or of an alias of an undiscriminated union; nil for any other declaration.
    static func armTypes(_ decl: Declaration) -> [TypeRef]? {
        if decl.kind == .union { return (decl.variants ?? []).map(\.type) }
        if case .union(let members)? = decl.target { return members }
        return nil
    }

    /// Another arm of the union `arm` was paired through (`inferArmsOfUnionStructs`) that
    /// declares the wire key `key`: a struct holding every arm reads each arm's own keys, often
    /// in a branch on the tag, so a key it requires that only another arm has is no extra field.
    func siblingArm(defining key: String, of arm: String) -> String? {
        guard let union = unionOfArm[arm], let variants = declarations[union].flatMap(Self.armTypes) else { return nil }
        return variants.compactMap { $0.referencedDeclaration }
            .first { $0 != arm && declarations[$0]?.fields?.contains { $0.name == key } == true }
    }

    /// The one object declaration, not itself an arm, that declares fields every arm inherits.
    static func commonBase(_ arms: [String], _ declarations: [String: Declaration], owners: [SourceLocation: String]) -> String? {
        var common: Set<String>?
        for arm in arms {
            let inherited = Set((declarations[arm]?.fields ?? []).compactMap { owners[$0.location] }.filter { $0 != arm })
            common = common.map { $0.intersection(inherited) } ?? inherited
        }
        guard let common, common.count == 1, let base = common.first, !arms.contains(base), declarations[base]?.kind == .object else { return nil }
        return base
    }
}
