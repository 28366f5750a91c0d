/// A discriminated union held by a Swift enum, arm by arm: each variant's fields against
/// what the case that carries it reads.
///
/// A case whose associated value is a struct (`case resourceLink(ResourceLink)`) is audited
/// as that struct, like any paired type. A case with labelled or plain values
/// (`case image(data: String, mimeType: String)`) is audited by the keys its branch of
/// `init(from:)` reads: a field of the variant that the branch never reads is dropped data.
extension DTOAuditor {
    /// Pairs each unpaired variant type with the struct its case carries, when the struct's
    /// keys cover at least half of the variant's fields (a case that carries an envelope's
    /// `payload` shares none). Runs after the matcher, before the audit.
    mutating func pairArmPayloads() {
        pairThroughArmReads()
        var taken = Set(matcher.matches.values.map(\.type.name))
        for decl in schema.declarations where decl.kind == .union {
            guard let (holder, _) = matcher.matches[decl.name], holder.kind == .enum else { continue }
            var used = Set<String>()
            var caseless: [UnionVariant] = []
            for variant in decl.variants ?? [] {
                guard let c = unionCase(for: variant, in: holder, excluding: used) else {
                    caseless.append(variant)
                    continue
                }
                used.insert(c.name)
                guard let payload = casePayloadType(c, in: holder), !taken.contains(payload.name) else { continue }
                if pairArm(variant, of: decl, with: payload, how: "the payload of \(holder.name).\(c.name)") { taken.insert(payload.name) }
            }
            pairFallbackArms(caseless, of: decl, holder: holder, used: used, taken: taken)
        }
    }

    /// Variants with no case of their own that the decoder's fallback takes
    /// (`default: self = .other(Other(…))`): each is audited as the struct that case carries,
    /// when that struct reads at least half of its fields. Several variants may share it.
    mutating func pairFallbackArms(_ variants: [UnionVariant], of decl: Declaration, holder: ScannedType, used: Set<String>, taken: Set<String>) {
        guard !variants.isEmpty, let name = holder.decoderFallback, let c = holder.cases.first(where: { $0.name == name }),
              let payload = casePayloadType(c, in: holder) else { return }
        // The struct is free, or taken only by this union's own arms.
        let armNames = Set((decl.variants ?? []).compactMap(\.type.referencedDeclaration))
        let holders = matcher.matches.filter { $0.value.type.name == payload.name }.map(\.key)
        guard !taken.contains(payload.name) || holders.allSatisfy(armNames.contains) else { return }
        for variant in variants {
            _ = pairArm(variant, of: decl, with: payload, how: "the payload of \(holder.name).\(c.name), which init(from:) makes for a tag it has no case for")
        }
    }

    /// Pairs an unpaired variant type with the struct a case carries, when the struct's keys
    /// cover at least half of the variant's fields; true when paired.
    mutating func pairArm(_ variant: UnionVariant, of decl: Declaration, with payload: ScannedType, how: String) -> Bool {
        guard let referenced = variant.type.referencedDeclaration, matcher.matches[referenced] == nil,
              let fields = declarations[referenced]?.fields else { return false }
        let wire = matcher.wire(payload)
        let own = fields.filter { $0.name != decl.discriminator }
        let shared = own.filter { wire.key(forWireName: $0.name) != nil }.count
        guard shared > 0, shared * 2 >= own.count else { return false }
        matcher.matches[referenced] = (payload, how)
        return true
    }

    /// The struct or class a case carries as its only associated value.
    func casePayloadType(_ c: ScannedCase, in holder: ScannedType) -> ScannedType? {
        guard c.associatedValues.count == 1 else { return nil }
        let shape = SwiftTypeShape(payloadType(c.associatedValues[0])).unwrapped
        // `SuccessResponse<T>` is the struct `SuccessResponse` whatever its argument.
        guard case .named(let name, _) = shape else { return nil }
        return nestedType(name, owner: holder)
    }

