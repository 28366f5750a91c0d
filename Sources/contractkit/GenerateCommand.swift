import ContractKit
import Foundation

/// `contractkit generate`
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Generate Swift DTOs, enums, unions and envelopes into generated/."
    static let usage = "contractkit generate [--contracts <path>...] [--config <file>] [--strict] [--models <path>...] [--type-prefix <text>] [--type-suffix <text>] [--namespace <name>] [--output <folder> | --output-file <file>] [--check [--diff-lines <n|all>] | --dry-run]"
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

    --type-prefix, --type-suffix and --namespace (generate.typePrefix, typeSuffix and
    namespace in the config) set generated types apart from the app's own types of the
    contract's names: APIOrder, or Order nested in `enum API` and spelled API.Order.

    --output-file writes everything into one Swift file instead, rewritten only when its
    contents change: for build-tool plugins, whose outputs are named before the contract
    is read.

    --check writes nothing: it exits 1 and prints a unified diff (old lines before new ones)
    for each stale, missing or extra file, or exits 0 when the folder is up to date. Use it in
    CI. --diff-lines sets how many diff lines it prints (default 200, or all).
    """
    static let options = [
        OptionTable.contracts,
        OptionTable.config,
        OptionTable.strict,
        OptionSpec(name: "models", arity: .multiple, valueName: "path", help: "The app's model files or folders: also generate DTO-to-model mappers."),
        OptionSpec(name: "type-prefix", arity: .single, valueName: "text", help: "Put before every generated type name (generate.typePrefix): API gives APIOrder."),
        OptionSpec(name: "type-suffix", arity: .single, valueName: "text", help: "Put after every generated type name (generate.typeSuffix): DTO gives OrderDTO."),
        OptionSpec(name: "namespace", arity: .single, valueName: "name", help: "Nest every generated type in this enum (generate.namespace): API gives API.Order."),
        OptionSpec(name: "output", arity: .single, valueName: "folder", help: "Where to write (default: generated/)."),
        OptionSpec(name: "output-file", arity: .single, valueName: "file", help: "Write everything into this one Swift file (for build-tool plugins)."),
        OptionSpec(name: "check", arity: .flag, help: "Write nothing; exit 1 if the output folder is stale."),
        OptionSpec(name: "dry-run", arity: .flag, help: "Write nothing; print what would change."),
        OptionSpec(name: "diff-lines", arity: .single, valueName: "n|all", help: "With --check: how many diff lines to print (default 200)."),
    ]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        if arguments.flag("check") && arguments.flag("dry-run") {
            throw UsageError(message: "--check and --dry-run cannot be used together")
        }
        // What the output folder holds now, read while the contract is read.
        let readAhead = arguments.value("output-file") == nil ? ReadAhead(folder: context.paths.absolute(arguments.value("output") ?? "generated")) : nil
        guard var config = try ContractInput.loadConfig(arguments, contracts: arguments.list("contracts"), context),
              let schema = try ContractInput.read(arguments.list("contracts"), options: ContractInput.options(arguments, config), &context)
        else { return .invalidInput }
        try applyNaming(arguments, to: &config.generate)

        var models: [ScannedFile] = []
        if let modelPaths = arguments.list("models") {
            let (scanned, scanDiagnostics) = try SwiftFiles.scan(modelPaths, paths: context.paths)
            SwiftFiles.noteSkipped(modelPaths, context)
            context.console.report(scanDiagnostics, paths: context.paths)
            if scanDiagnostics.contains(where: { $0.severity == .error }) { return .invalidInput }
            models = scanned
        }
        let (files, diagnostics) = PhaseTimer.measure("generate") {
            ContractPipeline.generate(schema, config: config, models: arguments.list("models") == nil ? nil : models)
        }
        context.console.report(diagnostics, paths: context.paths)
        if diagnostics.contains(where: { $0.severity == .error }) { return .invalidInput }

        if let single = arguments.value("output-file") {
            if arguments.value("output") != nil || arguments.flag("check") || arguments.flag("dry-run") {
                throw UsageError(message: "--output-file cannot be used with --output, --check or --dry-run")
            }
            return try writeSingleFile(files, to: single, context)
        }
        let outputName = arguments.value("output") ?? "generated"
        let folder = OutputFolder(path: context.paths.absolute(outputName))
        let display = { (name: String) in (outputName.hasSuffix("/") ? outputName : outputName + "/") + name }
        let plan: OutputFolder.Plan
        do {
            plan = try PhaseTimer.measure("compare with output folder") { try folder.plan(files, readAhead: readAhead) }
        } catch let error as OutputFolder.WriteError {
            throw InputError(path: outputName, message: error.message)
        }

        if arguments.flag("check") {
            let limit = try diffLimit(arguments.value("diff-lines"))
            return check(plan, display, limit: limit, context)
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

    static func writeSingleFile(_ files: [GeneratedFile], to output: String, _ context: CommandContext) throws -> ExitCode {
        let text = ContractPipeline.singleFile(files, header: "// Generated by contractkit. DO NOT EDIT.")
        let path = context.paths.absolute(output)
        // Unchanged contents keep the file's date, so the build does not recompile it.
        if let existing = FileManager.default.contents(atPath: path), OutputFolder.sameBytes(existing, text) {
            if context.console.verbosity != .quiet { context.console.err("generate: \(output) is up to date\n") }
            return .success
        }
        try ReportOutput.write(text, to: output, context, what: "the generated file")
        if context.console.verbosity != .quiet { context.console.err("generate: wrote \(output)\n") }
        return .success
    }

    static func diffLimit(_ given: String?) throws -> Int {
        guard let given else { return 200 }
        if given == "all" { return .max }
        guard let n = Int(given), n > 0 else { throw UsageError(message: "--diff-lines must be a positive number or 'all', not '\(given)'") }
        return n
    }

    /// What `--check` prints: a unified diff per stale, missing or extra file, as `git diff`
    /// shows them, then the command that brings the folder up to date.
    static func check(_ plan: OutputFolder.Plan, _ display: (String) -> String, limit: Int, _ context: CommandContext) -> ExitCode {
        guard !plan.isEmpty else {
            if context.console.verbosity != .quiet { context.console.err("generate --check: up to date\n") }
            return .success
        }
        var diff = ""
        for file in plan.writes {
            let previous = plan.previous[file.name]
            diff += UnifiedDiff.make(old: previous ?? "", new: file.contents, oldName: previous == nil ? "/dev/null" : "a/" + display(file.name),
                                     newName: "b/" + display(file.name))
        }
        for name in plan.removals {
            diff += UnifiedDiff.make(old: plan.removedContents[name] ?? "", new: "", oldName: "a/" + display(name), newName: "/dev/null")
        }
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if lines.count > limit {
            let hidden = lines.count - limit
            lines = lines.prefix(limit) + ["… \(hidden) more diff lines (--diff-lines all shows every line)"]
        }
        context.console.out(lines.joined(separator: "\n") + "\n")
        let fix = ([context.invocation.generate] + context.arguments.commandWithout(flags: ["--check"], options: ["--diff-lines"]).map(shellQuoted)).joined(separator: " ")
        let stale = plan.writes.count + plan.removals.count
        context.console.err("error: \(stale) generated file\(stale == 1 ? " is" : "s are") out of date; run '\(fix)' and commit the result\n")
        return .findings
    }
}

extension [String] {
    /// The arguments without the given flags and without the given options and their values.
    func commandWithout(flags: Set<String>, options: Set<String>) -> [String] {
        var kept: [String] = []
        var skipValue = false
        for argument in self {
            if skipValue { skipValue = false; continue }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if flags.contains(argument) { continue }
            if options.contains(name) {
                skipValue = !argument.contains("=")
                continue
            }
            kept.append(argument)
        }
        return kept
    }
}

/// An argument as a shell would need it: quoted when it holds a space or a special character.
func shellQuoted(_ argument: String) -> String {
    let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@,+".contains($0) }
    return plain && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

extension GenerateCommand {
    /// `--type-prefix`, `--type-suffix` and `--namespace`, over the config's settings.
    static func applyNaming(_ arguments: ParsedArguments, to generate: inout GeneratorConfig) throws {
        for option in ["type-prefix", "type-suffix", "namespace"] {
            guard let value = arguments.value(option) else { continue }
            guard !value.isEmpty, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), option != "namespace" || !value.first!.isNumber else {
                throw UsageError(message: "--\(option) must be letters, digits and '_'" + (option == "namespace" ? ", starting with a letter" : "") + ", not '\(value)'")
            }
            switch option {
            case "type-prefix": generate.typePrefix = value
            case "type-suffix": generate.typeSuffix = value
            default: generate.namespace = value
            }
        }
    }
}
