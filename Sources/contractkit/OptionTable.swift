/// Every option more than one command takes, declared once.
enum OptionTable {
    static let contracts = OptionSpec(name: "contracts", arity: .multiple, valueName: "path",
                                      help: "Contract files or folders, searched recursively (default: schema/).")
    static let config = OptionSpec(name: "config", arity: .single, valueName: "file",
                                   help: "Config file (default: the nearest contractkit.json beside the contract or above it, up to the repository root; else schema/contractkit.json).")
    static let strict = OptionSpec(name: "strict", arity: .flag,
                                   help: "Make a type name the contract does not declare an error (default: an external type, with a warning).")
    static let payloads = OptionSpec(name: "payloads", arity: .multiple, valueName: "path",
                                     help: "Recorded responses to check and decode: wrapped JSON files, folders named after a contract type, HAR files.")
    static let swift = OptionSpec(name: "swift", arity: .multiple, valueName: "path", help: "Swift DTO files or folders (folders are searched recursively).")
    static let models = OptionSpec(name: "models", arity: .multiple, valueName: "path", help: "The app's model files or folders (the model layer).")
    static let mappers = OptionSpec(name: "mappers", arity: .multiple, valueName: "path", help: "Files or folders with DTO-to-model mappers (the mapper layer).")
    /// The report format: the one given, else `xcode` when the report goes to a terminal,
    /// else `fallback`.
    static func reportFormat(_ arguments: ParsedArguments, _ choices: [String], fallback: String, _ context: CommandContext) throws -> String {
        let terminal = arguments.value("output") == nil && context.console.standardOutputIsTerminal
        return try choice(arguments, "format", default: terminal ? "xcode" : fallback, choices)
    }

    static let output = OptionSpec(name: "output", arity: .single, valueName: "file", help: "Write the report to a file instead of stdout.")

    /// `--quiet`, `--verbose` and `--help`, which every command takes.
    static let common = [
        OptionSpec(name: "quiet", arity: .flag, help: "Print only errors."),
        OptionSpec(name: "verbose", arity: .flag, help: "Also print notes, such as skipped implementation code."),
        OptionSpec(name: "help", arity: .flag, help: "Show help for this command."),
    ]

    /// The value of a single-choice option, one of `choices`, or a usage error that lists them.
    static func choice(_ arguments: ParsedArguments, _ name: String, default value: String, _ choices: [String]) throws -> String {
        let given = arguments.value(name) ?? value
        guard choices.contains(given) else {
            let list = choices.dropLast().joined(separator: ", ") + " or " + choices.last!
            throw UsageError(message: "--\(name) must be \(list), not '\(given)'")
        }
        return given
    }
}
