import Foundation
import XCTest

/// `--old rev:path` reads the contract at a git revision, through the git CLI, from a
/// temporary repository this test creates.
final class GitRevisionDiffTests: XCTestCase {
    func git(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
    }

    func testDiffAgainstAGitRevision() throws {
        guard findExecutable("git") != nil else { throw XCTSkip("git is not installed") }
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("contractkit-git-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: repo) }
        let schema = repo.appendingPathComponent("api/schema")
        try FileManager.default.createDirectory(at: schema, withIntermediateDirectories: true)
        let history = TestPaths.fixtures.appendingPathComponent("ContractHistory")
        func checkout(_ version: String) throws {
            for name in ["canonical.ts", "enums.ts", "responses.ts"] {
                let target = schema.appendingPathComponent(name)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: history.appendingPathComponent("\(version)/\(name)"), to: target)
            }
        }
        try git(["init", "-q", "-b", "main"], in: repo)
        try checkout("1-launch")
        try git(["add", "."], in: repo)
        try git(["commit", "-q", "-m", "launch"], in: repo)
        try git(["tag", "v1"], in: repo)
        try checkout("2-cover-image")
        try git(["commit", "-q", "-am", "cover image"], in: repo)
        try checkout("5-optional-field")  // uncommitted working copy

        // From a subfolder: the path is relative to the repository root, like git's rev:path.
        let sub = repo.appendingPathComponent("api")
        let committed = try runCLI(["diff", "--old", "v1:api/schema", "--new", "HEAD:api/schema", "--format", "json"], in: sub)
        XCTAssertEqual(committed.exitCode, 0, committed.stderr)
        XCTAssertTrue(committed.stdout.contains("\"rule\" : \"field-added\""), committed.stdout)
        XCTAssertTrue(committed.stdout.contains("\"file\" : \"schema/canonical.ts\""), "display paths, never absolute or temporary ones: \(committed.stdout)")

        let working = try runCLI(["diff", "--old", "HEAD:api/schema", "--new", "schema", "--format", "json"], in: sub)
        XCTAssertEqual(working.exitCode, 1, "the working copy makes fields optional and types removed: \(working.stdout)")

        let bad = try runCLI(["diff", "--old", "no-such-rev:api/schema", "--new", "schema"], in: sub)
        XCTAssertEqual(bad.exitCode, 2)
        XCTAssertTrue(bad.stderr.contains("no-such-rev:api/schema"), bad.stderr)
        let empty = try runCLI(["diff", "--old", "v1:nothing-here", "--new", "schema"], in: sub)
        XCTAssertEqual(empty.exitCode, 2)
        XCTAssertTrue(empty.stderr.contains("no .ts contract files"), empty.stderr)
    }
}
