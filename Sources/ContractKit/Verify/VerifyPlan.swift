// Verify: decoding the contract's example payloads through the app's own Swift types, and
// what the round trip lost. The CLI compiles and runs the program; this stage writes it
// and reads its results.

/// The JSON coding strategies the verify program sets, from config or from what the
/// scanned code sets on its decoders.
public struct CodingStrategies: Sendable, Equatable {
    public typealias DateStrategy = DateCodingStrategy
    public typealias KeyStrategy = KeyCodingStrategy

    public var dateDecoding: DateStrategy = .deferredToDate
    public var keyDecoding: KeyStrategy = .useDefaultKeys
    /// Where each came from: "contractkit.json", "Sources/API/Client.swift:12", or "default".
    public var sources: [String] = []

    public init() {}

    /// The config's strategies where it sets them, else the scanned code's.
    public static func resolve(_ config: VerifyConfig, files: [ScannedFile]) -> (CodingStrategies, notes: [String]) {
        var (strategies, notes) = fromScannedCode(files)
        if let date = config.dateDecodingStrategy {
            strategies.dateDecoding = date
            strategies.sources.removeAll { $0.hasPrefix("dateDecodingStrategy") }
            strategies.sources.append("dateDecodingStrategy .\(date.rawValue) from contractkit.json")
            notes.removeAll { $0.contains("dateDecodingStrategy") }
        }
        if let key = config.keyDecodingStrategy {
            strategies.keyDecoding = key
            strategies.sources.removeAll { $0.hasPrefix("keyDecodingStrategy") }
            strategies.sources.append("keyDecodingStrategy .\(key.rawValue) from contractkit.json")
            notes.removeAll { $0.contains("keyDecodingStrategy") }
        }
        return (strategies, notes)
    }

    /// The strategies the scanned code sets, where that is unambiguous: one value for a
    /// setting across all files. `.custom` and `.formatted` cannot be reproduced; they
    /// leave the default and say so.
    public static func fromScannedCode(_ files: [ScannedFile]) -> (CodingStrategies, notes: [String]) {
        var strategies = CodingStrategies()
        var notes: [String] = []
        var dateValues: [String: String] = [:], keyValues: [String: String] = [:]
        for file in files {
            for setting in file.decoderSettings {
                let at = "\(file.path):\(setting.line)"
                if setting.name == "dateDecodingStrategy" { dateValues[setting.value] = dateValues[setting.value] ?? at }
                if setting.name == "keyDecodingStrategy" { keyValues[setting.value] = keyValues[setting.value] ?? at }
            }
        }
        if dateValues.count == 1, let (value, at) = dateValues.first {
            if let date = DateStrategy(rawValue: value) {
                strategies.dateDecoding = date
                strategies.sources.append("dateDecodingStrategy .\(value) from \(at)")
            } else {
                notes.append("the app's dateDecodingStrategy .\(value) (\(at)) cannot be reproduced; set verify.dateDecodingStrategy in contractkit.json")
            }
        } else if dateValues.count > 1 {
            notes.append("the app sets several dateDecodingStrategy values (\(dateValues.keys.sorted().map { "." + $0 }.joined(separator: ", "))); set verify.dateDecodingStrategy in contractkit.json")
        }
        if keyValues.count == 1, let (value, at) = keyValues.first, let key = KeyStrategy(rawValue: value) {
            strategies.keyDecoding = key
            strategies.sources.append("keyDecodingStrategy .\(value) from \(at)")
        } else if keyValues.count > 1 {
            notes.append("the app sets several keyDecodingStrategy values; set verify.keyDecodingStrategy in contractkit.json")
        }
        return (strategies, notes)
    }
}

/// What `verify` decodes: each contract type paired with a Swift type, and its payloads.
public struct VerifyPlan: Sendable {
    public struct Subject: Sendable, Equatable {
        /// The contract type.
        public var contractType: String
        /// The Swift type's qualified name: `ResponseEnvelope.ApiErrorInfo`.
        public var swiftType: String
        /// How the harness names it: a type nested in a generic one gets placeholder
        /// arguments, `ResponseEnvelope<String>.ApiErrorInfo`.
        public var swiftExpression: String
        /// The file that declares it.
        public var file: String
        public var payloads: [ExamplePayload]
    }

    public var subjects: [Subject]
    /// Contract types that get payloads but no Swift type was paired with.
    public var unpaired: [String]
    public var strategies: CodingStrategies

    /// Pairs contract types with Swift types exactly as the audit does (its result's
    /// correspondences), and makes every payload for each.
    public static func make(schema: Schema, audit: AuditResult, dtos: [ScannedFile], strategies: CodingStrategies,
                            variants: Set<ExampleVariant>? = nil) -> VerifyPlan {
        var genericArity: [String: Int] = [:]
        for file in dtos { for t in file.types where !t.genericParameters.isEmpty { genericArity[t.name] = t.genericParameters.count } }
        let maker = ExamplePayloads(schema: schema)
        let pairs = Dictionary(audit.correspondences.map { ($0.contract, $0) }, uniquingKeysWith: { a, _ in a })
        var subjects: [Subject] = []
        var unpaired: [String] = []
        for decl in schema.declarations where ExamplePayloads.isExampled(decl) && decl.isExported {
            guard let pair = pairs[decl.name] else { unpaired.append(decl.name); continue }
            let payloads = maker.payloads(for: decl).filter { variants?.contains($0.variant) ?? true }
            subjects.append(Subject(contractType: decl.name, swiftType: pair.swift, swiftExpression: expression(pair.swift, genericArity),
                                    file: pair.swiftLocation.file, payloads: payloads))
        }
        return VerifyPlan(subjects: subjects, unpaired: unpaired, strategies: strategies)
    }

    /// `Outer.Inner` with `String` for each generic parameter of an enclosing type.
    static func expression(_ qualified: String, _ genericArity: [String: Int]) -> String {
        let parts = qualified.split(separator: ".").map(String.init)
        var prefix = ""
        var out: [String] = []
        for (i, part) in parts.enumerated() {
            prefix = prefix.isEmpty ? part : prefix + "." + part
            let arity = i < parts.count - 1 ? genericArity[prefix] ?? 0 : 0
            out.append(arity == 0 ? part : part + "<" + Array(repeating: "String", count: arity).joined(separator: ", ") + ">")
        }
        return out.joined(separator: ".")
    }
}
