import Foundation

/// Runs git, the one program the CLI asks about history: `diff REV:path` reads files at a
/// revision, and the audit's provenance and `--since` read `git blame` and `git rev-list`.
enum Git {
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// What standard error said, filled on the thread that drains it.
    private final class Drained: @unchecked Sendable {
        var data = Data()
    }

    /// Nil when git cannot be started at all (not installed).
    static func run(_ arguments: [String], in directory: String) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Standard error is drained on another thread, so neither pipe can fill and stall git.
        let drained = Drained()
        let done = DispatchSemaphore(value: 0)
        let handle = errors.fileHandleForReading
        Thread.detachNewThread {
            drained.data = handle.readDataToEndOfFile()
            done.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: data, stderr: String(decoding: drained.data, as: UTF8.self))
    }
}
