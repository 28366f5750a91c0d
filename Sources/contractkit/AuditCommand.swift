import ContractKit
import Foundation

/// `contractkit audit`
enum AuditCommand: Command {
    static let name = "audit"
    static let summary = "Audit hand-written Swift DTOs against the contract, field by field."
    static let usage = "contractkit audit --swift <path>... [--models <path>...] [--mappers <path>...] [--contracts <path>...] [--config <file>] [--strict] [--format markdown|json|github|sarif] [--output <file>] [--summary <file>] [--fail-on error|warning|never]"
    static let discussion = """
    Matches every contract type to its Swift counterpart (same name, enum prefix or suffix, a
    type a matched field uses, or a pin in contractkit.json under audit.types), then checks
    every field, enum value and union variant. 'contractkit checks' lists the rules.

    With --models and --mappers it follows every DTO field into the app: the model that
    should store it (WorkDTO → Work, or audit.models) and the mappers (functions and
    initializers taking a DTO) that should copy it, create and merge paths alike. Findings
    then carry layer "model" or "mapper", and the report gains a data-flow table per DTO.

    Exit codes: 0 when no finding reaches --fail-on (default: error), 1 when one does, 2 on
    invalid input. An audit never reports clean after a parse error.
    """
    static let options = [
        OptionSpec(name: "swift", arity: .multiple, valueName: "path", help: "Swift DTO files or folders to audit."),
        OptionSpec(name: "models", arity: .multiple, valueName: "path", help: "The app's model files or folders (model layer)."),
        OptionSpec(name: "mappers", arity: .multiple, valueName: "path", help: "Files or folders with DTO-to-model mappers (mapper layer)."),
        ContractInput.contractsOption,
        ContractInput.configOption,
        ContractInput.strictOption,
        OptionSpec(name: "format", arity: .single, valueName: "format", help: "markdown (default), json, github or sarif (2.1.0)."),
        OptionSpec(name: "output", arity: .single, valueName: "file", help: "Write the report to a file instead of stdout."),
        OptionSpec(name: "summary", arity: .single, valueName: "file", help: "Also append the Markdown report to this file ($GITHUB_STEP_SUMMARY)."),
        OptionSpec(name: "fail-on", arity: .single, valueName: "level", help: "error (default), warning or never."),
        OptionSpec(name: "date", arity: .single, valueName: "text", help: "A date for the Markdown report's header (none by default, so reports are reproducible)."),
    ]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        guard let inputs = arguments.list("swift") else { throw UsageError(message: "audit needs --swift <path>...") }
        let format = arguments.value("format") ?? "markdown"
        guard ["markdown", "json", "github", "sarif"].contains(format) else { throw UsageError(message: "--format must be markdown, json, github or sarif, not '\(format)'") }
        let failOn = arguments.value("fail-on") ?? "error"
        guard ["error", "warning", "never"].contains(failOn) else { throw UsageError(message: "--fail-on must be error, warning or never, not '\(failOn)'") }

