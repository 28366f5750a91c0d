// contractkit: the executable. It parses arguments, calls the library's Pipeline and Report, prints, writes files and maps results to exit codes.

import ContractKit
import Foundation

/// Scans the command line, dispatches to a command, and maps the result to an exit code.
enum CLI {
    static let commands: [any Command.Type] = [IRCommand.self, GenerateCommand.self, AuditCommand.self, ScanCommand.self, ChecksCommand.self, DiffCommand.self,
                                                ExamplesCommand.self, VerifyCommand.self, ValidateCommand.self, OpenAPICommand.self]


    static var overview: String {
        var text = """
        OVERVIEW: contractkit keeps Swift DTOs honest against a TypeScript API contract.

        USAGE: contractkit <command> [options]

        COMMANDS:

        """
        let width = (commands.map { $0.name.count }.max() ?? 0) + 3
        for command in commands {
            text += "  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary + "\n"
        }
        text += """

        OPTIONS:
          --help       Show this help, or a command's help with 'contractkit <command> --help'.
          --version    Print the version.

        EXIT CODES:
          0  success
          1  findings or drift (for example a stale generated/ folder under --check)
          2  invalid input or usage

        """
        return text
    }

    static func run(_ arguments: [String], console: Console, workingDirectory: String, invocation: Invocation = .plain) -> Int32 {
        guard let first = arguments.first else {
            console.err(overview)
            return ExitCode.invalidInput.rawValue
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.out(command.help)
            } else {
                console.out(overview)
            }
            return ExitCode.success.rawValue
        }
        if first == "--version" {
            console.out("contractkit \(ContractPipeline.version)\n")
            return ExitCode.success.rawValue
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            console.err("error: unknown command '\(first)'; see '\(invocation.program) --help'\n")
            return ExitCode.invalidInput.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.out(command.help)
            return ExitCode.success.rawValue
        }
        var context = CommandContext(console: console, paths: PathDisplay(workingDirectory: SourcePath.normalize(workingDirectory), arguments: rest),
                                     arguments: rest, invocation: invocation)
        do {
            let parsed = try ParsedArguments(rest, spec: command.options + OptionTable.common, command: command.name, program: invocation.program)
            if parsed.flag("quiet") { console.verbosity = .quiet }
            if parsed.flag("verbose") { console.verbosity = .verbose }
            return try command.run(parsed, &context).rawValue
        } catch let error as UsageError {
            console.err("error: \(error.message)\n")
        } catch let error as InputError {
            console.err("\(context.paths.display(error.path)):1:1: error: \(error.message)\n")
        } catch {
            console.err("error: \(error)\n")
        }
        return ExitCode.invalidInput.rawValue
    }
}