    /// Each variant's fields against the keys its case's branch of `init(from:)` reads.
    mutating func auditArms(_ decl: Declaration, _ holder: ScannedType, arms: [(UnionVariant, ScannedCase)]) {
        guard holder.decoder != nil, !holder.caseReads.isEmpty else { return }
        let wire = matcher.wire(holder)
        guard wire.partial.isEmpty else { return }
        for (variant, c) in arms where casePayloadType(c, in: holder) == nil {
            guard let reads = holder.caseReads[c.name] else { continue }
            let referenced = variant.type.referencedDeclaration
            let fields: [Field]
            if let referenced { fields = declarations[referenced]?.fields ?? [] } else if case .object(let inline) = variant.type { fields = inline } else { continue }
            // An inline union of a field (no declaration of its own) reports under the field's path.
            let inline = declarations[decl.name] == nil
            let typeName = referenced ?? (inline ? decl.name : "\(decl.name)[\(variant.discriminatorValue.stringValue)]")
            let foldedReads = Set(reads.map(WireModel.folded))
            var rows: [FieldRow] = []
            for field in fields where field.name != decl.discriminator {
                // A constant (`workspace: true`) carries no data.
                if inline, case .literal = field.type, !field.optionality.isNullable { continue }
                let key = wire.key(forWireName: field.name)
                let read = key.map { reads.contains($0.caseName) } ?? foldedReads.contains(WireModel.folded(field.name))
                if read {
                    rows.append(FieldRow(field: field.name, typeScript: tsText(field), swift: key?.swiftType, rule: nil, severity: nil))
                    continue
                }
                let uncheckable = field.type.externalType != nil || field.type.isUnsupported
                report(.missingField, severity: uncheckable ? .warning : nil, type: typeName, field: field.name,
                       "\(typeName).\(field.name) (\(field.irDescription)) is never read for .\(c.name) by init(from:) of \(holder.name): the app drops this data",
                       contract: field.location, swift: SourceLocation(file: holder.file, line: c.line, column: 1))
                rows.append(FieldRow(field: field.name, typeScript: tsText(field), swift: nil, rule: .missingField, severity: uncheckable ? .warning : .error))
            }
            fieldRows[typeName] = rows
            armCorrespondences.append(Correspondence(contract: typeName, swift: "\(holder.name).\(c.name)",
                                                     method: "the case that init(from:) makes for \(decl.discriminator ?? "tag")=\(variant.discriminatorValue.typeScriptText)",
                                                     contractLocation: referenced.flatMap { declarations[$0]?.location } ?? variant.location,
                                                     swiftLocation: SourceLocation(file: holder.file, line: c.line, column: 1)))
        }
    }

    /// A field of an arm read by the case's branch names the Swift type that holds the
    /// field's contract type: `case "text": … decodeIfPresent(Citations.self, forKey: .citations)`
    /// pairs the arm's `citations: TextCitation[]` with what `Citations` names. Only a key
    /// that the decoder reads as one type wherever it reads it.
    mutating func pairThroughArmReads() {
        for decl in schema.declarations where decl.kind == .union {
            guard let (holder, _) = matcher.matches[decl.name], holder.kind == .enum, let decoder = holder.decoder, !holder.caseReads.isEmpty else { continue }
            var used = Set<String>()
            for variant in decl.variants ?? [] {
                guard let c = unionCase(for: variant, in: holder, excluding: used) else { continue }
                used.insert(c.name)
                guard casePayloadType(c, in: holder) == nil, let reads = holder.caseReads[c.name] else { continue }
                let fields: [Field]
                if let referenced = variant.type.referencedDeclaration { fields = declarations[referenced]?.fields ?? [] } else if case .object(let inline) = variant.type { fields = inline } else { continue }
                let wire = matcher.wire(holder)
                for field in fields { pairThroughRead(field, of: c, reads: reads, decoder: decoder, holder: holder, wire: wire) }
            }
        }
        pairThroughInlineArmReads()
    }

    /// Pairs a field's contract type with the Swift type the case's branch decodes it as.
    mutating func pairThroughRead(_ field: Field, of c: ScannedCase, reads: [String], decoder: ScannedDecoder, holder: ScannedType, wire: WireModel) {
        guard let target = field.type.referencedDeclaration, matcher.matches[target] == nil, let targetDecl = declarations[target],
              let key = wire.key(forWireName: field.name), reads.contains(key.caseName) else { return }
        let types = Set(decoder.reads.filter { $0.key == key.caseName }.compactMap(\.type))
        guard types.count == 1, let found = armReadType(types.first!, holder: holder), !matcher.matches.values.contains(where: { $0.type.name == found.name }),
              matcher.fits(found, targetDecl), matcher.directionsAgree(targetDecl, found) else { return }
        // The branch names it, but a struct that shares no field is another type.
        let e = matcher.evidence(targetDecl, found)
        guard e.shared > 0 || e.contractFields == 0 || e.swiftKeys == 0 else { return }
        matcher.matches[target] = (found, "through the .\(c.name) branch of \(holder.name).init(from:), which reads '\(field.name)'")
    }

    /// The Swift type a decoded type's text names, through a type alias (`Citations` for `[Citation]`).
    func armReadType(_ text: String, holder: ScannedType) -> ScannedType? {
        var shape = SwiftTypeShape(text)
        if case .named(let name, []) = shape.unwrapped, let target = matcher.aliasTarget(name, from: holder.name) { shape = SwiftTypeShape(target) }
        guard let name = shape.elementNames.first else { return nil }
        return matcher.context.resolve(name, from: holder.name) ?? matcher.swiftTypes[name]
    }
}
