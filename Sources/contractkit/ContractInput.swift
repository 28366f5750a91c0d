import ContractKit
import Foundation

/// How every command that reads a contract finds it, its config and its options.
enum ContractInput {
    /// The config from `--config`, or `schema/contractkit.json` when it exists. Nil when
    /// it has errors, which are printed.
    static func loadConfig(_ given: String?, _ context: CommandContext) throws -> ContractKitConfig? {
        let path = context.paths.absolute(given ?? "schema/contractkit.json")
        var bytes: [UInt8]?
        switch DiskSourceProvider().read(path) {
        case .contents(let b): bytes = b
        case .missing:
            if given != nil { throw InputError(path: path, message: "no such file") }
        case .failure(let reason): throw InputError(path: path, message: reason)
        }
        let (config, diagnostics) = ContractPipeline.readConfig(bytes, file: path)
        context.console.report(diagnostics, paths: context.paths)
        return diagnostics.contains { $0.severity == .error } ? nil : config
    }

    /// The config's `contract` options, made strict by `--strict`.
    static func options(_ arguments: ParsedArguments, _ config: ContractKitConfig) -> ContractOptions {
        var options = config.contract
        if arguments.flag("strict") { options.strict = true }
        return options
    }

    /// Reads the contract, printing its diagnostics. Nil when it has errors.
    static func read(_ given: [String]?, options: ContractOptions, _ context: inout CommandContext) throws -> Schema? {
        let files = try ContractFiles.resolve(given, paths: context.paths)
        let result = PhaseTimer.measure("read contract") {
            ContractPipeline.read(roots: files, provider: DiskSourceProvider(), options: options)
        }
        context.paths.contractFiles = result.absolutePaths
        context.console.report(result.diagnostics, paths: context.paths)
        return result.diagnostics.contains { $0.severity == .error } ? nil : result.schema
    }
}

/// Finds the contract files a command reads: `--contracts` paths, with folders searched
/// recursively for TypeScript, or `schema/` by default.
enum ContractFiles {
    static let defaultDirectory = "schema"

    static func resolve(_ given: [String]?, paths: PathDisplay) throws -> [String] {
        var files: [String] = []
        for input in given ?? [defaultDirectory] {
            let absolute = paths.absolute(input)
            guard SourceFolder.isDirectory(absolute) else {
                // A missing file is reported by the loader with its location.
                files.append(absolute)
                continue
            }
            let found = SourceFolder.files(in: absolute, skippingFolders: ["node_modules"], where: isContractFile)
            if found.isEmpty { throw InputError(path: input, message: "no TypeScript contract files in this folder or its subfolders") }
            files += found
        }
        return files
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
