import ContractKit
import Foundation

/// `contractkit audit`
enum AuditCommand: Command {
    static let name = "audit"
    static let summary = "Audit hand-written Swift DTOs against the contract, field by field."
    static let usage = "contractkit audit --swift <path>... [--models <path>...] [--mappers <path>...] [--contracts <path>...] [--config <file>] [--strict] [--format markdown|json|github|sarif|xcode] [--output <file>] [--summary <file>] [--fail-on error|warning|never] [--baseline <file>] [--write-baseline <file>] [--since <rev>] [--verify [--payloads <path>...]] [--fix[=diff]]"
    static let discussion = """
    Matches every contract type to its Swift counterpart (a pin in contractkit.json under
    audit.types, the same name, a type a matched field uses, a name that differs by a common
    affix such as Row or Payload, or the Codable struct with the same wire keys), then checks
    every field, enum value and union variant. 'contractkit checks' lists the rules.

    With --models and --mappers it follows every DTO field into the app: the model that
    should store it (WorkDTO → Work, or audit.models) and the mappers (functions and
    initializers taking a DTO) that should copy it, create and merge paths alike. Findings
    then carry layer "model" or "mapper", and the report gains a data-flow table per DTO.
    The three options may all name the same folder. Without --swift, audit.paths in
    contractkit.json names them ({"swift": [...], "models": [...], "mappers": [...]},
    relative to the config file's folder).

    With --verify it also runs 'contractkit verify' on the DTO files: each DTO finding is
    marked "confirmed by decoding" (a runtime finding shows the same field, enum value or
    union tag), "not reproduced by decoding" (every payload of the type decoded) or "not
    checked by decoding", and what only decoding found is listed too. Static findings are
    never dropped.

    To switch the gate on for an app with old drift: write a baseline once
    (--write-baseline contractkit.baseline.json), commit it, and audit with --baseline: its
    findings are reported as known and only new ones fail; a fixed one is reported as fixed.
    Or, for pull requests, --since <merge-base> fails only on findings whose contract or
    Swift line changed after that revision. In a git checkout each finding says when each
    side's line last changed, and which side moved last.

    With --fix it edits the Swift files to fix each finding that has one safe edit, in the
    style of the code around it: a field missing from a DTO (property, CodingKeys case,
    initializer parameter and assignment, decode and encode lines), a wrong CodingKey raw
    value, a required property the contract makes optional, a missing enum case, and the
    model property and mapper lines of a dropped field. Each file is written whole or not at
    all; only files with a fix are touched. Every other finding is listed as not fixed, with
    the reason. No report is written (run the audit again for one); the exit code covers the
    findings that remain. --fix=diff prints the edits as a unified diff (paths a/… and b/…,
    for 'git apply') and writes nothing; its exit code is the audit's.

    Exit codes: 0 when no finding reaches --fail-on (default: error), 1 when one does, 2 on
    invalid input. An audit never reports clean after a parse error: a syntax error in the
    contract costs only the statement it is in, and a Swift file with an error only its own
    types: the rest is audited and reported, the summary names what was not read or left
    out, and the exit code is 2.
    """
    static let options = [
        OptionTable.swift, OptionTable.models, OptionTable.mappers, OptionTable.contracts, OptionTable.config, OptionTable.strict,
        OptionSpec(name: "format", arity: .single, valueName: "format",
                   help: "markdown, json, github, sarif (2.1.0) or xcode (path:line:col: severity: message [rule]). Default: xcode on a terminal without --output, else markdown."),
        OptionTable.output,
        OptionSpec(name: "summary", arity: .single, valueName: "file", help: "Also append the Markdown report to this file ($GITHUB_STEP_SUMMARY)."),
        OptionSpec(name: "fail-on", arity: .single, valueName: "level", help: "error (default), warning or never."),
        OptionSpec(name: "verify", arity: .flag, help: "Also decode the contract's example payloads through the DTOs (see 'contractkit verify --help')."),
        OptionTable.payloads,
        OptionSpec(name: "date", arity: .single, valueName: "text", help: "A date for the Markdown report's header (none by default, so reports are reproducible)."),
        AuditFix.option,
    ] + AuditGate.options

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        let format = AuditReportFormat(rawValue: try OptionTable.reportFormat(arguments, AuditReportFormat.allCases.map(\.rawValue), fallback: "markdown", context))!
        let failOn = try OptionTable.choice(arguments, "fail-on", default: "error", ["error", "warning", "never"])
        guard let config = try ContractInput.loadConfig(arguments, contracts: arguments.list("contracts"), context) else { return .invalidInput }
        // --swift, else audit.paths in the config.
        guard let app = ContractInput.appSwift(arguments, config) else {
            throw UsageError(message: "audit needs --swift <path>... (or audit.paths.swift in contractkit.json)")
        }
        let paths = context.paths
        let input = AuditInput(
            contractFiles: try ContractFiles.resolve(arguments.list("contracts"), paths: paths), options: ContractInput.options(arguments, config),
            dtoFiles: try SwiftFiles.resolve(app.swift, paths: paths), modelFiles: try SwiftFiles.resolve(app.models, paths: paths),
            mapperFiles: try SwiftFiles.resolve(app.mappers, paths: paths), config: config, today: Today.string,
            displayPath: { paths.display($0) })
        var gate = AuditGate(arguments, config: config, paths: context.paths)
        // Only the Markdown and JSON reports show provenance: the other formats need not ask git.
        gate.provenance = gate.provenance && (format == .markdown || format == .json || arguments.value("summary") != nil)
        // The largest contract file's blame starts now, on another core, while the audit runs.
        let prefetch = gate.provenance ? BlamePrefetch.start(input.contractFiles) : nil
        defer { _ = prefetch?.finish() }
        let outcome = ContractPipeline.audit(input, provider: DiskSourceProvider())
        ProcessLifetime.keepUntilExit(outcome)
        context.paths.contractFiles = outcome.contract.absolutePaths
        context.console.report(outcome.contract.diagnostics + outcome.swiftDiagnostics, paths: context.paths)
        guard var audited = outcome.result else { return .invalidInput }
        if arguments.list("payloads") != nil && !arguments.flag("verify") { throw UsageError(message: "--payloads needs --verify") }
        if arguments.flag("verify") {
            guard let recorded = try RecordedInput.loadReporting(arguments, schema: outcome.contract.schema, config: config,
                                                                 correspondences: audited.correspondences, context) else { return .invalidInput }
            let verified = try VerifyCommand.verify(outcome.contract.schema, audited, dtos: outcome.dtos, dtoFiles: input.dtoFiles, config: config,
                                                    variants: nil, recorded: recorded, context)
            audited.findings = VerifyCommand.withEvidence(audited.findings, verified)
        }
        var result = context.paths.displaying(audited)
        let loaded = LoadedContract(outcome.contract)
        result.unreadContract = loaded.skippedNames(context.paths)
        result.contractErrorFiles = loaded.typeErrorFiles.map(context.paths.display)
        let fix = try AuditFix.mode(arguments)
        if let fix {
            do { result.findings = try AuditFix.run(fix, result, outcome, input, &context) } catch let error as OutputFolder.WriteError {
                context.console.err("error: \(error.message)\n")
                return .invalidInput
            }
        }
        let changedSince = try gate.apply(to: &result, context, prefetch: prefetch)
        if let written = try gate.write(result, context) {
            context.console.err(written)
            return .success
        }
        // With --fix the report would describe the files as they were: it is left out (the audit
        // run again reports on the fixed files); with --fix=diff standard output is the diff's.
        if fix == nil { try writeReports(result, outcome, format, arguments, context) }
        if context.console.verbosity != .quiet {
            let skipped = SwiftFiles.skipped(app.swift + app.models + app.mappers, paths: context.paths)
            context.console.err(summaryLine(result, output: fix == nil ? arguments.value("output") : nil, skipped: skipped, unread: loaded.skippedSummary(context.paths),
                                            gate: AuditGate.summary(result, changedSince: changedSince, since: gate.since)))
        }
        // An error in the contract or a Swift file is invalid input even though the rest was audited.
        if !outcome.contract.isWhole || !result.swiftErrorFiles.isEmpty { return .invalidInput }
        let threshold: FindingSeverity? = failOn == "never" ? nil : failOn == "warning" ? .warning : .error
        // Known debt (in the baseline), and with --since what did not change after it, does not fail.
        let failing = result.findings.indices.filter { i in
            let f = result.findings[i]
            return threshold.map { f.severity >= $0 } == true && f.baselineState != .unchanged && changedSince?.contains(i) != false
        }
        return failing.isEmpty ? .success : .findings
    }
}

