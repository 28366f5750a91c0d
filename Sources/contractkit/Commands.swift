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
        case .single: "--\(option.name) <\(option.valueName)>"
        case .multiple: "--\(option.name) <\(option.valueName)>..."
        }
    }
}

/// `contractkit ir`
enum IRCommand: Command {
    static let name = "ir"
    static let summary = "Print the contract's schema IR as JSON."
    static let usage = "contractkit ir [--contracts <path>...] [--config <file>] [--strict]"
    static let discussion = """
    Reads the TypeScript contract (default: schema/*.ts) and prints the resolved schema IR
    as pretty JSON with sorted keys. Its shape is described in the README, "The schema IR".
    Exits 2, printing no IR, when the contract has errors.
    """
    static let options = [OptionTable.contracts, OptionTable.config, OptionTable.strict]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        guard let config = try ContractInput.loadConfig(arguments, contracts: arguments.list("contracts"), context),
              let schema = try ContractInput.read(arguments.list("contracts"), options: ContractInput.options(arguments, config), &context)
        else { return .invalidInput }
        let console = context.console
        PhaseTimer.measure("write IR JSON") {
            ContractPipeline.writeIRJSON(schema) { console.out(bytes: $0) }
        }
        return .success
    }
}

/// The one clock every command reads: today's date in UTC, which decides whether a waiver
/// has expired. Only waivers read it, so output stays the same from day to day otherwise.
enum Today {
    static var string: String {
        ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
    }
}
