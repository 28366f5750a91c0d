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

    /// Nil when git cannot be started at all (not installed). `environment` is added to
    /// this process's own; `started` is given the running process (to stop it early).
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:],
                    started: ((Process) -> Void)? = nil) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added } }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        started?(process)
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

    /// What `git blame` runs with: glibc's malloc keeps 16 MB of headroom at the top of the
    /// heap (`glibc.malloc.top_pad`). Blame reads every version of a file and diffs each with
    /// the next; by default each large buffer is mapped and unmapped again, so the kernel
    /// zeroes fresh pages for every version, which was half of blame's time on a large
    /// contract with a long history. Other C libraries ignore the variable; a
    /// `GLIBC_TUNABLES` the user set is left as it is. Blame's answer does not change.
    static var blameEnvironment: [String: String] {
        getenv("GLIBC_TUNABLES") == nil ? ["GLIBC_TUNABLES": "glibc.malloc.top_pad=16777216"] : [:]
    }
}