extension AuditCommand {
    /// The report in the chosen format (to --output or standard output), and the Markdown one
    /// appended to --summary.
    static func writeReports(_ result: AuditResult, _ outcome: AuditOutcome, _ format: AuditReportFormat, _ arguments: ParsedArguments,
                             _ context: CommandContext) throws {
        let sources = AuditReportFormat.Sources(schema: outcome.contract.schema, contractFiles: outcome.contract.schema.files.map(context.paths.display),
                                                dtos: outcome.dtos, models: outcome.models, mappers: outcome.mappers)
        let date = arguments.value("date")
        let report = PhaseTimer.measure("report") { format.render(result, sources, date: date, toolVersion: ContractPipeline.version) }
        try ReportOutput.write(report, to: arguments.value("output"), context)
        if let summary = arguments.value("summary") {
            // The Markdown report again, unless that is what was just rendered.
            let markdown = format == .markdown ? report : AuditReportFormat.markdown.render(result, sources, date: date, toolVersion: ContractPipeline.version)
            try ReportOutput.append(markdown, to: summary, context)
        }
    }

    /// `audit: 2 errors, 5 warnings, 3 notes in 14 types; report written to out/audit.md`
    /// Files the `--swift`, `--models` or `--mappers` folders hold that are not Swift follow: `; skipped 1 file that is not Swift: App/README.md`;
    /// `unread` names what syntax errors in the contract left unread, when they did.
    static func summaryLine(_ result: AuditResult, output: String?, skipped: [String] = [], unread: String = "", gate: String = "") -> String {
        var errors = 0, warnings = 0, notes = 0
        for f in result.findings {
            switch f.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: notes += 1
            }
        }
        let types = result.correspondences.count
        var line = "audit: \(counted(errors, "error")), \(counted(warnings, "warning")), \(counted(notes, "note")) in \(counted(types, "type"))"
        if !result.waived.isEmpty { line += " (\(result.waived.count) waived)" }
        line += gate
        if let output { line += "; report written to \(output)" }
        if !unread.isEmpty { line += "; " + unread }
        if !result.swiftErrorFiles.isEmpty {
            line += "; left out \(counted(result.swiftErrorFiles.count, "file")) with errors: " + result.swiftErrorFiles.joined(separator: ", ")
        }
        if let skipped = SwiftFiles.skippedSummary(skipped) { line += "; " + skipped }
        if types == 0 { line += "; no contract type was paired with a Swift type, so nothing was compared (pin pairs in audit.types)" }
        return line + "\n"
    }
}

