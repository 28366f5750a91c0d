/// A type that is only `Decodable` cannot be re-encoded; what it holds after decoding is
/// read back with `Mirror` (see `HarnessSource.reflect`) and compared with the payload key
/// by key: a key the payload holds a value for, whose property is nil after decoding, is
/// lost. That is what a CodingKey that never matches looks like: the key the decoder sees
/// (after its key strategy) is not the one the type asks for, and an optional stays nil.
extension RuntimeFindings {
    func decodedValues(_ subject: VerifyPlan.Subject, _ run: DecodeRounds.Run, _ reflected: String,
                       _ finding: (AuditRule, FindingSeverity?, String?, String) -> Finding) -> [Finding] {
        guard let decoded = try? LocatedJSONParser.parse(Array(reflected.utf8), file: "reflected") else { return [] }
        guard case .object = decoded else {
            let why = "\(subject.swiftType) decodes, but what it holds cannot be read back to compare with the payload (it is not a struct or class of stored properties)"
            return [finding(.notVerified, .info, nil, why)]
        }
        let skipped = run.substituted + run.payload.ignoredPaths
        let strategy = keyStrategies[subject.swiftType] ?? .useDefaultKeys
        var findings: [Finding] = []
        for path in DecodedValues.lost(run.current, decoded, keys: propertyKeys[subject.swiftType] ?? [:], strategy: strategy)
        where !skipped.contains(where: { covers($0, path.path) }) && !discriminators.contains(subject.contractType + "." + path.path) {
            let required = isRequired(path.path, in: subject.contractType)
            var why = "\(subject.swiftType).\(path.property) is nil after decoding \(path.path), which the payload holds"
            let payloadKey = path.path.split(separator: ".").last.map(String.init) ?? path.path
            let arrives = strategy == .convertFromSnakeCase ? WireModel.camelCase(fromSnakeCase: payloadKey) : payloadKey
            if let key = path.codingKey, key != arrives {
                why += strategy == .convertFromSnakeCase
                    ? ": under .convertFromSnakeCase the key arrives as '\(arrives)', and its CodingKey '\(key)' never matches"
                    : ": its CodingKey '\(key)' never matches the key '\(arrives)'"
            } else if path.codingKey != nil {
                why += ": the key matches, but the value is dropped while decoding (a `try?`, or a conversion that fails)"
            }
            var lost = finding(.fieldLost, required ? .error : .warning, fieldPath(path.path), why)
            if let at = propertyLines[subject.swiftType]?[path.property], let type = lost.swift {
                lost.swift = SourceLocation(file: type.file, line: at.line, column: at.column)
            }
            findings.append(lost)
        }
        return findings
    }
}

enum DecodedValues {
    struct Lost: Equatable {
        /// The payload's path: `shipment.delivered_at`.
        var path: String
        /// The Swift property that stayed nil.
        var property: String
        /// The CodingKey it reads, where the audit knows it.
        var codingKey: String?
    }

    /// The payload's keys with a value whose property is nil in `decoded`. `keys`: the type's
    /// properties → the CodingKey each reads (the top level's; nested objects match by name).
    static func lost(_ input: ExampleValue, _ decoded: LocatedJSON, keys: [String: String], strategy: KeyCodingStrategy, path: String = "") -> [Lost] {
        switch (input, decoded) {
        case (.object(let members), .object(let held, _)):
            let byLabel = Dictionary(held.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            var out: [Lost] = []
            for (key, value) in members where value != .null {
                guard let label = property(for: key, labels: held.map(\.key), keys: keys, strategy: strategy), let got = byLabel[label] else { continue }
                let child = path.isEmpty ? key : path + "." + key
                if case .null = got {
                    out.append(Lost(path: child, property: label, codingKey: keys[label]))
                } else {
                    out += lost(value, got, keys: [:], strategy: strategy, path: child)
                }
            }
            return out
        case (.array(let items), .array(let held, _)) where items.count == held.count:
            return zip(items, held).enumerated().flatMap { lost($0.element.0, $0.element.1, keys: [:], strategy: strategy, path: "\(path)[\($0.offset)]") }
        default:
            return []
        }
    }

    /// The property that holds a payload key: the one whose CodingKey is the key (as
    /// written, or as the key strategy turns the key), else the one named like it
    /// (`delivered_at` ~ `deliveredAt`). Nil when no property is named for it: a key
    /// the type reads some other way, which is not compared.
    static func property(for key: String, labels: [String], keys: [String: String], strategy: KeyCodingStrategy) -> String? {
        let converted = strategy == .convertFromSnakeCase ? WireModel.camelCase(fromSnakeCase: key) : key
        if let byKey = labels.first(where: { keys[$0] == key || keys[$0] == converted }) { return byKey }
        if labels.contains(key) { return key }
        let folded = WireModel.folded(key)
        return labels.first { WireModel.folded($0) == folded }
    }
}
