import ContractKit
import Foundation

/// `contractkit openapi`
enum OpenAPICommand: Command {
    static let name = "openapi"
    static let summary = "Write the contract as an OpenAPI 3.1 document (components.schemas)."
    static let usage = "contractkit openapi [--contracts <path>...] [--config <file>] [--strict] [--title <text>] [--version <text>] [--format json|yaml] [--output <file>]"
    static let discussion = """
    Writes each contract type under components.schemas, and each instance of a generic type
    the contract uses once, under the generic's name followed by its arguments' names
    (Page<Book> is PageBook). The same contract gives the same bytes whatever its file order.
    info.title defaults to the contract folder's name, info.version to the contract's
    @version tag, else 0.0.0. What OpenAPI cannot express (a type the contract does not
    declare, an unsupported construct) is written as any value, with a description and a
    warning that says so. With --output the file is written through a temporary file and a
    rename. Exits 2 on errors; a syntax error costs only its statement: the rest is written.
    """
    static let options = [
        OptionTable.contracts, OptionTable.config, OptionTable.strict,
        OptionSpec(name: "title", arity: .single, valueName: "text", help: "info.title (default: the contract folder's name)."),
        OptionSpec(name: "version", arity: .single, valueName: "text", help: "info.version (default: the contract's @version, else 0.0.0)."),
        OptionSpec(name: "format", arity: .single, valueName: "json|yaml", help: "The document's format (default: json)."),
        OptionSpec(name: "output", arity: .single, valueName: "file", help: "Write the document to a file instead of stdout."),
    ]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        let format = try OptionTable.choice(arguments, "format", default: "json", ["json", "yaml"])
        let contracts = arguments.list("contracts")
        guard let config = try ContractInput.loadConfig(arguments, contracts: contracts, context),
              let loaded = try ContractInput.readReportable(contracts, options: ContractInput.options(arguments, config), &context)
        else { return .invalidInput }
        let info = OpenAPIExporter.Info(title: arguments.value("title") ?? defaultTitle(contracts, context),
                                        version: arguments.value("version") ?? loaded.schema.contractVersion ?? "0.0.0")
        let result = OpenAPIExporter.export(loaded.schema, info: info)
        context.console.report(result.diagnostics, paths: context.paths)
        let text = format == "yaml" ? result.document.yaml : result.document.json
        try ReportOutput.write(text, to: arguments.value("output"), context, what: "the OpenAPI document")
        guard loaded.isPartial else { return .success }
        if context.console.verbosity != .quiet { context.console.err("openapi: " + loaded.skippedSummary(context.paths) + "\n") }
        return .invalidInput
    }

    /// The name of the first contract folder (a file's folder), as given: `schema` by default.
    static func defaultTitle(_ contracts: [String]?, _ context: CommandContext) -> String {
        let first = contracts?.first ?? ContractFiles.defaultDirectory
        let absolute = context.paths.absolute(first)
        let folder = SourceFolder.isDirectory(absolute) ? absolute : SourcePath.directory(of: absolute)
        let name = SourcePath.fileName(of: folder.hasSuffix("/") ? String(folder.dropLast()) : folder)
        return name.isEmpty ? "contract" : name
    }
}