/// `3 errors`, `1 warning`.
func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

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

extension PathDisplay {
    /// The diff with every location shown as the user's path to the file: a removal's
    /// through `oldContract`, the paths of the old side's files.
    func displaying(_ result: ContractDiff.Result, oldContract: PathDisplay) -> ContractDiff.Result {
        var result = result
        for i in result.changes.indices {
            guard let file = result.changes[i].finding.contract?.file else { continue }
            let paths = result.changes[i].isInOldContract ? oldContract : self
            result.changes[i].finding.contract?.file = paths.display(file)
        }
        return result
    }

    /// The result with every contract location shown as the user's path to the file.
    func displaying(_ result: AuditResult) -> AuditResult {
        var result = result
        // A contract has a few files and a large one thousands of types: each path is worked out once.
        var shown: [String: String] = [:]
        let display = { (path: String) -> String in
            if let known = shown[path] { return known }
            let displayed = self.display(path)
            shown[path] = displayed
            return displayed
        }
        for i in result.findings.indices {
            if let file = result.findings[i].contract?.file { result.findings[i].contract?.file = display(file) }
        }
        let displayed = { (c: Correspondence) -> Correspondence in
            var c = c
            c.contractLocation.file = display(c.contractLocation.file)
            return c
        }
        result.correspondences = result.correspondences.map(displayed)
        result.modelCorrespondences = result.modelCorrespondences.map(displayed)
        return result
    }
}
