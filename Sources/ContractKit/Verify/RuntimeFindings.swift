/// Turns the verify program's results into findings: `decode-failed`, `field-lost`,
/// `value-changed`, `unknown-enum-rejected` and `fraction-rejected`, with `layer: runtime`
/// and the payloads that showed them; and `not-verified` for every contract type that
/// was not decoded, with why.
public struct RuntimeFindings {
    let schema: Schema
    let declarations: [String: Declaration]
    /// The audit's field tables: each contract field's Swift property type.
    let fieldRows: [String: [String: String]]
    /// `Variant.kind` for each object declaration that is a variant of a discriminated
    /// union: the enclosing Swift enum usually reads the discriminator, so the variant's
    /// struct not keeping it is no loss.
    let discriminators: Set<String>

    /// Each Swift type's stored properties → the CodingKey each reads, from the audit's wire models.
    var propertyKeys: [String: [String: String]] = [:]
    /// Each Swift type's stored properties → their lines.
    var propertyLines: [String: [String: (line: Int, column: Int)]] = [:]
    /// The key strategy each Swift type is decoded with.
    var keyStrategies: [String: KeyCodingStrategy] = [:]

    /// With the audit's wire models and the app's decoders: what a `Decodable`-only type
    /// holds after decoding is compared with the payload, property by key.
    public init(schema: Schema, audit: AuditResult, decoders: AppDecoders) {
        self.init(schema: schema, fieldRows: audit.fieldRows)
        propertyKeys = audit.wireNames.mapValues(\.wireName)
        propertyLines = audit.wireNames.mapValues { model in
            Dictionary(model.type.properties.filter(\.stored).map { ($0.name, (line: $0.line, column: $0.column)) }, uniquingKeysWith: { a, _ in a })
        }
        keyStrategies = Dictionary(audit.wireNames.keys.map { ($0, decoders.strategies(for: $0).keyDecoding) }, uniquingKeysWith: { a, _ in a })
    }

    public init(schema: Schema, fieldRows: [String: [AuditResult.FieldRow]] = [:]) {
        self.schema = schema
        declarations = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var discriminators = Set<String>()
        for decl in schema.declarations where decl.kind == .union {
            guard let key = decl.discriminator else { continue }
            for variant in decl.variants ?? [] { if case .reference(let name, _) = variant.type { discriminators.insert(name + "." + key) } }
        }
        self.discriminators = discriminators
        self.fieldRows = fieldRows.mapValues { rows in
            Dictionary(rows.compactMap { row in row.swift.map { (row.field, $0) } }, uniquingKeysWith: { a, _ in a })
        }
    }

    /// One payload's result from the program: parsed from its JSON output.
    public struct Result: Sendable {
        public var ok: Bool
        /// The re-encoded JSON, when the type is Encodable.
        public var output: String?
        /// What a `Decodable`-only type holds after decoding, read with `Mirror`, as JSON.
        public var reflected: String?
        public var kind: String?
        public var path: String?
        /// The Swift type a `typeMismatch` or `valueNotFound` expected: `Int`.
        public var expected: String?
        public var error: String?
    }

    /// Parses the program's standard output: a JSON array of results, one per request.
    public static func parseResults(_ bytes: [UInt8]) -> [Result]? {
        guard case .array(let items, _)? = try? LocatedJSONParser.parse(bytes, file: "verify") else { return nil }
        return items.map { item in
            var result = Result(ok: false)
            guard case .object(let members, _) = item else { return result }
            for (key, _, value) in members {
                switch (key, value) {
                case ("ok", .bool(let b, _)): result.ok = b
                case ("output", .string(let s, _)): result.output = s
                case ("reflected", .string(let s, _)): result.reflected = s
                case ("kind", .string(let s, _)): result.kind = s
                case ("path", .string(let s, _)): result.path = s
                case ("expected", .string(let s, _)): result.expected = s
                case ("error", .string(let s, _)): result.error = s
                default: break
                }
            }
            return result
        }
    }

