import ContractKit
import Foundation

/// `contractkit validate`
enum ValidateCommand: Command {
    static let name = "validate"
    static let summary = "Check JSON files against a contract type, for backend tests: exit 1 on a value the contract does not allow."
    static let usage = "contractkit validate --type <type> <file.json>... [--contracts <path>...] [--config <file>] [--strict]"
    static let discussion = """
    Checks each file's JSON against the contract type (generic arguments included:
    --type 'ResponseEnvelope<WorkDTO>') and prints one line per problem, located by file,
    line and JSON pointer:

      out/work.json:3:27: error: /firstPublicationYear: "1925" (a string) where the contract says integer [contract-violated]
      out/work.json:5:3: warning: /seriesName: the key 'seriesName' is not in the contract [undeclared-key]

    Exit codes: 0 when every file satisfies the contract (undeclared keys are warnings),
    1 on a violation, 2 on invalid input (a file that is not JSON, an unknown type).
    """
    static let options = [
        OptionTable.contracts, OptionTable.config, OptionTable.strict,
        OptionSpec(name: "type", arity: .single, valueName: "type", help: "The contract type the files hold: WorkDTO, ResponseEnvelope<WorkDTO>, WorkDTO[]."),
        OptionSpec(name: "files", arity: .operands, valueName: "file.json", help: "The JSON files to check (a folder: every .json file in it)."),
    ]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        guard let typeText = arguments.value("type") else { throw UsageError(message: "validate needs --type <type>") }
        let files = arguments.list("files") ?? []
        if files.isEmpty { throw UsageError(message: "validate needs the JSON files to check") }
        guard let config = try ContractInput.loadConfig(arguments, contracts: arguments.list("contracts"), context),
              let schema = try ContractInput.read(arguments.list("contracts"), options: ContractInput.options(arguments, config), &context)
        else { return .invalidInput }
        guard let type = RecordedPayloads.parseType(typeText, schema: schema) else {
            let near = schema.declarations.map(\.name).min { editDistance($0, typeText) < editDistance($1, typeText) }
            throw UsageError(message: "the contract has no type '\(typeText)'" + (near.map { "; did you mean '\($0)'?" } ?? ""))
        }
        let validator = ContractValidator(schema: schema)
        var violations = 0, undeclared = 0
        var absolutes: [String] = []
        for file in files {
            let absolute = context.paths.absolute(file)
            absolutes += SourceFolder.isDirectory(absolute) ? SourceFolder.files(in: absolute) { $0.hasSuffix(".json") } : [absolute]
        }
        for absolute in absolutes {
            let file = context.paths.display(absolute)
            guard let data = FileManager.default.contents(atPath: absolute) else { throw InputError(path: file, message: "cannot read this file") }
            switch RecordedPayloads.parse(file: context.paths.display(absolute), bytes: Array(data)) {
            case .failure(let error):
                context.console.report([error.diagnostic], paths: context.paths)
                return .invalidInput
            case .success(let json):
                for problem in validator.validate(RecordedPayloads.unwrapped(json), against: type) {
                    let violated = problem.kind == .violated
                    if violated { violations += 1 } else { undeclared += 1 }
                    let pointer = problem.pointer.isEmpty ? "/" : problem.pointer
                    context.console.out("\(problem.location.description): \(violated ? "error" : "warning"): \(pointer): \(problem.message) [\(violated ? "contract-violated" : "undeclared-key")]\n")
                }
            }
        }
        if context.console.verbosity != .quiet {
            context.console.err("validate: \(counted(violations, "violation")), \(counted(undeclared, "undeclared key")) in \(counted(absolutes.count, "file")) against \(typeText)\n")
        }
        return violations > 0 ? .findings : .success
    }
}
