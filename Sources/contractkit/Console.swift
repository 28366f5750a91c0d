import ContractKit
import Foundation

/// Where the CLI writes. Tests can run commands in-process and read both streams.
final class Console: @unchecked Sendable {
    private(set) var standardOutput = ""
    private(set) var standardError = ""
    let captures: Bool
    /// `--verbose` shows notes; `--quiet` hides everything but errors.
    var verbosity: Verbosity = .normal

    enum Verbosity { case quiet, normal, verbose }

    init(captures: Bool = false) { self.captures = captures }

    /// Whether standard output is a terminal (never when captured for a test).
    var standardOutputIsTerminal: Bool { !captures && isatty(1) != 0 }

    func out(_ text: String) {
        if captures { standardOutput += text; return }
        // A report can be tens of megabytes: write the string's own bytes, not a copy.
        var text = text
        text.withUTF8 { out(bytes: $0) }
    }

    /// Writes raw bytes to standard output, for large documents written in chunks.
    func out(bytes buffer: UnsafeBufferPointer<UInt8>) {
        if captures { standardOutput += String(decoding: buffer, as: UTF8.self); return }
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(1, base + offset, buffer.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }

    func err(_ text: String) {
        if captures { standardError += text; return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints diagnostics swiftc-style, with paths relative to the working directory.
    func report(_ diagnostics: [Diagnostic], paths: PathDisplay) {
        for d in diagnostics {
            switch (d.severity, verbosity) {
            case (.note, .quiet), (.note, .normal), (.warning, .quiet): continue
            default: break
            }
            var located = d
            located.location.file = paths.display(d.location.file)
            err(located.rendered + "\n")
        }
    }
}

/// Turns absolute paths into the paths messages show: relative to the working directory
/// inside it; outside it, as the user wrote them, so an absolute path stays absolute and
/// a message never climbs out with `../../../`.
struct PathDisplay {
    let workingDirectory: String
    /// Folders and files outside the working directory that the user named by a relative
    /// path (`../api/src`): what lies under them is shown relative, as it was given.
    let relativeRootsOutside: [String]
    /// Contract files' absolute paths by display path, once the contract is read: later
    /// stages report display paths (`schema/canonical.ts`).
    var contractFiles: [String: String] = [:]

    /// `arguments` are the command line's, whose relative paths outside the working
    /// directory keep their relative form in messages.
    init(workingDirectory: String, arguments: [String] = []) {
        self.workingDirectory = workingDirectory
        let cwd = workingDirectory
        relativeRootsOutside = arguments.filter { !$0.hasPrefix("-") && !$0.hasPrefix("/") && $0.hasPrefix("..") }
            .map { SourcePath.normalize(cwd + "/" + $0) }
            .filter { !Self.isInside($0, cwd) }
    }

    func display(_ path: String) -> String {
        if let absolute = contractFiles[path] { return display(absolute) }
        guard path.hasPrefix("/") else { return path }
        if Self.isInside(path, workingDirectory) || relativeRootsOutside.contains(where: { Self.isInside(path, $0) }) {
            return SourcePath.relative(path, to: workingDirectory)
        }
        return path
    }

    func absolute(_ path: String) -> String {
        SourcePath.normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder + "/")
    }
}