    /// The Swift type of the property at a path of a contract type, where the audit paired it.
    public func swiftType(at path: String, in type: String) -> String? {
        let owned = owner(of: path, in: type).split(separator: ".").map(String.init)
        guard owned.count >= 2 else { return nil }
        return fieldRows[owned.dropLast().joined(separator: ".")]?[owned.last!]
    }

    /// The findings for one payload of a subject, after its rounds: each failure, then what
    /// the last decode's round trip lost or changed outside the fields set to get past one.
    public func findings(_ subject: VerifyPlan.Subject, _ run: DecodeRounds.Run, swift: SourceLocation?) -> [Finding] {
        let contract = declarations[subject.contractType]?.location
        let variant = run.payload.variant
        func finding(_ rule: AuditRule, _ severity: FindingSeverity? = nil, field: String?, _ message: String) -> Finding {
            var f = Finding(rule: rule, severity: severity, type: subject.contractType, field: field, message: message,
                            contract: field.flatMap { fieldLocation($0, in: subject.contractType) } ?? contract, swift: swift)
            f.variant = variant.description
            return f
        }
        var findings: [Finding] = []
        for (_, failure) in run.failures {
            let field = failure.path.isEmpty ? nil : fieldPath(failure.path)
            if case .fractionProbe(let probed) = variant {
                // Only the probed field speaks; the full payload covers the rest.
                guard field == probed else { continue }
                let swiftType = swiftType(at: probed, in: subject.contractType).map(SwiftNumbers.base) ?? "an integer type"
                findings.append(finding(.fractionRejected, field: field,
                                        "\(subject.swiftType) holds the contract number \(probed) as \(swiftType): a fractional value such as 1.5 would fail to decode into \(swiftType)"))
                continue
            }
            if variant == .unknownEnum, !failure.path.isEmpty, isEnumField(failure.path, in: subject.contractType) {
                findings.append(finding(.unknownEnumRejected, field: field,
                                        "\(subject.swiftType) rejects '\(ExamplePayloads.unknownEnumValue)' at \(failure.path), a value a newer contract may add: the whole payload fails (\(failure.problem))"))
                continue
            }
            // A field the contract leaves open (any, unknown, an external type) has no value
            // every Swift type accepts: a failure there is the payload's, not the app's.
            if !run.payload.variant.isRecorded, !failure.path.isEmpty, isOpen(failure.path, in: subject.contractType) { continue }
            findings.append(finding(.decodeFailed, field: field, "\(subject.contractType) fails to decode into \(subject.swiftType) \(failure.text)"))
        }
        if case .fractionProbe = variant { return findings }
        return findings + roundTrip(subject, run, finding)
    }

    func roundTrip(_ subject: VerifyPlan.Subject, _ run: DecodeRounds.Run,
                   _ finding: (AuditRule, FindingSeverity?, String?, String) -> Finding) -> [Finding] {
        if run.decoded?.output == nil, let reflected = run.decoded?.reflected {
            return decodedValues(subject, run, reflected, finding)
        }
        guard let output = run.decoded?.output, let decoded = try? LocatedJSONParser.parse(Array(output.utf8), file: "output") else { return [] }
        let unknownEnum = run.payload.variant == .unknownEnum
        var findings: [Finding] = []
        let skipped = run.substituted + run.payload.ignoredPaths
        for difference in RoundTrip.compare(run.current, decoded) where !skipped.contains(where: { covers($0, difference.path) }) {
            let field = fieldPath(difference.path)
            switch difference.kind {
            case .lost where unknownEnum && isEnumField(difference.path, in: subject.contractType):
                findings.append(finding(.valueChanged, nil, field,
                                        "\(subject.swiftType) turns the new enum value at \(difference.path) into nothing: the field is gone after re-encoding"))
            case .lost where discriminators.contains(subject.contractType + "." + difference.path):
                continue
            case .lost:
                let required = isRequired(difference.path, in: subject.contractType)
                findings.append(finding(.fieldLost, required ? .error : .warning, field,
                                        "\(subject.swiftType) decodes \(difference.path) but drops it: it is missing after re-encoding"
                                            + (required ? " (the contract requires it)" : "")))
            case .changed(let before, let after):
                if unknownEnum && before == "\"\(ExamplePayloads.unknownEnumValue)\"" {
                    findings.append(finding(.valueChanged, nil, field,
                                            "\(subject.swiftType) turns the new enum value at \(difference.path) into \(after): re-encoding loses what the backend sent"))
                } else {
                    findings.append(finding(.valueChanged, nil, field, "\(difference.path) goes in as \(before) and comes back as \(after)"))
                }
            }
        }
        return findings
    }

