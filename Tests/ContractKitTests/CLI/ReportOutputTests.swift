import XCTest

/// `--output` makes its folder and says why a write fails; every audit and diff ends with
/// a one-line summary on stderr.
final class ReportOutputTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "export interface A { b: string; c: number }\n".write(to: folder.appendingPathComponent("api.ts"), atomically: true, encoding: .utf8)
        try "struct A: Codable { let b: String }\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        _ = try? runProcess("/bin/chmod", ["-R", "u+w", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    func audit(_ extra: [String]) throws -> CLIResult {
        try runCLI(["audit", "--contracts", "api.ts", "--swift", "A.swift"] + extra, in: folder)
    }

    func testOutputCreatesMissingFoldersAndTheSummaryNamesTheReport() throws {
        let result = try audit(["--output", "out/reports/audit.md"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "audit: 1 error, 0 warnings, 0 notes in 1 type; report written to out/reports/audit.md\n")
        let report = try String(contentsOf: folder.appendingPathComponent("out/reports/audit.md"), encoding: .utf8)
        XCTAssertTrue(report.hasPrefix("# API Contract Compliance Audit"), report)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out/reports").path)
        XCTAssertEqual(leftovers, ["audit.md"], "no temporary file is left behind")
        XCTAssertEqual(try audit(["--output", "out/reports/audit.md", "--quiet"]).stderr, "", "--quiet drops the summary")
    }

    func testAFailedWriteSaysWhy() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("taken.md"), withIntermediateDirectories: true)
        let directory = try audit(["--output", "taken.md"])
        XCTAssertEqual(directory.exitCode, 2)
        XCTAssertEqual(directory.stderr, "taken.md:1:1: error: cannot write the report: is a directory\n")

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("locked"), withIntermediateDirectories: true)
        _ = try runProcess("/bin/chmod", ["a-w", folder.appendingPathComponent("locked").path])
        guard !FileManager.default.isWritableFile(atPath: folder.appendingPathComponent("locked").path) else {
            throw XCTSkip("running as root: permissions are not enforced")
        }
        let denied = try audit(["--output", "locked/audit.md"])
        XCTAssertEqual(denied.exitCode, 2)
        XCTAssertEqual(denied.stderr, "locked/audit.md:1:1: error: cannot write the report: permission denied\n")
        let nested = try audit(["--output", "locked/sub/audit.md"])
        XCTAssertEqual(nested.stderr, "locked/sub/audit.md:1:1: error: cannot create the folder for the report: permission denied\n")
    }

    func testDiffEndsWithASummary() throws {
        try "export interface A { b: string }\n".write(to: folder.appendingPathComponent("new.ts"), atomically: true, encoding: .utf8)
        let diff = try runCLI(["diff", "--old", "api.ts", "--new", "new.ts", "--output", "changes.md"], in: folder)
        XCTAssertEqual(diff.exitCode, 1, diff.stderr)
        XCTAssertEqual(diff.stderr, "diff: 1 breaking change, 0 other; suggested version bump: major; report written to changes.md\n")
    }

    /// On a terminal, without --output, findings print as compiler diagnostics.
    func testATerminalGetsTheXcodeFormat() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no script(1) to give the tool a terminal") }
        let command = "cd '\(folder.path)' && '\(TestPaths.binary.path)' audit --contracts api.ts --swift A.swift 2>/dev/null"
        let result = try runProcess("/usr/bin/script", ["-qec", command, "/dev/null"])
        XCTAssertTrue(result.contains("A.swift:1:1: error: A.c (number) has no property in A: the app drops this data [missing-field]"), result)
    }
}

/// Runs a tool and returns its standard output and error together.
func runProcess(_ path: String, _ arguments: [String]) throws -> String {
    try runTool(URL(fileURLWithPath: path), arguments).output
}
