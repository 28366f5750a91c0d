/// Enums by raw value, and discriminated unions against enums with associated values.
extension DTOAuditor {
    /// Names a fallback case commonly has; one with an associated value always counts.
    static let fallbackNames: Set<String> = ["unknown", "unknownValue", "other", "unrecognized", "unsupported"]

    /// Whether hand-written code decodes the enum: only then can a case take values it was
    /// not declared with. A synthesized `Decodable` throws on a value with no case, whatever
    /// the cases are named (`case unknown` is just another raw value).
    static func decodesByHand(_ t: ScannedType) -> Bool {
        t.decoder != nil || t.rawValueInitializerLine != nil || t.decoderFallback != nil
    }

    mutating func auditEnum(_ decl: Declaration, _ swiftType: ScannedType) {
        if let reason = openOrUnreadable(swiftType) {
            report(.enumWidened, type: decl.name, "\(decl.name) is held by \(swiftType.name), \(reason)", contract: decl.location, swift: location(swiftType))
            // A struct takes every value. An enum whose decoder the scan cannot follow is known
            // to take every value only when it falls back (`Kind(rawValue: raw) ?? .unknown`).
            if swiftType.kind != .enum {
                cover(.enumeration, decl.name, swiftType, missing: [], fallback: nil)
            } else if let fallback = swiftType.cases.first(where: { Self.fallbackNames.contains($0.name) })?.name ?? swiftType.decoderFallback {
                let accepted = enumAccepts(swiftType)
                cover(.enumeration, decl.name, swiftType, missing: (decl.cases ?? []).map(\.value.stringValue).filter { !accepted.contains($0) }, fallback: fallback)
            }
            return
        }
        let values = (decl.cases ?? []).map(\.value.stringValue)
        let valueSet = Set(values)
        // What each case decodes from: its custom decoder's strings (`case "fetch", "xhr":
        // self = .jsFetch`), else its raw value.
        func accepted(_ c: ScannedCase) -> [String] { swiftType.wireValues[c.name] ?? [c.rawValue ?? swiftType.rawValueMapping[c.name] ?? c.name] }
        func raw(_ c: ScannedCase) -> String { accepted(c).first! }
        // A case is a fallback by its name, or because the decoder gives it every unlisted value.
        let fallbacks = swiftType.cases.filter {
            !$0.associatedValues.isEmpty
                || ((Self.fallbackNames.contains($0.name) || $0.name == swiftType.decoderFallback) && !accepted($0).contains(where: valueSet.contains))
        }
        let plain = swiftType.cases.filter { c in !fallbacks.contains(c) }
        let fallback = Self.decodesByHand(swiftType) ? fallbacks.first?.name ?? swiftType.decoderFallback : nil
        let sendsOnly = matcher.swiftDirection(swiftType).map { $0.encodes && !$0.decodes } ?? false
        var consumed = Set<String>()
        var missing: [String] = []
        defer { cover(.enumeration, decl.name, swiftType, missing: missing, fallback: fallback) }
        for contractCase in decl.cases ?? [] {
            let value = contractCase.value.stringValue
            if let match = plain.first(where: { accepted($0).contains(value) }) {
                consumed.insert(match.name)
                if let written = swiftType.encodedValues[match.name], !valueSet.contains(written) {
                    report(.enumRawValueMismatch, type: decl.name, field: value,
                           "encode(to:) of \(swiftType.name) writes '\(written)' for .\(match.name), which is not a value of \(decl.name)",
                           contract: contractCase.location, swift: SourceLocation(file: swiftType.file, line: match.line, column: 1))
                }
                continue
            }
            missing.append(value)
            let caseLocation = SourceLocation(file: swiftType.file, line: swiftType.line, column: swiftType.column)
            if let sameName = plain.first(where: { sameIdentifier($0.name, SwiftNaming.caseName(value)) && !consumed.contains($0.name) }) {
                consumed.insert(sameName.name)
                report(.enumRawValueMismatch, type: decl.name, field: value,
                       "\(swiftType.name).\(sameName.name) has the raw value '\(raw(sameName))', but the contract value is '\(value)'",
                       contract: contractCase.location, swift: SourceLocation(file: swiftType.file, line: sameName.line, column: 1))
                continue
            }
            // An enum the app only sends never receives the value: it just never sends it.
            if sendsOnly {
                report(.enumCaseMissing, severity: .info, type: decl.name, field: value,
                       "the app never sends \(decl.name) value '\(value)': \(swiftType.name), which the app only sends, has no case for it",
                       contract: contractCase.location, swift: caseLocation)
                continue
            }
            if fallback == nil, readOnlyUnderOptionalTry(swiftType) {
                report(.enumCaseMissing, severity: .warning, type: decl.name, field: value,
                       "\(decl.name) value '\(value)' has no case in \(swiftType.name); every property holding it is read under try?, so the value decodes as nil",
                       contract: contractCase.location, swift: caseLocation)
                continue
            }
            report(.enumCaseMissing, severity: fallback == nil ? .error : .warning, type: decl.name, field: value,
                   "\(decl.name) value '\(value)' has no case in \(swiftType.name)" + Self.fallbackNote(fallback, isCase: !fallbacks.isEmpty),
                   contract: contractCase.location, swift: caseLocation)
        }
        for c in plain where !consumed.contains(c.name) {
            report(.enumCaseExtra, type: decl.name, field: raw(c), "\(swiftType.name).\(c.name) ('\(raw(c))') is not a value of \(decl.name)",
                   contract: decl.location, swift: SourceLocation(file: swiftType.file, line: c.line, column: 1))
        }
    }

