import ContractKit
import Foundation

/// The tool's exit codes, the same for every command.
enum ExitCode: Int32 {
    case success = 0
    /// Findings at or over the threshold, or stale generated files.
    case findings = 1
    /// Invalid input or usage.
    case invalidInput = 2
}

/// What every command gets from the CLI.
struct CommandContext {
    var console: Console
    var paths: PathDisplay
    /// The command's own arguments, as typed: hints repeat them.
    var arguments: [String] = []
    /// How the user ran the tool: hints repeat it.
    var invocation: Invocation = .plain
}

/// One subcommand.
protocol Command: Sendable {
    static var name: String { get }
    static var summary: String { get }
    static var usage: String { get }
    static var discussion: String { get }
    static var options: [OptionSpec] { get }
    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode
}

extension Command {
    static var discussion: String { "" }

    static var help: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usage)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nOPTIONS:\n"
        let all = options + OptionTable.common
        let width = (all.map { optionLabel($0).count }.max() ?? 0) + 2
        for option in all {
            let label = optionLabel(option)
            text += "  " + label + String(repeating: " ", count: max(1, width - label.count)) + option.help + "\n"
        }
        return text
    }

    private static func optionLabel(_ option: OptionSpec) -> String {
        switch option.arity {
        case .flag: "--\(option.name)"
        case .flagOrInline: "--\(option.name)[=\(option.valueName)]"
        case .single: "--\(option.name) <\(option.valueName)>"
        case .multiple: "--\(option.name) <\(option.valueName)>..."
        case .operands: "<\(option.valueName)>..."
        }
    }
}

/// `contractkit examples`
enum ExamplesCommand: Command {
    static let name = "examples"
    static let summary = "Print JSON payloads the contract allows, for each type: for tests, mocks and verify."
    static let usage = "contractkit examples [--contracts <path>...] [--config <file>] [--strict] [--type <name>...] [--variant <variant>...]"
    static let discussion = """
    Prints a JSON object: for each contract object type and discriminated union, its
    payloads by variant.

      full           every field present, optional ones included
      minimal        required fields only
      nulls          every nullable field null (types that have one)
      unknown-enum   every enum field set to a value the contract does not list, to test
                     that the app survives a backend that adds a value (types that have one)
      variant-<v>    one payload per variant of a discriminated union (variant-* for all)

    Values are fixed and plausible for their type: strings name their field, whole numbers
    where a field is an integer, an ISO-8601 time with milliseconds (as JavaScript's
    toISOString() writes it) where a field's name, doc or format says it is a date or time,
    arrays of one element, nested objects. Generic types get none: their instances do.
    """
    static let options = [
        OptionTable.contracts, OptionTable.config, OptionTable.strict,
        OptionSpec(name: "type", arity: .multiple, valueName: "name", help: "Only these contract types."),
        OptionSpec(name: "variant", arity: .multiple, valueName: "variant", help: "Only these variants: full, minimal, nulls, unknown-enum, variant-<value> or variant-*."),
    ]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        var variants: Set<ExampleVariant>?
        if let given = arguments.list("variant") {
            variants = Set(try given.map { text in
                guard let v = ExampleVariant(text) else {
                    throw UsageError(message: "unknown variant '\(text)'; use full, minimal, nulls, unknown-enum, variant-<value> or variant-*")
                }
                return v
            })
        }
        guard let config = try ContractInput.loadConfig(arguments, contracts: arguments.list("contracts"), context),
              let schema = try ContractInput.read(arguments.list("contracts"), options: ContractInput.options(arguments, config), &context)
        else { return .invalidInput }
        let types = arguments.list("type").map(Set.init)
        for name in types ?? [] where schema.declaration(named: name) == nil {
            let near = schema.declarations.map(\.name).min { editDistance($0, name) < editDistance($1, name) }
            throw UsageError(message: "the contract has no type '\(name)'" + (near.map { "; did you mean '\($0)'?" } ?? ""))
        }
        // A type named on its own that gets no payload is an error, never an empty object.
        let maker = ExamplePayloads(schema: schema)
        var unexampled = false
        for name in (types ?? []).sorted() {
            guard let decl = schema.declaration(named: name),
                  let why = maker.whyNoPayloads(decl, payloads: ContractPipeline.examples(schema, types: [name])) else { continue }
            context.console.err("error: \(why)\n")
            unexampled = true
        }
        if unexampled { return .invalidInput }
        let payloads = ContractPipeline.examples(schema, types: types, variants: variants)
        context.console.out(ContractPipeline.examplesJSON(payloads))
        return .success
    }
}

/// `contractkit ir`
enum IRCommand: Command {
    static let name = "ir"
    static let summary = "Print the contract's schema IR as JSON."
    static let usage = "contractkit ir [--contracts <path>...] [--config <file>] [--strict]"
    static let discussion = """
    Reads the TypeScript contract (default: schema/*.ts) and prints the resolved schema IR
    as pretty JSON with sorted keys. Its shape is documented in the article "The schema IR"
    (Sources/ContractKit/ContractKit.docc/TheSchemaIR.md). Exits 2, printing no IR, when the
    contract has errors. A syntax error costs only the statement it is in: the IR of
    everything else is printed, the statements left unread are named on stderr, and the exit
    code is 2.
    """
    static let options = [OptionTable.contracts, OptionTable.config, OptionTable.strict]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        guard let config = try ContractInput.loadConfig(arguments, contracts: arguments.list("contracts"), context),
              let loaded = try ContractInput.readReportable(arguments.list("contracts"), options: ContractInput.options(arguments, config), &context)
        else { return .invalidInput }
        let console = context.console
        PhaseTimer.measure("write IR JSON") {
            ContractPipeline.writeIRJSON(loaded.schema) { console.out(bytes: $0) }
        }
        guard loaded.isPartial else { return .success }
        if console.verbosity != .quiet { console.err("ir: " + loaded.skippedSummary(context.paths) + "\n") }
        return .invalidInput
    }
}

/// The one clock every command reads: today's date in UTC, which decides whether a waiver
/// has expired. Only waivers read it, so output stays the same from day to day otherwise.
enum Today {
    static var string: String {
        ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
    }
}
