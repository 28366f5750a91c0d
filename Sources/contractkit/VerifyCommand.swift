import ContractKit
import Foundation

/// `contractkit verify`
enum VerifyCommand: Command {
    static let name = "verify"
    static let summary = "Decode the contract's example payloads through the app's own Swift DTOs, and report what fails or is lost."
    static let usage = "contractkit verify --swift <path>... [--contracts <path>...] [--config <file>] [--strict] [--variant <variant>...] [--format markdown|json|github|sarif|xcode] [--output <file>] [--fail-on error|warning|never]"
    static let discussion = """
    Pairs contract types with Swift types as 'audit' does, then compiles the given Swift
    files with a generated harness (swiftc on PATH, or CONTRACTKIT_SWIFTC), decodes every
    payload 'contractkit examples' makes into its Swift type with JSONDecoder, re-encodes it
    with JSONEncoder, and compares the two key by key. Findings have layer "runtime":
    decode-failed, field-lost, value-changed, unknown-enum-rejected, and not-verified for a
    type whose file does not compile without the rest of the app (the largest set of files
    that compiles is kept) or that has no Swift type.

    The decoder's strategies are verify.dateDecodingStrategy and verify.keyDecodingStrategy
    in contractkit.json, else what the scanned code sets, where that is one value. The
    compiled program is cached by a hash of its inputs (CONTRACTKIT_CACHE, else
    ~/.cache/contractkit), so a second run on unchanged files does not compile again.

    Exit codes: 0 when no finding reaches --fail-on (default: error), 1 when one does, 2 on
    invalid input or when there is no Swift compiler.
    """
    static let options = [
        OptionTable.swift, OptionTable.contracts, OptionTable.config, OptionTable.strict,
        OptionSpec(name: "variant", arity: .multiple, valueName: "variant", help: "Only these payload variants (see 'contractkit examples --help')."),
        OptionSpec(name: "format", arity: .single, valueName: "format", help: "markdown, json, github, sarif or xcode. Default: xcode on a terminal without --output, else markdown."),
        OptionTable.output,
        OptionSpec(name: "fail-on", arity: .single, valueName: "level", help: "error (default), warning or never."),
    ]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        guard let swift = arguments.list("swift") else { throw UsageError(message: "verify needs --swift <path>...") }
        let format = AuditReportFormat(rawValue: try OptionTable.reportFormat(arguments, AuditReportFormat.allCases.map(\.rawValue), fallback: "markdown", context))!
        let failOn = try OptionTable.choice(arguments, "fail-on", default: "error", ["error", "warning", "never"])
        let variants = try arguments.list("variant").map { try Set($0.map(parseVariant)) }
        guard let config = try ContractInput.loadConfig(arguments, contracts: arguments.list("contracts"), context) else { return .invalidInput }
        let paths = context.paths
        let input = AuditInput(contractFiles: try ContractFiles.resolve(arguments.list("contracts"), paths: paths), options: ContractInput.options(arguments, config),
                               dtoFiles: try SwiftFiles.resolve(swift, paths: paths), config: config, today: Today.string, displayPath: { paths.display($0) })
        let outcome = ContractPipeline.audit(input, provider: DiskSourceProvider())
        context.paths.contractFiles = outcome.contract.absolutePaths
        context.console.report(outcome.contract.diagnostics + outcome.swiftDiagnostics, paths: context.paths)
        guard let audited = outcome.result else { return .invalidInput }
        let verified = try verify(outcome.contract.schema, audited, dtos: outcome.dtos, dtoFiles: input.dtoFiles, config: config, variants: variants, context)
        var result = audited
        result.findings = verified.findings
        result.fieldRows = [:]
        result.dataFlows = []
        result.waived = []
        result = context.paths.displaying(result)
        let sources = AuditReportFormat.Sources(schema: outcome.contract.schema, contractFiles: outcome.contract.schema.files.map(context.paths.display), dtos: outcome.dtos)
        let report = format.render(result, sources, date: nil, toolVersion: ContractPipeline.version)
        try ReportOutput.write(report, to: arguments.value("output"), context)
        if context.console.verbosity != .quiet {
            context.console.err(AuditCommand.summaryLine(result, output: arguments.value("output")).replacingOccurrences(of: "audit:", with: "verify:")
                .replacingOccurrences(of: " in \(counted(result.correspondences.count, "type"))", with: "; \(verified.summary)"))
        }
        let threshold: FindingSeverity? = failOn == "never" ? nil : failOn == "warning" ? .warning : .error
        return threshold.map { t in result.findings.contains { $0.severity >= t } } == true ? .findings : .success
    }

    static func parseVariant(_ text: String) throws -> ExampleVariant {
        guard let v = ExampleVariant(text) else { throw UsageError(message: "unknown variant '\(text)'; use full, minimal, nulls, unknown-enum or variant-<value>") }
        return v
    }

    /// Static findings with what decoding showed of them, then the runtime findings no
    /// static finding explains. A DTO finding on a verified type is `confirmed by decoding`
    /// when a runtime finding names the same field, else `not reproduced by decoding`.
    static func withEvidence(_ findings: [Finding], _ verified: Verified) -> [Finding] {
        var used = Set<Int>()
        var marked = findings.map { finding -> Finding in
            guard finding.layer == .dto, finding.severity != .info, verified.verifiedTypes.contains(finding.type), let field = finding.field else { return finding }
            var f = finding
            let matches = verified.findings.indices.filter { i in
                let r = verified.findings[i]
                return r.rule != .notVerified && r.type == finding.type && (r.field == field || r.field?.hasPrefix(field + ".") == true)
            }
            if let first = matches.first {
                f.evidence = "confirmed by decoding (\(verified.findings[first].variant ?? "payload"): \(verified.findings[first].rule))"
                used.formUnion(matches)
            } else {
                f.evidence = "not reproduced by decoding"
            }
            return f
        }
        marked += verified.findings.indices.filter { !used.contains($0) }.map { verified.findings[$0] }
        return marked.sorted(by: Finding.reportOrder)
    }

    struct Verified {
        var findings: [Finding]
        /// Contract types whose Swift type was compiled and decoded.
        var verifiedTypes: Set<String>
        var summary: String
    }

    /// Plans, compiles (or takes from the cache) and runs the verify program, and turns its
    /// results into runtime findings; `audit --verify` calls this too.
    static func verify(_ schema: Schema, _ audited: AuditResult, dtos: [ScannedFile], dtoFiles: [String], config: ContractKitConfig,
                       variants: Set<ExampleVariant>?, _ context: CommandContext) throws -> Verified {
        guard let swiftc = VerifyRunner.findCompiler() else {
            throw UsageError(message: "verify needs a Swift compiler: none on PATH (set CONTRACTKIT_SWIFTC to swiftc's path)")
        }
        let (strategies, notes) = CodingStrategies.resolve(config.verify, files: dtos)
        for note in notes where context.console.verbosity != .quiet { context.console.err("warning: \(note)\n") }
        if context.console.verbosity == .verbose {
            context.console.err("note: verify decodes with " + (strategies.sources.isEmpty ? "JSONDecoder's defaults" : strategies.sources.joined(separator: ", ")) + "\n")
        }
        let plan = VerifyPlan.make(schema: schema, audit: audited, dtos: dtos, strategies: strategies, variants: variants)
        // Display paths back to the files swiftc compiles.
        let absolute = Dictionary(dtoFiles.map { (context.paths.display($0), $0) }, uniquingKeysWith: { a, _ in a })
        var typeFiles: [String: String] = [:], expressions: [String: String] = [:]
        for subject in plan.subjects {
            typeFiles[subject.swiftType] = absolute[subject.file] ?? subject.file
            expressions[subject.swiftType] = subject.swiftExpression
        }
        let requests = plan.subjects.flatMap { s in s.payloads.map { (type: s.swiftType, json: $0.value.compactJSON) } }
        let runner = VerifyRunner(swiftc: swiftc, cacheRoot: VerifyRunner.defaultCacheRoot(), console: context.console)
        let outcome: VerifyRunner.Outcome
        do {
            outcome = try runner.run(types: typeFiles, expressions: expressions, files: dtoFiles, strategies: strategies, requests: requests)
        } catch let error as VerifyRunner.VerifyError {
            throw UsageError(message: error.message)
        }
        let maker = RuntimeFindings(schema: schema)
        var findings: [Finding] = []
        var verifiedTypes = Set<String>()
        var decoded = 0
        for subject in plan.subjects {
            let swiftLocation = audited.correspondences.first { $0.contract == subject.contractType }?.swiftLocation
            if let reason = outcome.build.skipped[subject.swiftType] {
                findings.append(Finding(rule: .notVerified, type: subject.contractType, message: "\(subject.contractType) ↔ \(subject.swiftType) was not verified: \(reason)",
                                        contract: schema.declaration(named: subject.contractType)?.location, swift: swiftLocation))
                continue
            }
            verifiedTypes.insert(subject.contractType)
            let results = outcome.results[subject.swiftType] ?? []
            decoded += results.count
            for (payload, result) in zip(subject.payloads, results) {
                findings += maker.findings(subject, payload, result, swift: swiftLocation)
            }
        }
        for name in plan.unpaired {
            findings.append(Finding(rule: .notVerified, type: name, message: "\(name) was not verified: no Swift type is paired with it",
                                    contract: schema.declaration(named: name)?.location, swift: nil))
        }
        let summary = "\(verifiedTypes.count) of \(plan.subjects.count + plan.unpaired.count) types verified, \(counted(decoded, "payload")) decoded"
            + (outcome.cached ? " (compiled program from the cache)" : "")
        return Verified(findings: maker.deduplicated(findings).sorted(by: Finding.reportOrder), verifiedTypes: verifiedTypes, summary: summary)
    }
}