    /// Whether a difference's path is at or under a substituted one.
    func covers(_ substituted: String, _ path: String) -> Bool {
        path == substituted || path.hasPrefix(substituted + ".") || path.hasPrefix(substituted + "[")
    }

    /// One finding per cause: the same rule on the same field (seen through several types,
    /// `WorkDTO.coverImageURL` inside `BookSearchResponse.works`, or in several payloads)
    /// is one finding, on the type that declares the field when it was verified, else on
    /// the shortest path; it lists every payload that showed it.
    public func deduplicated(_ findings: [Finding]) -> [Finding] {
        var kept: [String: Finding] = [:]
        var variants: [String: [String]] = [:]
        var order: [String] = []
        for f in findings {
            let cause = f.rule == RuleID.decodeFailed ? "|" + (f.message.firstRange(of: "`: ").map { String(f.message[$0.upperBound...]) } ?? f.message) : ""
            let key = "\(f.rule)|" + (f.field.map { owner(of: $0, in: f.type) } ?? f.type) + cause
            if let v = f.variant, variants[key]?.contains(v) != true { variants[key, default: []].append(v) }
            if let existing = kept[key] {
                if (f.field?.count ?? 0) < (existing.field?.count ?? 0) { kept[key] = f }
            } else {
                kept[key] = f
                order.append(key)
            }
        }
        return order.map { key in
            var f = kept[key]!
            if let shown = variants[key], !shown.isEmpty {
                f.variant = shown.joined(separator: ", ")
                f.message += " (\(shown.count == 1 ? "payload" : "payloads"): \(f.variant!))"
            }
            return f
        }
    }

    /// `Type.field` of the named declaration that declares a path's last field:
    /// `works.coverImageURL` in `BookSearchResponse` → `WorkDTO.coverImageURL`.
    func owner(of path: String, in type: String) -> String {
        let names = fieldPath(path).split(separator: ".").map(String.init)
        var owner = type
        var leaf: [String] = []
        var fields = declarations[type]?.fields ?? []
        for (i, name) in names.enumerated() {
            guard let f = fields.first(where: { $0.name == name }) else { return "\(type).\(path)" }
            leaf.append(name)
            guard i < names.count - 1 else { break }
            if let named = namedObject(f.type) {
                owner = named
                leaf = []
            }
            fields = objectFields(f.type)
        }
        return ([owner] + leaf).joined(separator: ".")
    }

    func namedObject(_ type: TypeRef) -> String? {
        switch type {
        case .array(let inner), .nullable(let inner), .map(let inner): return namedObject(inner)
        case .reference(let name, _): return declarations[name]?.kind == .object ? name : nil
        default: return nil
        }
    }

    /// `detectedBooks[0].work.title` → `detectedBooks.work.title`, the field path findings use.
    func fieldPath(_ path: String) -> String {
        var out = ""
        var skipping = false
        for c in path {
            if c == "[" { skipping = true; continue }
            if c == "]" { skipping = false; continue }
            if !skipping { out.append(c) }
        }
        return out
    }

    /// The contract field a path names, following objects and references.
    func field(at path: String, in type: String) -> Field? {
        var fields = declarations[type]?.fields ?? []
        var found: Field?
        for name in fieldPath(path).split(separator: ".") {
            // A decoding error's path names the key as the decoder saw it: under
            // `.convertFromSnakeCase`, `loyaltyTier` for the contract's `loyalty_tier`.
            guard let f = fields.first(where: { $0.name == name })
                ?? fields.first(where: { $0.name.hasByte(UInt8(ascii: "_")) && WireModel.camelCase(fromSnakeCase: $0.name) == name }) else { return nil }
            found = f
            fields = objectFields(f.type)
        }
        return found
    }

