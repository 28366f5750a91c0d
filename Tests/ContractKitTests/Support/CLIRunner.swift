import Foundation
import XCTest

/// The result of running the contractkit binary.
struct CLIResult {
    var exitCode: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built contractkit binary as a user would, in `directory`.
func runCLI(_ arguments: [String], in directory: URL = TestPaths.repoRoot, environment: [String: String] = [:]) throws -> CLIResult {
    try runCLIAt(TestPaths.binary, arguments, in: directory, environment: environment)
}

/// Runs a contractkit binary at `binary` (by its absolute path) in `directory`.
func runCLIAt(_ binary: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> CLIResult {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
    process.currentDirectoryURL = directory
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting so a large output cannot fill the pipe and block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(exitCode: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
}

/// Reads a contract from files in memory, keyed by absolute path, through the library.
func readContract(_ files: [String: String]) -> (Schema, [Diagnostic]) {
    ContractPipeline.readContract(roots: files.keys.sorted(), provider: InMemorySourceProvider(files))
}

import ContractKit