    /// What a finding says of a value that decodes to a fallback.
    static func fallbackNote(_ fallback: String?, isCase: Bool) -> String {
        guard let fallback else { return "" }
        return isCase ? "; it decodes to the fallback case .\(fallback)" : "; its decoder falls back to .\(fallback)"
    }

    /// Whether an enum declares a raw type (`enum Kind: String`), so its cases have raw values.
    static func hasRawType(_ t: ScannedType) -> Bool {
        t.conformances.contains { ["String", "Int", "Int64", "Int32", "UInt", "Double", "Float", "Character"].contains(lastComponent($0)) }
    }

    /// The case an enum gives every value it does not list, when its decoder is hand-written:
    /// `default: self = .other(raw)`, `Self(rawValue: raw) ?? .unknown`, or a catch-all case
    /// named as one (`case other(String)`). Nil when an unlisted value throws.
    static func catchAll(_ t: ScannedType) -> String? {
        guard t.kind == .enum, decodesByHand(t) else { return nil }
        return t.decoderFallback ?? t.cases.first { !$0.associatedValues.isEmpty && fallbackNames.contains($0.name) }?.name
    }

    /// Records how a Swift enum covers a contract enum or union, for `diff`.
    mutating func cover(_ kind: EnumCoverage.Kind, _ contract: String, _ swiftType: ScannedType, missing: [String], fallback: String?) {
        enumCoverage.append(EnumCoverage(kind: kind, contract: contract, swiftName: swiftType.name, swiftLocation: location(swiftType),
                                         missing: missing, fallback: fallback))
    }

    /// Attributes that change nothing about coding.
    static let plainAttributes: Set<String> = ["MainActor", "Sendable", "frozen", "objc", "available"]

    /// Why an enum's values cannot be compared case by case: a `RawRepresentable` struct
    /// takes every string, and a hand-written decoder that maps strings in code the scan
    /// cannot follow decides what it accepts. Nil when its cases can be compared.
    func openOrUnreadable(_ swiftType: ScannedType) -> String? {
        if swiftType.kind != .enum {
            return "a \(swiftType.kind.rawValue) that takes any value (new values decode too)"
        }
        // `@UnstableEnum<String>`: a macro writes the Codable conformance and its raw values.
        if let macro = swiftType.attributes.first(where: { $0.first?.isUppercase == true && !Self.plainAttributes.contains($0) }) {
            return "whose coding the macro @\(macro) generates; its cases are not compared"
        }
        if let decoder = swiftType.decoder, swiftType.wireValues.isEmpty, decoder.reads.isEmpty, !swiftType.decodesByRawValue {
            return "whose init(from:) maps values in code the scan cannot follow; its cases are not compared"
        }
        // `enum Kind: RawRepresentable { case a, other(String) }`: no case has a raw value of
        // its own, so unless `init?(rawValue:)` or `rawValue` maps each case, its name says nothing.
        let rawRepresentable = swiftType.conformances.contains { lastComponent($0) == "RawRepresentable" } || swiftType.rawValueInitializerLine != nil
            || swiftType.properties.contains { $0.name == "rawValue" && !$0.static }
        if rawRepresentable, swiftType.cases.contains(where: { !$0.associatedValues.isEmpty }), !Self.hasRawType(swiftType),
           swiftType.cases.contains(where: { $0.associatedValues.isEmpty && swiftType.wireValues[$0.name] == nil && swiftType.rawValueMapping[$0.name] == nil }) {
            return "whose wire values are mapped in code the scan cannot follow (a catch-all case and no readable init?(rawValue:)); its cases are not compared"
        }
        return nil
    }

