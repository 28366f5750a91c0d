import Foundation

/// What one audit reads: the contract, the Swift files by role, the config and the day.
public struct AuditInput: Sendable {
    /// Absolute paths of the contract files.
    public var contractFiles: [String]
    public var options: ContractOptions
    /// Absolute paths of the Swift files, folders already listed.
    public var dtoFiles: [String]
    public var modelFiles: [String]
    public var mapperFiles: [String]
    public var config: ContractKitConfig
    /// `YYYY-MM-DD`: decides which waivers have expired.
    public var today: String
    /// The path a Swift file shows in results and diagnostics.
    public var displayPath: @Sendable (String) -> String

    public init(contractFiles: [String], options: ContractOptions, dtoFiles: [String], modelFiles: [String] = [], mapperFiles: [String] = [],
                config: ContractKitConfig, today: String, displayPath: @escaping @Sendable (String) -> String) {
        self.contractFiles = contractFiles
        self.options = options
        self.dtoFiles = dtoFiles
        self.modelFiles = modelFiles
        self.mapperFiles = mapperFiles
        self.config = config
        self.today = today
        self.displayPath = displayPath
    }
}

/// An audit's outcome, stage by stage: what was read, what every input said, and the
/// result, which is nil when the config has errors or no DTO file read: a Swift file with
/// errors is left out, and the result names it (`AuditResult.swiftErrorFiles`).
public struct AuditOutcome: Sendable {
    public var contract: ContractPipeline.ReadResult
    /// The Swift files' diagnostics, DTOs before models before mappers, each in input order.
    public var swiftDiagnostics: [Diagnostic]
    public var dtos: [ScannedFile] = []
    public var models: [ScannedFile] = []
    public var mappers: [ScannedFile] = []
    public var result: AuditResult?
}

extension ContractPipeline {
    /// The whole audit. The contract is read on another core while the DTOs are scanned;
    /// the app's models and mappers are scanned while the DTO layer is audited. Diagnostics
    /// keep their input order whatever finished first.
    public static func audit(_ input: AuditInput, provider: any SourceProvider) -> AuditOutcome {
        let contract = Background { read(roots: input.contractFiles, provider: provider, options: input.options) }
        let display = input.displayPath
        let (dtoGroups, dtoDiagnostics) = PhaseTimer.measure("scan the app's DTOs") { SwiftSources.scan([(input.dtoFiles, false)], provider: provider, display: display) }
        // A Swift file with an error is left out and the rest is audited; the result names it.
        var leftOut = filesWithErrors(dtoDiagnostics)
        let dtos = dtoGroups[0].filter { !leftOut.contains($0.path) }
        let app = Background {
            SwiftSources.scan([(input.modelFiles, true), (input.mapperFiles, true)], provider: provider, display: display)
        }
        var outcome = AuditOutcome(contract: PhaseTimer.measure("wait for the contract") { contract.value }, swiftDiagnostics: dtoDiagnostics, dtos: dtos)
        let appScan = {
            let (groups, diagnostics) = app.value
            let broken = filesWithErrors(diagnostics)
            (outcome.models, outcome.mappers) = (groups[0].filter { !broken.contains($0.path) }, groups[1].filter { !broken.contains($0.path) })
            outcome.swiftDiagnostics += diagnostics
            leftOut += broken.filter { !leftOut.contains($0) }
        }
        // Syntax errors in the contract cost only their own statements, and a name it cannot
        // resolve only the field or type it is in: the rest is audited. With no DTO file
        // that read, there is nothing to audit.
        guard outcome.contract.isAuditable, leftOut.isEmpty || !dtos.isEmpty else {
            appScan()
            return outcome
        }
        // An audit of nothing would report compliance: that is an input error.
        if dtos.allSatisfy({ $0.types.isEmpty }), let first = dtos.first {
            appScan()
            outcome.swiftDiagnostics.append(Diagnostic(.error, "no Swift types to audit in the --swift files: they declare no struct, class or enum",
                                                       at: SourceLocation(file: first.path, line: 1, column: 1)))
            return outcome
        }
        let schema = outcome.contract.schema
        // Names in config that match nothing stop the audit, as any config error does; the
        // model names are checked once the models are scanned.
        // Only `audit.models` names Swift types: an app's thousands of names are gathered only when it has entries.
        let namesSwift = !input.config.audit.models.isEmpty
        let dtoNames = namesSwift ? swiftTypeNames(dtos) : []
        let configProblems = PinCheck.problems(input.config, dtos)
            + ConfigNameCheck.problems(input.config, schema: schema, swift: .init(dtos: dtoNames, models: nil), keys: [.audit, .models, .routes]).diagnostics
        if !configProblems.isEmpty {
            appScan()
            outcome.swiftDiagnostics += configProblems
            return outcome
        }
        let dtoLayer = PhaseTimer.measure("audit: DTO layer") { DTOAuditor.audit(schema, dtos, pins: input.config.audit.types) }
        appScan()
        if !input.modelFiles.isEmpty {
            let modelProblems = ConfigNameCheck.problems(input.config, schema: schema, swift: .init(dtos: dtoNames, models: namesSwift ? swiftTypeNames(outcome.models) : []),
                                                         keys: .models).diagnostics
            guard modelProblems.isEmpty else {
                outcome.swiftDiagnostics += modelProblems
                return outcome
            }
        }
        outcome.result = PhaseTimer.measure("audit: model and mapper layers, waivers") {
            auditDataFlow(dtoLayer, schema, dtos, config: input.config, today: input.today, models: outcome.models, mappers: outcome.mappers)
        }
        outcome.result?.swiftErrorFiles = leftOut
        return outcome
    }

    /// The files that `diagnostics` report an error in, in order of first mention.
    static func filesWithErrors(_ diagnostics: [Diagnostic]) -> [String] {
        var files: [String] = []
        for d in diagnostics where d.severity == .error && !files.contains(d.location.file) { files.append(d.location.file) }
        return files
    }
}

extension ContractPipeline {
    /// The type names Swift files declare, qualified (`Envelope.Item`) and by last component.
    static func swiftTypeNames(_ files: [ScannedFile]) -> Set<String> {
        var names = Set<String>()
        for t in files.flatMap(\.types) where t.kind != .extension && t.kind != .protocol {
            names.insert(t.name)
            names.insert(lastComponent(t.name))
        }
        return names
    }

    /// An audit of Swift files against a contract already read, as `diff --swift` runs it
    /// against the new contract. Nil, with the diagnostics, when a Swift file has errors.
    public static func audit(_ schema: Schema, dtoFiles: [String], modelFiles: [String], mapperFiles: [String], config: ContractKitConfig,
                             today: String, provider: any SourceProvider,
                             displayPath: @escaping @Sendable (String) -> String) -> (result: AuditResult?, diagnostics: [Diagnostic]) {
        let (groups, diagnostics) = SwiftSources.scan([(dtoFiles, false), (modelFiles, true), (mapperFiles, true)], provider: provider, display: displayPath)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        let names = ConfigNameCheck.SwiftNames(dtos: swiftTypeNames(groups[0]), models: modelFiles.isEmpty ? nil : swiftTypeNames(groups[1]))
        let configProblems = PinCheck.problems(config, groups[0]) + ConfigNameCheck.problems(config, schema: schema, swift: names, keys: [.audit, .models]).diagnostics
        guard configProblems.isEmpty else { return (nil, diagnostics + configProblems) }
        return (audit(schema, groups[0], config: config, today: today, models: groups[1], mappers: groups[2]), diagnostics)
    }
}
