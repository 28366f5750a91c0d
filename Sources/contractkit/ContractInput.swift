import ContractKit
import Foundation

/// How every command that reads a contract finds it, its config and its options.
enum ContractInput {
    /// The config from `--config`, or `schema/contractkit.json` when it exists. Nil when
    /// it has errors, which are printed.
    /// Loads the config: `--config` when given; otherwise the first `contractkit.json`
    /// beside the first contract file or folder, then in its parent folders up to the
    /// repository root; otherwise `schema/contractkit.json` in the working directory; otherwise
    /// the defaults. So the same contract gives the same Swift from any working directory.
    /// `--verbose` names the file used. Nil when the config has errors.
    static func loadConfig(_ arguments: ParsedArguments, contracts: [String]?, _ context: CommandContext) throws -> ContractKitConfig? {
        let given = arguments.value("config")
        let path = given.map(context.paths.absolute) ?? ConfigDiscovery.find(contracts: contracts ?? [ContractFiles.defaultDirectory], paths: context.paths)
        var bytes: [UInt8]?
        if let path {
            switch DiskSourceProvider().read(path) {
            case .contents(let b): bytes = b
            case .missing:
                if given != nil { throw InputError(path: path, message: "no such file") }
            case .failure(let reason): throw InputError(path: path, message: reason)
            }
        }
        if context.console.verbosity == .verbose {
            // Shown as relative as the path that led to it: `../../api/contractkit.json`.
            let shown = path.map { given ?? (contracts?.first?.hasPrefix("/") == true ? $0 : SourcePath.relative($0, to: context.paths.workingDirectory)) }
            context.console.err(shown.map { "note: using config \($0)\n" } ?? "note: no contractkit.json found; using the default config\n")
        }
        let (config, diagnostics) = ContractPipeline.readConfig(bytes, file: path ?? "contractkit.json")
        context.console.report(diagnostics, paths: context.paths)
        return diagnostics.contains { $0.severity == .error } ? nil : config
    }

    /// The app's Swift: `--swift`, `--models` and `--mappers` when `--swift` is given, else
    /// the config's `audit.paths`. Nil when neither names any Swift.
    static func appSwift(_ arguments: ParsedArguments, _ config: ContractKitConfig) -> (swift: [String], models: [String], mappers: [String])? {
        if let swift = arguments.list("swift") { return (swift, arguments.list("models") ?? [], arguments.list("mappers") ?? []) }
        guard let swift = config.audit.paths.swift else { return nil }
        return (swift, config.audit.paths.models ?? [], config.audit.paths.mappers ?? [])
    }

    /// The config's `contract` options, made strict by `--strict`.
    static func options(_ arguments: ParsedArguments, _ config: ContractKitConfig) -> ContractOptions {
        var options = config.contract
        if arguments.flag("strict") { options.strict = true }
        return options
    }

    /// Reads the contract, printing its diagnostics. Nil when it has errors.
    static func read(_ given: [String]?, options: ContractOptions, _ context: inout CommandContext) throws -> Schema? {
        guard let loaded = try readReportable(given, options: options, &context), !loaded.isPartial else { return nil }
        return loaded.schema
    }

    /// Reads the contract, printing its diagnostics, for a command that still reports on
    /// what loaded when syntax errors cost some statements (`ir`, `audit`, `diff`). Nil
    /// when it has any other error.
    static func readReportable(_ given: [String]?, options: ContractOptions, _ context: inout CommandContext) throws -> LoadedContract? {
        let files = try ContractFiles.resolve(given, paths: context.paths)
        let result = PhaseTimer.measure("read contract") {
            ContractPipeline.read(roots: files, provider: DiskSourceProvider(), options: options)
        }
        context.paths.contractFiles = result.absolutePaths
        context.console.report(result.diagnostics, paths: context.paths)
        return result.isReadable ? LoadedContract(result) : nil
    }
}

/// A contract a command may report on: its schema, and what syntax errors left unread.
struct LoadedContract {
    var schema: Schema
    var skipped: [SkippedDeclaration]
    /// Syntax errors cost some statements: the command reports on the rest and exits 2.
    var isPartial: Bool
    /// Files where a name or type could not be resolved (absolute paths).
    var typeErrorFiles: [String]

    init(_ result: ContractPipeline.ReadResult) {
        schema = result.schema
        skipped = result.skipped
        isPartial = result.isPartial
        typeErrorFiles = result.typeErrorFiles
    }

    /// For the command's summary line, when syntax errors cost statements: `not read because
    /// of syntax errors: interface Order (schema/orders.ts:12:1), const orderService (…)`;
    /// and the files whose errors cost a field or type: `errors in the contract (above), in schema/orders.ts`.
    func skippedSummary(_ paths: PathDisplay) -> String {
        let errors = typeErrorFiles.isEmpty ? "" : "errors in the contract (above) left fields or types unread, in "
            + typeErrorFiles.map(paths.display).joined(separator: ", ")
        guard isPartial else { return errors }
        return [syntaxSummary(paths), errors].filter { !$0.isEmpty }.joined(separator: "; ")
    }

    func syntaxSummary(_ paths: PathDisplay) -> String {
        guard !skipped.isEmpty else { return "the contract has syntax errors (above); everything else was read" }
        return "\(counted(skipped.count, "statement")) not read because of syntax errors: " + skippedNames(paths).joined(separator: ", ")
    }

