/// A tagged union the contract writes inline in a field
/// (`parent: { type: 'page'; page_id: string } | { type: 'block'; block_id: string }`), held by
/// a Swift enum, or by a struct that decodes an enum from the same decoder
/// (`self.kind = try Kind(from: decoder)`): each variant's tag needs a case, as for a named
/// union. The variants' fields are not compared here: a struct that reads some of them
/// itself (`id` beside the enum) would look like dropped data.
extension DTOAuditor {
    struct InlineUnion {
        var discriminator: String
        var variants: [UnionVariant]
        var holder: ScannedType
        /// The field's own type is the enum (not a struct that decodes one beside its own keys):
        /// every field of an arm is the enum's to read.
        var direct = false
    }

    /// The tagged variants of an inline union and the enum that takes them, when there are both.
    func inlineTaggedUnion(_ members: [TypeRef], _ shape: SwiftTypeShape, owner: ScannedType) -> InlineUnion? {
        guard case .named(let name, _) = shape, let holder = unionHolder(name, owner: owner) else { return nil }
        var objects: [[Field]] = []
        for member in members {
            switch member {
            case .object(let fields): objects.append(fields)
            case .primitive(.null): continue
            default: return nil
            }
        }
        guard objects.count >= 2, let discriminator = Self.commonTag(objects) else { return nil }
        let variants = objects.compactMap { fields -> UnionVariant? in
            guard let tag = fields.first(where: { $0.name == discriminator }), case .literal(let value) = tag.type else { return nil }
            return UnionVariant(discriminatorValue: value, type: .object(fields), location: tag.location)
        }
        let direct = (matcher.context.resolve(name, from: owner.name) ?? matcher.swiftTypes[name])?.kind == .enum
        return InlineUnion(discriminator: discriminator, variants: variants, holder: holder, direct: direct)
    }

    /// The enum a property's type names, or the enum its struct decodes from the same decoder.
    func unionHolder(_ name: String, owner: ScannedType) -> ScannedType? {
        guard let t = matcher.context.resolve(name, from: owner.name) ?? matcher.swiftTypes[name] else { return nil }
        if t.kind == .enum { return t.cases.contains { !$0.associatedValues.isEmpty } && t.decoder != nil ? t : nil }
        guard t.kind == .struct || t.kind == .class, let decoder = t.decoder else { return nil }
        let enums = decoder.delegates.compactMap { matcher.context.resolve($0, from: t.name) }.filter { $0.kind == .enum && $0.decoder != nil }
        return enums.count == 1 ? enums[0] : nil
    }

    /// The field every object has as a literal, with a different value in each: `type`.
    static func commonTag(_ objects: [[Field]]) -> String? {
        for candidate in objects[0] {
            guard case .literal = candidate.type else { continue }
            var values = Set<String>()
            let all = objects.allSatisfy { fields in
                guard let f = fields.first(where: { $0.name == candidate.name }), case .literal(let v) = f.type, f.optionality == .required else { return false }
                return values.insert(v.stringValue).inserted
            }
            if all { return candidate.name }
        }
        return nil
    }

    /// Each variant's tag against the holder's cases, reported under the field's path.
    mutating func auditInlineUnion(_ path: String, _ union: InlineUnion, field: Field) {
        let decl = Declaration(name: path, kind: .union, location: field.location, discriminator: union.discriminator, variants: union.variants)
        auditUnion(decl, union.holder, comparingArms: union.direct)
        auditNestedArmValues(path, union)
    }

    /// Each arm's nested object or tagged union against the type its case's branch decodes it
    /// as (`case "unique_id": … decode(UniqueID.self, forKey: .uniqueId)`), by the rules of a
    /// struct's field; other fields of an arm are not compared here.
    mutating func auditNestedArmValues(_ path: String, _ union: InlineUnion) {
        let holder = union.holder
        guard let decoder = holder.decoder, !holder.caseReads.isEmpty else { return }
        let wire = matcher.wire(holder)
        var used = Set<String>()
        for variant in union.variants {
            guard let c = unionCase(for: variant, in: holder, excluding: used) else { continue }
            used.insert(c.name)
            // An inline arm is named by the path and its tag; a named one by its own name.
            let fields: [Field], armPath: String
            if case .object(let inline) = variant.type { (fields, armPath) = (inline, path) } else if let referenced = variant.type.referencedDeclaration,
                      matcher.matches[referenced] == nil, let own = declarations[referenced]?.fields { (fields, armPath) = (own, referenced) } else { continue }
            guard let reads = holder.caseReads[c.name] else { continue }
            for field in fields where field.name != union.discriminator {
                guard let key = wire.key(forWireName: field.name), reads.contains(key.caseName) else { continue }
                let types = Set(decoder.reads.filter { $0.key == key.caseName }.compactMap(\.type))
                guard types.count == 1, let text = types.first else { continue }
                switch typeCompatibility(field.type, SwiftTypeShape(text).unwrapped, owner: holder) {
                case .inline(let nestedFields, let nested): auditObject("\(armPath).\(field.name)", fields: nestedFields, nested)
                case .taggedUnion(let inner): auditInlineUnion("\(armPath).\(field.name)", inner, field: field)
                default: continue
                }
            }
            let armName = armPath == path ? "\(path).\(variant.discriminatorValue.stringValue)" : armPath
            reportArmExtraReads(armName, variant, c, fields: fields, reads: reads, wire: wire, union: union)
        }
    }

