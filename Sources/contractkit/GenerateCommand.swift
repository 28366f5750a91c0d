import ContractKit
/// `contractkit generate` (being built).
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Generate Swift DTOs from the contract into generated/."
    static let usage = "contractkit generate [--contracts <path>...]"
    static let options: [OptionSpec] = []
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode { .success }
}
