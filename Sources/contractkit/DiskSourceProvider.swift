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

/// Bad input that is not a diagnostic of a source file: a missing folder, a bad config.
struct InputError: Error {
    var path: String
    var message: String
}
