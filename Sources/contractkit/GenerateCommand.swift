import ContractKit
import Foundation

/// `contractkit generate`
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Generate Swift DTOs, enums, unions and envelopes into generated/."
    static let usage = "contractkit generate [--contracts <path>...] [--config <file>] [--strict] [--models <path>...] [--output <folder>] [--check | --dry-run]"
    static let discussion = """
    Writes one Swift file per contract file plus ContractKitSupport.swift. Only files whose
    contents changed are written, each through a temporary file and a rename; files generated
    earlier that are no longer produced are removed. Files without contractkit's header are
    never touched.

    With --models, also writes <DTO>+Mapping.swift for each DTO whose model the files
    declare (WorkDTO → Work, or audit.models in the config): an `apply(_ dto:)` extension on
    the model that copies every field the model stores, converting ISO 8601 strings to
    Date, DTO enums to model enums, optionals to defaulted values and flattened objects.
    Its header lists each field it could not copy. The output folder then belongs in the
    app target, beside the models.

    --check writes nothing: it exits 1 and shows a short diff for each stale, missing or extra
    file, or exits 0 when the folder is up to date. Use it in CI.
    """
    static let options = [
        OptionTable.contracts,
        OptionTable.config,
        OptionTable.strict,
        OptionSpec(name: "models", arity: .multiple, valueName: "path", help: "The app's model files or folders: also generate DTO-to-model mappers."),
        OptionSpec(name: "output", arity: .single, valueName: "folder", help: "Where to write (default: generated/)."),
        OptionSpec(name: "check", arity: .flag, help: "Write nothing; exit 1 if the output folder is stale."),
        OptionSpec(name: "dry-run", arity: .flag, help: "Write nothing; print what would change."),
    ]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        if arguments.flag("check") && arguments.flag("dry-run") {
            throw UsageError(message: "--check and --dry-run cannot be used together")
        }
        guard let config = try ContractInput.loadConfig(arguments.value("config"), context),
              let schema = try ContractInput.read(arguments.list("contracts"), options: ContractInput.options(arguments, config), &context)
        else { return .invalidInput }

        var (files, diagnostics) = PhaseTimer.measure("generate") { ContractPipeline.generateSwift(schema, config: config) }
        if let modelPaths = arguments.list("models") {
            let (models, scanDiagnostics) = try SwiftFiles.scan(modelPaths, paths: context.paths)
            if scanDiagnostics.contains(where: { $0.severity == .error }) {
                context.console.report(scanDiagnostics, paths: context.paths)
                return .invalidInput
            }
            let mappers = MapperGenerator.generate(schema, config: config, models: models)
            files += mappers.files
            diagnostics += scanDiagnostics + mappers.diagnostics
        }
        context.console.report(diagnostics, paths: context.paths)
        if diagnostics.contains(where: { $0.severity == .error }) { return .invalidInput }

        let outputName = arguments.value("output") ?? "generated"
        let folder = OutputFolder(path: context.paths.absolute(outputName))
        let display = { (name: String) in (outputName.hasSuffix("/") ? outputName : outputName + "/") + name }
        let plan: OutputFolder.Plan
        do {
            plan = try PhaseTimer.measure("compare with output folder") { try folder.plan(files) }
        } catch let error as OutputFolder.WriteError {
            throw InputError(path: outputName, message: error.message)
        }

        if arguments.flag("check") {
            return check(plan, display, context)
        }
        if arguments.flag("dry-run") {
            for file in plan.writes { context.console.out("would write \(display(file.name))\n") }
            for name in plan.removals { context.console.out("would remove \(display(name))\n") }
            if plan.isEmpty { context.console.out("\(outputName) is up to date\n") }
            return .success
        }
        do {
            try PhaseTimer.measure("write") { try folder.apply(plan) }
        } catch let error as OutputFolder.WriteError {
            throw InputError(path: outputName, message: error.message + "; nothing was changed")
        }
        if context.console.verbosity != .quiet {
            context.console.err("generate: \(plan.writes.count) written, \(plan.removals.count) removed, \(plan.unchanged.count) unchanged in \(outputName)\n")
        }
        return .success
    }

    static func check(_ plan: OutputFolder.Plan, _ display: (String) -> String, _ context: CommandContext) -> ExitCode {
        guard !plan.isEmpty else {
            if context.console.verbosity != .quiet { context.console.err("generate --check: up to date\n") }
            return .success
        }
        for file in plan.writes {
            if let previous = plan.previous[file.name] {
                context.console.out("\(display(file.name)): stale\n")
                context.console.out(UnifiedDiff.make(old: previous, new: file.contents, oldName: display(file.name), newName: "expected",
                                                     context: 2, maxLines: 40))
            } else {
                context.console.out("\(display(file.name)): missing\n")
            }
        }
        for name in plan.removals { context.console.out("\(display(name)): extra (no longer generated)\n") }
        context.console.err("error: generated files are stale; run scripts/regenerate.sh and commit the result\n")
        return .findings
    }
}