    /// A key the case's branch requires (`decode`, no fallback) that the arm never has: the
    /// decode fails for every value of that arm.
    mutating func reportArmExtraReads(_ armName: String, _ variant: UnionVariant, _ c: ScannedCase, fields: [Field], reads: [String], wire: WireModel, union: InlineUnion) {
        let names = Set(fields.map(\.name))
        for caseKey in reads {
            guard let key = wire.keys.first(where: { $0.caseName == caseKey && $0.decodes }), key.name != union.discriminator,
                  !names.contains(key.name), !key.mayBeAbsent else { continue }
            report(.extraRequiredField, type: armName, field: key.name,
                   "\(union.holder.name) requires the key \(wire.quotedKey(key.name)) for .\(c.name), which the contract's \(armName) never sends: decoding it fails",
                   contract: variant.location, swift: SourceLocation(file: union.holder.file, line: key.line, column: 1))
        }
    }

    /// A named union held by a struct that decodes an enum from the same decoder
    /// (`RichText` reading its own keys, then `self.kind = try Kind(from: decoder)`): the
    /// enum's cases and branches, as for an inline union.
    mutating func auditUnionThroughStruct(_ decl: Declaration, _ holder: ScannedType) -> Bool {
        guard holder.kind == .struct || holder.kind == .class, let discriminator = decl.discriminator,
              let e = unionHolder(holder.name, owner: holder), e.name != holder.name else { return false }
        let union = InlineUnion(discriminator: discriminator, variants: decl.variants ?? [], holder: e)
        auditUnion(decl, e, comparingArms: false)
        auditNestedArmValues(decl.name, union)
        return true
    }

    /// The inline unions of paired objects' fields pair the named types their arms hold with
    /// what the arms' branches decode them as (`date: DateResponse` read as `DateRange`).
    mutating func pairThroughInlineArmReads() {
        for i in inlineUnionHolders {
            let decl = schema.declarations[i]
            guard let fields = decl.fields, let (swiftType, _) = matcher.matches[decl.name] else { continue }
            let wire = matcher.wire(swiftType)
            for field in fields where field.type.containsInlineUnion {
                guard let text = wire.property(forWireName: field.name)?.type ?? wire.key(forWireName: field.name)?.swiftType,
                      let union = inlineUnion(in: field.type, SwiftTypeShape(text).unwrapped, owner: swiftType),
                      let decoder = union.holder.decoder, !union.holder.caseReads.isEmpty else { continue }
                let armWire = matcher.wire(union.holder)
                var used = Set<String>()
                for variant in union.variants {
                    guard let c = unionCase(for: variant, in: union.holder, excluding: used) else { continue }
                    used.insert(c.name)
                    guard case .object(let fields) = variant.type, let reads = union.holder.caseReads[c.name] else { continue }
                    for armField in fields { pairThroughRead(armField, of: c, reads: reads, decoder: decoder, holder: union.holder, wire: armWire) }
                }
            }
        }
    }

    /// The inline union a field's type holds, directly or as the values of an array, a map or a nullable.
    func inlineUnion(in type: TypeRef, _ shape: SwiftTypeShape, owner: ScannedType) -> InlineUnion? {
        switch (type, shape) {
        case (.nullable(let inner), _): return inlineUnion(in: inner, shape.unwrapped, owner: owner)
        case (.array(let e), .array(let se)): return inlineUnion(in: e, se.unwrapped, owner: owner)
        case (.map(let v), .dictionary(_, let sv)): return inlineUnion(in: v, sv.unwrapped, owner: owner)
        case (.union(let members), _): return inlineTaggedUnion(members, shape, owner: owner)
        default: return nil
        }
    }
}

extension DTOAuditor {
    /// The indices of the objects with a field that holds an inline union: few fields do, and
    /// they are looked for in place, before any copy or lookup.
    static func inlineUnionHolders(_ declarations: [Declaration]) -> [Int] {
        declarations.indices.filter { i in
            declarations[i].kind == .object && declarations[i].fields?.contains(where: { $0.type.containsInlineUnion }) == true
        }
    }
}

extension TypeRef {
    /// A union written inline, directly or as the values of an array, a map or a nullable.
    var containsInlineUnion: Bool {
        switch self {
        case .union: true
        case .array(let e), .map(let e), .nullable(let e): e.containsInlineUnion
        default: false
        }
    }
}