    func objectFields(_ type: TypeRef) -> [Field] {
        switch type {
        case .object(let fields): return fields
        case .array(let inner), .nullable(let inner), .map(let inner): return objectFields(inner)
        case .reference(let name, _): return declarations[name]?.kind == .object ? declarations[name]?.fields ?? [] : []
        default: return []
        }
    }

    func fieldLocation(_ path: String, in type: String) -> SourceLocation? { field(at: path, in: type)?.location }

    func isRequired(_ path: String, in type: String) -> Bool {
        field(at: path, in: type).map { !$0.optionality.allowsMissingValue } ?? false
    }

    func isOpen(_ path: String, in type: String) -> Bool {
        guard let f = field(at: path, in: type) else { return false }
        switch f.type.unwrappingCollections {
        case .any, .unknown, .external, .unsupported, .typeParameter: return true
        default: return false
        }
    }

    func isEnumField(_ path: String, in type: String) -> Bool {
        guard let f = field(at: path, in: type) else { return false }
        return ExamplePayloads(schema: schema).isEnum(f.type)
    }
}

/// Compares a payload with what came back from a decode and re-encode.
enum RoundTrip {
    struct Difference: Equatable {
        enum Kind: Equatable {
            case lost
            case changed(before: String, after: String)
        }

        var path: String
        var kind: Kind
    }

    /// Keys present in the input and missing (or null) in the output are lost; values that
    /// differ are changed. `null` in the input may come back absent. Numbers compare by
    /// value, and two ISO-8601 times that differ only in zero milliseconds are equal. Keys
    /// the output adds are not differences.
    static func compare(_ input: ExampleValue, _ output: LocatedJSON, path: String = "") -> [Difference] {
        switch (input, output) {
        case (.object(let members), .object(let outMembers, _)):
            let byKey = Dictionary(outMembers.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            var differences: [Difference] = []
            for (key, value) in members {
                let child = path.isEmpty ? key : path + "." + key
                guard let out = byKey[key] else {
                    if value != .null { differences.append(Difference(path: child, kind: .lost)) }
                    continue
                }
                if case .null = out, value != .null {
                    differences.append(Difference(path: child, kind: .lost))
                    continue
                }
                differences += compare(value, out, path: child)
            }
            return differences
        case (.array(let items), .array(let outItems, _)):
            if items.count != outItems.count {
                return [Difference(path: path, kind: .changed(before: "\(items.count) elements", after: "\(outItems.count)"))]
            }
            return zip(items, outItems).enumerated().flatMap { compare($0.element.0, $0.element.1, path: "\(path)[\($0.offset)]") }
        case (.null, .null): return []
        case (.number(let a, _), .number(let b, _)) where a == b: return []
        case (.bool(let a), .bool(let b, _)) where a == b: return []
        case (.string(let a), .string(let b, _)) where a == b || sameInstant(a, b): return []
        default:
            return [Difference(path: path, kind: .changed(before: input.compactJSON, after: compact(output)))]
        }
    }

    static func compact(_ value: LocatedJSON) -> String {
        switch value {
        case .string(let s, _): return "\"" + jsonEscaped(s) + "\""
        case .number(let n, _): return formatNumber(n)
        case .bool(let b, _): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items, _): return "[" + items.map(compact).joined(separator: ",") + "]"
        case .object(let members, _): return "{" + members.map { "\"\(jsonEscaped($0.key))\":\(compact($0.value))" }.joined(separator: ",") + "}"
        }
    }

    /// `2026-01-15T10:30:00.000Z` and `2026-01-15T10:30:00Z`.
    static func sameInstant(_ a: String, _ b: String) -> Bool {
        func normalized(_ s: String) -> String {
            guard s.count >= 20, s.hasSuffix("Z"), let dot = s.lastIndex(of: ".") else { return s }
            let fraction = s[s.index(after: dot)..<s.index(before: s.endIndex)]
            return fraction.allSatisfy { $0 == "0" } ? String(s[..<dot]) + "Z" : s
        }
        return normalized(a) == normalized(b)
    }
}
