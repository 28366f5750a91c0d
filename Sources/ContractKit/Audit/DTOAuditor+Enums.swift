/// Enums by raw value, and discriminated unions against enums with associated values.
extension DTOAuditor {
    /// Names a fallback case commonly has; one with an associated value always counts.
    static let fallbackNames: Set<String> = ["unknown", "unknownValue", "other", "unrecognized", "unsupported"]

    mutating func auditEnum(_ decl: Declaration, _ swiftType: ScannedType) {
        let values = (decl.cases ?? []).map(\.value.stringValue)
        let valueSet = Set(values)
        func raw(_ c: ScannedCase) -> String { c.rawValue ?? swiftType.rawValueMapping[c.name] ?? c.name }
        let fallbacks = swiftType.cases.filter { !$0.associatedValues.isEmpty || (Self.fallbackNames.contains($0.name) && !valueSet.contains(raw($0))) }
        let plain = swiftType.cases.filter { c in !fallbacks.contains(c) }
        var consumed = Set<String>()
        for contractCase in decl.cases ?? [] {
            let value = contractCase.value.stringValue
            if let match = plain.first(where: { raw($0) == value }) {
                consumed.insert(match.name)
                continue
            }
            let caseLocation = SourceLocation(file: swiftType.file, line: swiftType.line, column: swiftType.column)
            if let sameName = plain.first(where: { $0.name == SwiftNaming.caseName(value) && !consumed.contains($0.name) }) {
                consumed.insert(sameName.name)
                report(.enumRawValueMismatch, type: decl.name, field: value,
                       "\(swiftType.name).\(sameName.name) has the raw value '\(raw(sameName))', but the contract value is '\(value)'",
                       contract: contractCase.location, swift: SourceLocation(file: swiftType.file, line: sameName.line, column: 1))
                continue
            }
            report(.enumCaseMissing, severity: fallbacks.isEmpty ? .error : .warning, type: decl.name, field: value,
                   "\(decl.name) value '\(value)' has no case in \(swiftType.name)" + (fallbacks.isEmpty ? "" : "; it decodes to the fallback case"),
                   contract: contractCase.location, swift: caseLocation)
        }
        for c in plain where !consumed.contains(c.name) {
            report(.enumCaseExtra, type: decl.name, field: raw(c), "\(swiftType.name).\(c.name) ('\(raw(c))') is not a value of \(decl.name)",
                   contract: decl.location, swift: SourceLocation(file: swiftType.file, line: c.line, column: 1))
        }
    }

    mutating func auditUnion(_ decl: Declaration, _ swiftType: ScannedType) {
        let variants = decl.variants ?? []
        let payloadCases = swiftType.cases.filter { !$0.associatedValues.isEmpty }
        if swiftType.kind == .enum, payloadCases.count < variants.count {
            for variant in variants.dropFirst(payloadCases.count) {
                report(.unionVariantMissing, type: decl.name, field: variant.discriminatorValue.stringValue,
                       "\(decl.name) has \(variants.count) variants but \(swiftType.name) has \(payloadCases.count) cases with a payload; no case for \(decl.discriminator ?? "")=\(variant.discriminatorValue.typeScriptText)",
                       contract: variant.location, swift: location(swiftType))
            }
        }
        guard let discriminator = decl.discriminator, swiftType.kind == .enum else { return }
        let reads = swiftType.decoder?.reads.map(\.key) ?? []
        if !reads.contains(discriminator) && !reads.contains(SwiftNaming.propertyName(discriminator)) {
            report(.discriminatorMismatch, type: decl.name, field: discriminator,
                   swiftType.decoder == nil
                       ? "\(swiftType.name) has no init(from:) that reads the discriminator '\(discriminator)'; synthesized Codable cannot decode this union"
                       : "init(from:) of \(swiftType.name) never reads the discriminator '\(discriminator)'",
                   contract: decl.location, swift: location(swiftType))
        }
    }
}
