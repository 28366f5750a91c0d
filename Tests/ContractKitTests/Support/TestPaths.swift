import XCTest
import Foundation

/// Paths inside the repository, found from this file's location so tests run from any folder.
enum TestPaths {
    static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repoRoot.appendingPathComponent("Tests/ContractKitTests/Fixtures")
    static let golden = repoRoot.appendingPathComponent("Tests/ContractKitTests/Golden")
    static let schema = repoRoot.appendingPathComponent("schema")

    /// The contractkit binary built next to the test bundle.
    static var binary: URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("contractkit"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("contractkit"),
            repoRoot.appendingPathComponent(".build/debug/contractkit"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
    }

    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// The `.ts` files of a fixture folder, sorted.
    static func typeScriptFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".ts") }.sorted().map { folder.appendingPathComponent($0) }
    }
}

extension TestPaths {
    /// The `.swift` files of a folder, sorted.
    static func swiftFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }
}

/// An executable on PATH, or nil: tests that need swiftc skip without it.
func findExecutable(_ name: String) -> URL? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
}

/// Typechecks Swift files with the `swiftc` on PATH in one language mode, as an app target
/// would compile them; returns the exit code and the compiler's output.
func typecheckSwift(_ files: [String], swiftVersion: String, warningsAsErrors: Bool = true) throws -> (status: Int32, output: String) {
    guard let swiftc = findExecutable("swiftc") else { throw XCTSkip("swiftc is not on PATH") }
    return try runTool(swiftc, ["-swift-version", swiftVersion, "-typecheck"] + (warningsAsErrors ? ["-warnings-as-errors"] : []) + files)
}

/// Runs a tool and returns its exit code and its standard output and error together.
func runTool(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    // Read before waiting so a large output cannot fill the pipe and block the child.
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}
