import ContractKit
import Foundation

/// `contractkit verify`
enum VerifyCommand: Command {
    static let name = "verify"
    static let summary = "Decode the contract's example payloads through the app's own Swift DTOs, and report what fails or is lost."
    static let usage = "contractkit verify --swift <path>... [--contracts <path>...] [--config <file>] [--strict] [--variant <variant>...] [--payloads <path>...] [--format markdown|json|github|sarif|xcode] [--output <file>] [--fail-on error|warning|never]"
    static let discussion = """
    Pairs contract types with Swift types as 'audit' does, then compiles the given Swift
    files with a generated harness (swiftc on PATH, or CONTRACTKIT_SWIFTC), decodes every
    payload 'contractkit examples' makes into its Swift type with JSONDecoder, re-encodes it
    with JSONEncoder, and compares the two key by key. Findings have layer "runtime":
    decode-failed, field-lost, value-changed, unknown-enum-rejected, and not-verified for a
    type whose file does not compile without the rest of the app (the largest set of files
    that compiles is kept) or that has no Swift type.

    --payloads adds real responses: JSON files wrapped as {"type": "WorkDTO", "payload": …},
    JSON files in a folder named after a contract type, and HAR files (Proxyman, Charles,
    a browser), whose 2xx JSON responses are typed by verify.routes in contractkit.json
    ("GET /v1/works/*": "ResponseEnvelope<WorkDTO>"). A type may be written as the
    contract names it or as the Swift type the audit paired with it. Each is checked
    against the contract first (contract-violated: a value the contract does not allow, by
    JSON pointer; undeclared-key: a key it does not declare), then decoded like the examples.

    Each type is decoded with the decoder the app uses for it: its own static decoder, the
    decoder of the calls that decode it, or the one of the type that holds it; else the
    app-wide default, verify.dateDecodingStrategy and verify.keyDecodingStrategy in
    contractkit.json, else what the scanned code sets, where that is one value. A
    Decodable-only type is read back with Mirror and compared with the payload. The
    compiled program is cached by a hash of its inputs (CONTRACTKIT_CACHE, else
    ~/.cache/contractkit), so a second run on unchanged files does not compile again.

    Exit codes: 0 when no finding reaches --fail-on (default: error), 1 when one does, 2 on
    invalid input or when there is no Swift compiler.
    """
    static let options = [
        OptionTable.swift, OptionTable.contracts, OptionTable.config, OptionTable.strict,
        OptionSpec(name: "variant", arity: .multiple, valueName: "variant", help: "Only these payload variants (see 'contractkit examples --help')."),
        OptionTable.payloads,
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
        // Verify compiles and decodes: it runs only on a contract that read whole.
        guard let audited = outcome.result, outcome.contract.isWhole else { return .invalidInput }
        guard let recorded = try RecordedInput.loadReporting(arguments, schema: outcome.contract.schema, config: config,
                                                                    correspondences: audited.correspondences, context) else { return .invalidInput }
        let verified = try verify(outcome.contract.schema, audited, dtos: outcome.dtos, dtoFiles: input.dtoFiles, config: config, variants: variants,
                                  recorded: recorded, context)
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
            context.console.err(AuditCommand.summaryLine(result, output: arguments.value("output"), skipped: SwiftFiles.skipped(swift, paths: context.paths)).replacingOccurrences(of: "audit:", with: "verify:")
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
    /// static finding explains (see `DecodingEvidence`).
    static func withEvidence(_ findings: [Finding], _ verified: Verified) -> [Finding] {
        DecodingEvidence.mark(findings, runtime: verified.findings, verifiedTypes: verified.verifiedTypes, undecoded: verified.undecodedTypes)
    }

    struct Verified {
        var findings: [Finding]
        /// Contract types whose Swift type was compiled and decoded.
        var verifiedTypes: Set<String>
        /// Contract types with a payload that never decoded.
        var undecodedTypes: Set<String> = []
        var summary: String
        /// Files left out because they do not compile without the rest of the app (display path → error).
        var droppedFiles: [String: String] = [:]
    }
}
