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
        return InlineUnion(discriminator: discriminator, variants: variants, holder: holder)
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
        auditUnion(decl, union.holder, comparingArms: false)
    }
}
