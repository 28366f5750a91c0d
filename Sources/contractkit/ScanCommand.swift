import ContractKit
import Foundation

/// `contractkit scan`
enum ScanCommand: Command {
    static let name = "scan"
    static let summary = "Print what the Swift scanner sees in Swift sources."
    static let usage = "contractkit scan --swift <path>... [--functions] [--format json|text]"
    static let discussion = """
    Lists the types, stored and computed properties, enum cases, CodingKeys, initializers and
    coding methods that the audit compares with the contract, so you can see why a field was
    reported. Folders are searched for .swift files.
    """
    static let options = [
        OptionSpec(name: "swift", arity: .multiple, valueName: "path", help: "Swift files or folders."),
        OptionSpec(name: "functions", arity: .flag, help: "Also read function bodies as the mapper audit does: reads, writes, forwards."),
        OptionSpec(name: "format", arity: .single, valueName: "json|text", help: "Output format (default: json)."),
    ]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        guard let inputs = arguments.list("swift") else { throw UsageError(message: "scan needs --swift <path>...") }
        let format = arguments.value("format") ?? "json"
        guard format == "json" || format == "text" else { throw UsageError(message: "--format must be json or text, not '\(format)'") }
        let (scanned, diagnostics) = try SwiftFiles.scan(inputs, paths: context.paths, functions: arguments.flag("functions"))
        SwiftFiles.noteSkipped(inputs, context)
        context.console.report(diagnostics, paths: context.paths)
        if diagnostics.contains(where: { $0.severity == .error }) { return .invalidInput }
        context.console.out(format == "json" ? ScanReport.json(scanned) : ScanReport.text(scanned))
        return .success
    }
}

/// Swift files from `--swift`, `--models` and `--mappers` paths: folders are searched
/// recursively, in sorted order.
enum SwiftFiles {
    /// Reads and scans the files at `inputs`; a missing or unreadable one is an error diagnostic.
    static func scan(_ inputs: [String], paths: PathDisplay, functions: Bool = false) throws -> ([ScannedFile], [Diagnostic]) {
        let (groups, diagnostics) = SwiftSources.scan([(try resolve(inputs, paths: paths), functions)], provider: DiskSourceProvider(),
                                                      display: { paths.display($0) })
        return (groups[0], diagnostics)
    }

    static func resolve(_ inputs: [String], paths: PathDisplay) throws -> [String] {
        var files: [String] = []
        for input in inputs {
            let absolute = paths.absolute(input)
            if SourceFolder.isDirectory(absolute) {
                let found = SourceFolder.files(in: absolute) { $0.hasSuffix(".swift") }
                if found.isEmpty { throw InputError(path: input, message: "no .swift files in this folder") }
                files += found
            } else {
                files.append(absolute)
            }
        }
        return files
    }

    /// The files in the folders among `inputs` that are not Swift and so are not read, as
    /// the user reaches them, sorted: the summary lists them, so none is passed over in silence.
    static func skipped(_ inputs: [String], paths: PathDisplay) -> [String] {
        var skipped = Set<String>()
        for input in inputs where SourceFolder.isDirectory(paths.absolute(input)) {
            for file in SourceFolder.files(in: paths.absolute(input), where: { !$0.hasSuffix(".swift") }) { skipped.insert(paths.display(file)) }
        }
        return skipped.sorted()
    }

    /// `skipped 2 files that are not Swift: App/README.md, App/notes.txt`, the first few named; nil when none was.
    static func skippedSummary(_ skipped: [String]) -> String? {
        guard !skipped.isEmpty else { return nil }
        let shown = skipped.prefix(3).joined(separator: ", ")
        let more = skipped.count > 3 ? " and \(skipped.count - 3) more" : ""
        return "skipped \(skipped.count) file\(skipped.count == 1 ? " that is" : "s that are") not Swift: \(shown)\(more)"
    }

    /// Prints the skipped files as a note, for the commands whose summary has no place for them.
    static func noteSkipped(_ inputs: [String], _ context: CommandContext) {
        guard context.console.verbosity != .quiet, let line = skippedSummary(skipped(inputs, paths: context.paths)) else { return }
        context.console.err("note: \(line)\n")
    }
}
