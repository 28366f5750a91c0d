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
        context.console.report(diagnostics, paths: context.paths)
        if diagnostics.contains(where: { $0.severity == .error }) { return .invalidInput }
        context.console.out(format == "json" ? ScanReport.json(scanned) : ScanReport.text(scanned))
        return .success
    }
}

/// One result per scanned file, written by the worker that scanned it.
final class FileScanSlots: @unchecked Sendable {
    private var slots: [(ScannedFile?, [Diagnostic])]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: (nil, []), count: count) }
    func set(_ i: Int, _ value: (ScannedFile?, [Diagnostic])) { lock.withLock { slots[i] = value } }
    var values: [(ScannedFile?, [Diagnostic])] { lock.withLock { slots } }
}

/// Swift files from `--swift` paths: folders are searched recursively, in sorted order.
enum SwiftFiles {
    /// Reads and scans every file; a missing or unreadable file is an error diagnostic.
    static func scan(_ inputs: [String], paths: PathDisplay, functions: Bool = false) throws -> ([ScannedFile], [Diagnostic]) {
        let (groups, diagnostics) = try scanGroups([(inputs, functions)], paths: paths)
        return (groups[0], diagnostics)
    }

    /// Scans several groups of inputs (DTOs, models, mappers) in one pass over all cores,
    /// so a small group does not wait for a large one. Each group keeps its input order;
    /// `functions` says whether a group's function bodies are read.
    static func scanGroups(_ groups: [(inputs: [String], functions: Bool)], paths: PathDisplay) throws -> ([[ScannedFile]], [Diagnostic]) {
        try scanResolved(groups.map { (try resolve($0.inputs, paths: paths), $0.functions) }, paths: paths)
    }

    /// `scanGroups` for inputs already resolved to files: it cannot fail, only report.
    static func scanResolved(_ groups: [(files: [String], functions: Bool)], paths: PathDisplay) -> ([[ScannedFile]], [Diagnostic]) {
        var planned: [(group: Int, path: String, functions: Bool)] = []
        for (g, group) in groups.enumerated() {
            for path in group.files { planned.append((g, path, group.functions)) }
        }
        let jobs = planned
        let results = FileScanSlots(count: jobs.count)
        let scanJob: @Sendable (Int) -> Void = { i in
            let display = paths.display(jobs[i].path)
            switch DiskSourceProvider().read(jobs[i].path) {
            case .contents(let bytes):
                let (file, fileDiagnostics) = SwiftDeclarationScanner.scan(bytes, file: display, functions: jobs[i].functions)
                results.set(i, (file, fileDiagnostics))
            case .missing:
                results.set(i, (nil, [Diagnostic(.error, "no such file", at: SourceLocation(file: display, line: 1, column: 1))]))
            case .failure(let reason):
                results.set(i, (nil, [Diagnostic(.error, reason, at: SourceLocation(file: display, line: 1, column: 1))]))
            }
        }
        // A large file splits its own scan over the cores, which a nested concurrentPerform
        // would run serially: large files go one at a time, small ones all at once.
        let large = jobs.indices.filter { i in
            ((try? FileManager.default.attributesOfItem(atPath: jobs[i].path)[.size] as? Int) ?? 0) >= 1_000_000
        }
        let small = jobs.indices.filter { !large.contains($0) }
        for i in large { scanJob(i) }
        DispatchQueue.concurrentPerform(iterations: small.count) { k in scanJob(small[k]) }
        let values = results.values
        var scanned: [[ScannedFile]] = Array(repeating: [], count: groups.count)
        for (job, value) in zip(jobs, values) {
            if let file = value.0 { scanned[job.group].append(file) }
        }
        return (scanned, values.flatMap(\.1))
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
}
