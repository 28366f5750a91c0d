import ContractKit
import Foundation

/// `--payloads` paths: JSON files (wrapped as `{"type": …, "payload": …}`, or inside a
/// folder named after a contract type), HAR files, and folders of them.
enum RecordedInput {
    /// Reads every payload; a file that cannot be read or typed is an error diagnostic.
    static func load(_ inputs: [String], schema: Schema, routes: [VerifyRoute], paths: PathDisplay,
                     swiftNames: [String: String] = [:]) throws -> RecordedPayloads.Loaded {
        var loaded = RecordedPayloads.Loaded()
        let names = Set(schema.declarations.map(\.name))
        for input in inputs {
            let absolute = paths.absolute(input)
            var files: [(path: String, folderType: String?)] = []
            if SourceFolder.isDirectory(absolute) {
                let found = SourceFolder.files(in: absolute) { $0.hasSuffix(".json") || $0.hasSuffix(".har") }
                if found.isEmpty { throw InputError(path: input, message: "no .json or .har files in this folder") }
                for file in found {
                    // The innermost folder, from the given one down, whose name is a contract type.
                    let inside = String(file.dropFirst((absolute as NSString).deletingLastPathComponent.count + 1))
                    let folders = inside.split(separator: "/").dropLast().map(String.init)
                    files.append((file, folders.last { RecordedPayloads.parseType($0, schema: schema, swiftNames: swiftNames) != nil || names.contains($0) }))
                }
            } else {
                guard FileManager.default.fileExists(atPath: absolute) else { throw InputError(path: input, message: "no such file") }
                let folder = ((absolute as NSString).deletingLastPathComponent as NSString).lastPathComponent
                files.append((absolute, RecordedPayloads.parseType(folder, schema: schema, swiftNames: swiftNames) != nil ? folder : nil))
            }
            for (file, folderType) in files {
                guard let data = FileManager.default.contents(atPath: file) else { throw InputError(path: paths.display(file), message: "cannot read this file") }
                let one = RecordedPayloads.read(file: paths.display(file), bytes: Array(data), folderType: folderType, routes: routes, schema: schema,
                                                 swiftNames: swiftNames)
                loaded.payloads += one.payloads
                loaded.diagnostics += one.diagnostics
                loaded.skipped += one.skipped
            }
        }
        return loaded
    }
}

extension RecordedInput {
    /// `--payloads`, read and reported: nil (exit 2) when one cannot be read or typed. A
    /// payload may name a contract type or the Swift type the audit paired with it.
    static func loadReporting(_ arguments: ParsedArguments, schema: Schema, config: ContractKitConfig, correspondences: [Correspondence] = [],
                              _ context: CommandContext) throws -> [RecordedPayload]? {
        guard let given = arguments.list("payloads") else { return [] }
        let loaded = try load(given, schema: schema, routes: config.verify.routes, paths: context.paths,
                              swiftNames: RecordedPayloads.swiftNames(correspondences, schema: schema))
        context.console.report(loaded.diagnostics, paths: context.paths)
        if loaded.diagnostics.contains(where: { $0.severity == .error }) { return nil }
        if context.console.verbosity != .quiet {
            for skipped in loaded.skipped { context.console.err("verify: skipped \(skipped)\n") }
        }
        return loaded.payloads
    }
}
