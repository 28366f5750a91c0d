import ContractKit
import Foundation

/// Writes reports where the user asked: a file, standard output, or appended to a file.
/// A file is written through a temporary file and a rename, its folder created first; a
/// failure says why (`permission denied`, `is a directory`).
enum ReportOutput {
    static func write(_ report: String, to output: String?, _ context: CommandContext, what: String = "the report") throws {
        guard let output else {
            context.console.out(report)
            return
        }
        let path = context.paths.absolute(output)
        try createParentFolder(of: path, shownAs: output, what: what)
        let temporary = SourcePath.directory(of: path) + "/.\(SourcePath.fileName(of: path)).contractkit-\(getpid()).tmp"
        do {
            try writeAll(Array(report.utf8), to: temporary, flags: O_WRONLY | O_CREAT | O_TRUNC)
        } catch let reason as WriteFailure {
            throw InputError(path: output, message: "cannot write \(what): \(reason.text)")
        }
        if rename(temporary, path) != 0 {
            let reason = WriteFailure.current().text
            unlink(temporary)
            throw InputError(path: output, message: "cannot write \(what): \(reason)")
        }
    }

    static func append(_ text: String, to file: String, _ context: CommandContext) throws {
        let path = context.paths.absolute(file)
        try createParentFolder(of: path, shownAs: file, what: "the summary")
        do {
            try writeAll(Array(text.utf8), to: path, flags: O_WRONLY | O_CREAT | O_APPEND)
        } catch let reason as WriteFailure {
            throw InputError(path: file, message: "cannot append the summary: \(reason.text)")
        }
    }

    static func createParentFolder(of path: String, shownAs shown: String, what: String) throws {
        let folder = SourcePath.directory(of: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            if !isDirectory.boolValue { throw InputError(path: shown, message: "cannot write \(what): its folder is a file") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw InputError(path: shown, message: "cannot create the folder for \(what): \(WriteFailure.describe(error))")
        }
    }

    /// An `errno` in words: `permission denied`.
    struct WriteFailure: Error {
        var text: String
        static func current() -> WriteFailure { WriteFailure(text: String(cString: strerror(errno)).lowercased()) }
        static func describe(_ error: any Error) -> String {
            if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
                return String(cString: strerror(Int32(underlying.code))).lowercased()
            }
            let code = (error as NSError).code
            return code == NSFileWriteNoPermissionError ? "permission denied" : (error as NSError).localizedDescription
        }
    }

    static func writeAll(_ bytes: [UInt8], to path: String, flags: Int32) throws {
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else { throw WriteFailure.current() }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            guard written > 0 else { throw WriteFailure.current() }
            offset += written
        }
    }
}
