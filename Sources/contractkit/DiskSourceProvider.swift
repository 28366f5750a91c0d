import ContractKit
import Foundation

/// Reads contract files from disk for the core.
struct DiskSourceProvider: SourceProvider {
    func read(_ path: String) -> SourceReadResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        if isDirectory.boolValue { return .failure("is a directory, not a file") }
        guard FileManager.default.isReadableFile(atPath: path) else { return .failure("permission denied") }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure("cannot read file") }
        return .contents([UInt8](data))
    }
}

/// Finds the contract files a command reads: `--contracts` paths, with folders expanded
/// to their `.ts` files, or `schema/*.ts` by default.
enum ContractFiles {
    static let defaultDirectory = "schema"

    static func resolve(_ given: [String]?, paths: PathDisplay) throws -> [String] {
        let inputs = given ?? [defaultDirectory]
        var files: [String] = []
        for input in inputs {
            let absolute = paths.absolute(input)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
                let ts = entries.filter { $0.hasSuffix(".ts") && !$0.hasPrefix(".") }.sorted()
                if ts.isEmpty { throw InputError(path: input, message: "no .ts contract files in this folder") }
                files += ts.map { absolute + "/" + $0 }
            } else {
                // A missing file is reported by the loader with its location.
                files.append(absolute)
            }
        }
        return files
    }
}

/// Bad input that is not a diagnostic of a source file: a missing folder, a bad config.
struct InputError: Error {
    var path: String
    var message: String
}