    /// Each variant needs a case: one whose payload is the variant's Swift type, one named
    /// after its discriminator value (`'reading.created'` → `readingCreated`), or one the
    /// decoder makes from that value. A variant with no payload (`{ type: 'idle' }`) pairs
    /// with a case without one.
    mutating func auditUnion(_ decl: Declaration, _ swiftType: ScannedType, comparingArms: Bool = true) {
        let variants = decl.variants ?? []
        if swiftType.kind != .enum, let reason = openOrUnreadable(swiftType), swiftType.conformances.contains(where: { lastComponent($0) == "RawRepresentable" }) {
            report(.enumWidened, type: decl.name, "\(decl.name) is held by \(swiftType.name), \(reason)", contract: decl.location, swift: location(swiftType))
            return
        }
        if swiftType.kind == .enum {
            var used = Set<String>()
            var unmatched: [UnionVariant] = []
            var arms: [(UnionVariant, ScannedCase)] = []
            for variant in variants {
                if let c = unionCase(for: variant, in: swiftType, excluding: used) {
                    used.insert(c.name)
                    arms.append((variant, c))
                } else {
                    unmatched.append(variant)
                }
            }
            if comparingArms { auditArms(decl, swiftType, arms: arms) }
            // A fallback takes a variant the enum has no case for: a case named as one
            // (`unknown(String)`) that no variant took, or the case the decoder's `default:` assigns.
            let named = swiftType.cases.first { !used.contains($0.name) && Self.fallbackNames.contains($0.name) }
            let fallback = named?.name ?? swiftType.decoderFallback
            // Other cases named otherwise (`success(T, Meta)` for `success: true`) take the
            // remaining variants with a payload in order; a variant without one needs its name.
            // A case the decoder makes from tags of its own (`case "tool_result":`) takes no other.
            var spare = swiftType.cases.filter {
                !used.contains($0.name) && !$0.associatedValues.isEmpty && $0.name != fallback && $0.name != named?.name && swiftType.wireValues[$0.name] == nil
            }
            var missing: [String] = []
            for variant in unmatched {
                if !isUnitVariant(variant, discriminator: decl.discriminator), !spare.isEmpty {
                    spare.removeFirst()
                    continue
                }
                missing.append(variant.discriminatorValue.stringValue)
                report(.unionVariantMissing, severity: fallback == nil ? nil : .warning, type: decl.name, field: variant.discriminatorValue.stringValue,
                       "\(decl.name) has no case in \(swiftType.name) for \(decl.discriminator ?? "")=\(variant.discriminatorValue.typeScriptText)"
                           + Self.fallbackNote(fallback, isCase: named != nil),
                       contract: variant.location, swift: location(swiftType))
            }
            cover(.union, decl.name, swiftType, missing: missing, fallback: fallback)
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

    func unionCase(for variant: UnionVariant, in swiftType: ScannedType, excluding used: Set<String>) -> ScannedCase? {
        let cases = swiftType.cases.filter { !used.contains($0.name) }
        let value = variant.discriminatorValue.stringValue
        if let referenced = variant.type.referencedDeclaration, let (counterpart, _) = matcher.matches[referenced] {
            // The fallback's struct holds the variants that have no case: it is theirs by tag only.
            let payload = cases.first { c in
                c.associatedValues.count == 1 && c.name != swiftType.decoderFallback && SwiftTypeShape(payloadType(c.associatedValues[0])).simpleName == lastComponent(counterpart.name)
            }
            if let payload { return payload }
        }
        if let decoded = cases.first(where: { swiftType.wireValues[$0.name]?.contains(value) == true }) { return decoded }
        return cases.first { sameIdentifier($0.name, SwiftNaming.caseName(value)) || $0.rawValue == value }
    }

    /// A variant whose only field is the discriminator: `{ type: 'idle' }`.
    func isUnitVariant(_ variant: UnionVariant, discriminator: String?) -> Bool {
        if case .object(let fields) = variant.type { return fields.allSatisfy { $0.name == discriminator } }
        return false
    }

    /// The type of an associated value as written: `Reading`, or `payload: Reading` without its label.
    func payloadType(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":") else { return text }
        return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
