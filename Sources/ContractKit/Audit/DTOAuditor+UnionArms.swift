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
        var taken = Set(matcher.matches.values.map(\.type.name))
        for decl in schema.declarations where decl.kind == .union {
            guard let (holder, _) = matcher.matches[decl.name], holder.kind == .enum else { continue }
            var used = Set<String>()
            for variant in decl.variants ?? [] {
                guard let c = unionCase(for: variant, in: holder, excluding: used) else { continue }
                used.insert(c.name)
                guard let referenced = variant.type.referencedDeclaration, matcher.matches[referenced] == nil,
                      let payload = casePayloadType(c, in: holder), !taken.contains(payload.name),
                      let fields = declarations[referenced]?.fields else { continue }
                let wire = matcher.wire(payload)
                let own = fields.filter { $0.name != decl.discriminator }
                let shared = own.filter { wire.key(forWireName: $0.name) != nil }.count
                guard shared > 0, shared * 2 >= own.count else { continue }
                matcher.matches[referenced] = (payload, "the payload of \(holder.name).\(c.name)")
                taken.insert(payload.name)
            }
        }
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
            let typeName = referenced ?? "\(decl.name)[\(variant.discriminatorValue.stringValue)]"
            let foldedReads = Set(reads.map(WireModel.folded))
            var rows: [FieldRow] = []
            for field in fields where field.name != decl.discriminator {
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
}