        // The contract and the Swift sources are independent: read the contract on another
        // core while the Swift is scanned.
        guard let config = try ContractInput.loadConfig(arguments.value("config"), context) else { return .invalidInput }
        let contractFiles = try ContractFiles.resolve(arguments.list("contracts"), paths: context.paths)
        let options = ContractInput.options(arguments, config)
        let pending = PendingRead()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            pending.result = ContractPipeline.read(roots: contractFiles, provider: DiskSourceProvider(), options: options)
        }
        let scanStart = DispatchTime.now().uptimeNanoseconds
        // The DTOs first. The app's models and mappers (with their function bodies) are
        // scanned on other cores while the DTO layer is audited; every diagnostic is still
        // reported in input order, before any finding.
        let (scanned, dtoDiagnostics) = try SwiftFiles.scan(inputs, paths: context.paths)
        let app = try PendingAppScan(models: arguments.list("models") ?? [], mappers: arguments.list("mappers") ?? [], paths: context.paths)
        let appScanned = DispatchGroup()
        DispatchQueue.global().async(group: appScanned) { app.scan() }
        // Every way out waits for it, so no scan is still writing when the command returns.
        defer { appScanned.wait() }
        let allScanned = { () -> [Diagnostic] in
            appScanned.wait()
            if PhaseTimer.enabled {
                FileHandle.standardError.write(Data("timing: scan Swift: \(Double(DispatchTime.now().uptimeNanoseconds - scanStart) / 1_000_000) ms\n".utf8))
            }
            return dtoDiagnostics + app.diagnostics
        }
        group.wait()
        guard let read = pending.result else { return .invalidInput }
        context.paths.contractFiles = read.absolutePaths
        context.console.report(read.diagnostics, paths: context.paths)
        if read.diagnostics.contains(where: { $0.severity == .error }) { return .invalidInput }
        let schema = read.schema
        if dtoDiagnostics.contains(where: { $0.severity == .error }) {
            context.console.report(allScanned(), paths: context.paths)
            return .invalidInput
        }
        // An audit of nothing would report compliance: that is an input error.
        if scanned.allSatisfy({ $0.types.isEmpty }), let first = scanned.first {
            context.console.report(allScanned() + [Diagnostic(.error, "no Swift types to audit in the --swift files: they declare no struct, class or enum",
                                                              at: SourceLocation(file: first.path, line: 1, column: 1))], paths: context.paths)
            return .invalidInput
        }

        let today = Today.string
        let dtoResult = PhaseTimer.measure("audit: DTO layer") { DTOAuditor.audit(schema, scanned, pins: config.audit.types) }
        let diagnostics = allScanned()
        context.console.report(diagnostics, paths: context.paths)
        if diagnostics.contains(where: { $0.severity == .error }) { return .invalidInput }
        let (models, mappers) = (app.models, app.mappers)
        var result = PhaseTimer.measure("audit: model and mapper layers, waivers") {
            ContractPipeline.auditDataFlow(dtoResult, schema, scanned, config: config, today: today, models: models, mappers: mappers)
        }
        // Contract locations carry display paths; show them like every other path.
        result.findings = result.findings.map { f in
            var f = f
            if let file = f.contract?.file { f.contract?.file = context.paths.display(file) }
            return f
        }
        let displayed = { (c: Correspondence) -> Correspondence in
            var c = c
            c.contractLocation.file = context.paths.display(c.contractLocation.file)
            return c
        }
        result.correspondences = result.correspondences.map(displayed)
        result.modelCorrespondences = result.modelCorrespondences.map(displayed)
        let report: String = PhaseTimer.measure("report") { () -> String in
        switch format {
        case "json": return AuditReport.json(result)
        case "github": return AuditReport.github(result)
        case "sarif": return SARIFReport.render(result, toolVersion: ContractPipeline.version)
        default: return MarkdownAuditReport.render(result, schema: schema, files: scanned, contractFiles: schema.files.map(context.paths.display), date: arguments.value("date"),
                                                     models: models, mappers: mappers)
        }
        }
        if let output = arguments.value("output") {
            guard FileManager.default.createFile(atPath: context.paths.absolute(output), contents: Data(report.utf8)) else {
                throw InputError(path: output, message: "cannot write the report")
            }
        } else {
            context.console.out(report)
        }
        if let summary = arguments.value("summary") {
            // The Markdown report again, unless that is what was just rendered.
            let markdown = format == "markdown" ? report
                : MarkdownAuditReport.render(result, schema: schema, files: scanned, contractFiles: schema.files.map(context.paths.display), date: arguments.value("date"),
                                             models: models, mappers: mappers)
            let path = context.paths.absolute(summary)
            if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
            guard let handle = FileHandle(forWritingAtPath: path) else { throw InputError(path: summary, message: "cannot append the summary") }
            handle.seekToEndOfFile()
            handle.write(Data(markdown.utf8))
            try? handle.close()
        }
        ProcessLifetime.keepUntilExit(read, scanned, app, dtoResult, result)
        let threshold: FindingSeverity? = failOn == "never" ? nil : failOn == "warning" ? .warning : .error
        if let threshold, result.findings.contains(where: { $0.severity >= threshold }) { return .findings }
        return .success
    }
}

/// `contractkit checks`
enum ChecksCommand: Command {
    static let name = "checks"
    static let summary = "List every audit rule with its id, default severity and description."
    static let usage = "contractkit checks"
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        let width = AuditRule.all.map(\.id.rawValue.count).max() ?? 0
        for rule in AuditRule.all {
            let id = rule.id.rawValue, severity = rule.severity.rawValue
            let line = id + String(repeating: " ", count: width - id.count + 2) + severity + String(repeating: " ", count: 9 - severity.count)
            context.console.out(line + rule.summary + "\n")
        }
        return .success
    }
}

/// The contract read on a background queue; written once before `DispatchGroup.wait()`
/// returns, read only after it.
final class PendingRead: @unchecked Sendable {
    var result: ContractPipeline.ReadResult?
}

/// The app's models and mappers, scanned on a background queue: `scan()` runs once, and
/// its results are read only after the `DispatchGroup` it ran in is waited for. Paths are
/// resolved up front, so a missing folder is still an input error before any work.
final class PendingAppScan: @unchecked Sendable {
    private let groups: [(files: [String], functions: Bool)]
    private let paths: PathDisplay
    private(set) var models: [ScannedFile] = []
    private(set) var mappers: [ScannedFile] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(models: [String], mappers: [String], paths: PathDisplay) throws {
        groups = [(try SwiftFiles.resolve(models, paths: paths), true), (try SwiftFiles.resolve(mappers, paths: paths), true)]
        self.paths = paths
    }

    func scan() {
        let (scanned, diagnostics) = SwiftFiles.scanResolved(groups, paths: paths)
        (models, mappers, self.diagnostics) = (scanned[0], scanned[1], diagnostics)
    }
}
