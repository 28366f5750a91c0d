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

    /// A contract folder whose files import from outside it, at a revision: the imports are
    /// read from the same revision, subfolders are searched, and every path printed is the
    /// repository path.
    func testImportsOutsideThePathAreReadFromTheSameRevision() throws {
        guard findExecutable("git") != nil else { throw XCTSkip("git is not installed") }
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("contractkit-git-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: repo) }
        func write(_ path: String, _ text: String) throws {
            let url = repo.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("src/services/enrichment.ts", "export interface EnrichmentResult { isbn: string; confidence: number }\n")
        try write("src/types/websocket-messages.ts", """
        import type { EnrichmentResult } from '../services/enrichment.ts';

        export interface ProgressMessage {
          type: 'progress';
          result: EnrichmentResult;
        }

        """)
        try write("src/types/nested/ids.ts", "export type JobId = string;\n")
        try git(["init", "-q", "-b", "main"], in: repo)
        try git(["add", "."], in: repo)
        try git(["commit", "-q", "-m", "v1"], in: repo)
        try write("src/types/websocket-messages.ts", """
        import type { EnrichmentResult } from '../services/enrichment.ts';

        export interface ProgressMessage {
          type: 'progress';
          result: EnrichmentResult;
          jobId: string;
        }

        """)
        try write("src/services/enrichment.ts", "export interface EnrichmentResult { isbn: string; confidence: number; source?: string }\n")

        let result = try runCLI(["diff", "--old", "HEAD:src/types", "--new", "src/types", "--format", "json"], in: repo)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"message\" : \"ProgressMessage.jobId (string, required) was added\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"message\" : \"EnrichmentResult.source (string, optional) was added\""), result.stdout)
        XCTAssertFalse(result.stdout.contains("\"type-removed\""), "JobId in a subfolder is read at the revision: \(result.stdout)")

        // A diagnostic in a file at the revision names the revision and its repository path:
        // the line is the old file's, not the working tree's.
        try write("src/types/broken.ts", "export interface Broken { a: }\n")
        try git(["add", "."], in: repo)
        try git(["commit", "-q", "-m", "broken"], in: repo)
        let broken = try runCLI(["diff", "--old", "HEAD:src/types", "--new", "src/types"], in: repo.appendingPathComponent("src"))
        XCTAssertEqual(broken.exitCode, 2)
        XCTAssertTrue(broken.stderr.hasPrefix("HEAD:src/types/broken.ts:1:30: error: expected a type but found '}'"), broken.stderr)
        XCTAssertFalse(broken.stderr.contains(FileManager.default.temporaryDirectory.path), "no temporary paths: \(broken.stderr)")
    }
}