    /// `interface Order (schema/orders.ts:12:1)`, for each statement left unread.
    func skippedNames(_ paths: PathDisplay) -> [String] {
        guard isPartial else { return [] }
        // A lexer error (an unterminated string) costs no whole statement, but what it cost is unknown.
        if isPartial && skipped.isEmpty { return ["the text at each syntax error above"] }
        return skipped.map { "\($0.name) (\(paths.display($0.location.file)):\($0.location.line):\($0.location.column))" }
    }
}

/// Finds the contract files a command reads: `--contracts` paths, with folders searched
/// recursively for TypeScript, or `schema/` by default.
enum ContractFiles {
    static let defaultDirectory = "schema"

    static func resolve(_ given: [String]?, paths: PathDisplay) throws -> [String] {
        var files: [String] = []
        if given == nil, !SourceFolder.isDirectory(paths.absolute(defaultDirectory)) {
            throw UsageError(message: "no contract given and no \(defaultDirectory)/ folder here; pass --contracts <files or folders>")
        }
        for input in given ?? [defaultDirectory] {
            let absolute = paths.absolute(input)
            guard SourceFolder.isDirectory(absolute) else {
                // A missing file is reported by the loader with its location.
                files.append(absolute)
                continue
            }
            let typeScript = SourceFolder.files(in: absolute, skippingFolders: ["node_modules"], where: isContractFile)
            let documents = SourceFolder.files(in: absolute, skippingFolders: ["node_modules"], where: ContractDocument.hasDocumentExtension).filter(isContractDocument)
            let found = (typeScript + documents).sorted()
            if found.isEmpty { throw InputError(path: input, message: "no contract files (TypeScript, OpenAPI or JSON Schema) in this folder or its subfolders") }
            files += found
        }
        return files
    }

    /// A `.json`, `.yaml` or `.yml` file in a contract folder whose content is an OpenAPI
    /// document or a JSON Schema (not a `package.json` or a config).
    static func isContractDocument(_ path: String) -> Bool {
        guard case .contents(let bytes) = DiskSourceProvider().read(path) else { return false }
        return ContractDocument.sniff(bytes, path: path) != nil
    }

    /// A `.ts`, `.mts` or `.cts` file (declaration files included) that is not a test.
    static func isContractFile(_ name: String) -> Bool {
        guard [".ts", ".mts", ".cts"].contains(where: name.hasSuffix) else { return false }
        return ![".test.", ".spec."].contains { name.contains($0) }
    }
}

/// Recursive folder listings in a fixed order, whatever the file system returns.
enum SourceFolder {
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Absolute paths of the files under `folder` whose names pass `filter`, sorted by their
    /// path inside it. Hidden files and folders and the named folders are skipped; a folder
    /// reached twice through symbolic links is read once.
    static func files(in folder: String, skippingFolders skipped: Set<String> = [], where filter: (String) -> Bool) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        var pending = [folder]
        while let current = pending.popLast() {
            let real = URL(fileURLWithPath: current).resolvingSymlinksInPath().path
            guard seen.insert(real).inserted else { continue }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            for name in names where !name.hasPrefix(".") {
                let path = current + "/" + name
                if isDirectory(path) {
                    if !skipped.contains(name) { pending.append(path) }
                } else if filter(name) {
                    result.append(path)
                }
            }
        }
        return result.sorted()
    }
}

/// Where a command finds its config when `--config` is not given.
enum ConfigDiscovery {
    static let fileName = "contractkit.json"

    /// The absolute path of the config for these contract paths, or nil when there is none.
    /// The search goes up from the first contract path to the project root and never above it.
    static func find(contracts: [String], paths: PathDisplay) -> String? {
        let fm = FileManager.default
        if let first = contracts.first {
            var isDirectory: ObjCBool = false
            let start = paths.absolute(first)
            if fm.fileExists(atPath: start, isDirectory: &isDirectory) {
                var folder = isDirectory.boolValue ? start : SourcePath.directory(of: start)
                let root = projectRoot(of: folder, workingDirectory: paths.workingDirectory)
                while true {
                    let candidate = folder + "/" + fileName
                    if fm.fileExists(atPath: candidate) { return candidate }
                    if folder == root || folder == "/" || folder.isEmpty { break }
                    folder = SourcePath.directory(of: folder)
                }
            }
        }
        let fallback = paths.absolute(ContractFiles.defaultDirectory + "/" + fileName)
        return fm.fileExists(atPath: fallback) ? fallback : nil
    }
}

extension ConfigDiscovery {
    /// The project `folder` belongs to: the nearest folder at or above it holding `.git` or
    /// `Package.swift`; without one, the working directory when `folder` is inside it, else
    /// `folder` itself. A config above the project is another project's.
    static func projectRoot(of folder: String, workingDirectory: String) -> String {
        let fm = FileManager.default
        var current = folder
        while !current.isEmpty {
            if fm.fileExists(atPath: current + "/.git") || fm.fileExists(atPath: current + "/Package.swift") { return current }
            if current == "/" { break }
            current = SourcePath.directory(of: current)
        }
        return PathDisplay.isInside(folder, workingDirectory) ? workingDirectory : folder
    }
}
