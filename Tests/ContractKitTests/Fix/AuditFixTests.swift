import Foundation
import XCTest

/// `audit --fix` and `--fix=diff` on a recipe app written in three house styles
/// (Fixtures/FixStyles: synthesized Codable with CodingKeys; a hand-written `init(from:)`
/// that forgives absence with defaults; a class with its own key enum and both coders).
/// plus the app's model and mappers for the recipe (App), and a type with no key enum
/// (Sources/Tip.swift). Its `// expect:` markers name every finding; all but one (a
/// snake_case key for a camel-case type with no key enum) have a fix.
final class AuditFixTests: XCTestCase {
    static let styles = TestPaths.fixtures.appendingPathComponent("FixStyles")
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("contractkit-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        for folder in ["contract", "Sources", "App"] {
            try FileManager.default.copyItem(at: Self.styles.appendingPathComponent(folder), to: work.appendingPathComponent(folder))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func audit(_ extra: [String]) throws -> CLIResult {
        try runCLI(["audit", "--no-provenance", "--contracts", "contract", "--swift", "Sources", "--models", "App", "--mappers", "App"] + extra, in: work)
    }

    func sources() throws -> [String: String] {
        var texts: [String: String] = [:]
        for folder in ["Sources", "App"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent(folder).path) {
                texts["\(folder)/\(name)"] = try String(contentsOf: work.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)
            }
        }
        return texts
    }

    /// `file:line rule` for each marker, and for each error or warning a JSON report holds.
    func markers() throws -> Set<String> {
        var marks = Set<String>()
        for (name, text) in try sources() {
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                marks.insert("\(name):\(i + 1) \(line[range.upperBound...])")
            }
        }
        return marks
    }

    func reported(_ result: CLIResult) throws -> Set<String> {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        return Set(findings.filter { $0["severity"] as? String != "info" }.compactMap { f in
            (f["swift"] as? [String: Any]).map { "\($0["file"] as! String):\($0["line"]!) \(f["rule"]!)" }
        })
    }

    func testTheFixtureReportsExactlyItsMarkedFindings() throws {
        XCTAssertEqual(try reported(try audit(["--format", "json"])), try markers())
    }

    func testFixDiffMatchesTheGoldenPerHouseStyleAndWritesNothing() throws {
        let before = try sources()
        let result = try audit(["--fix=diff"])
        XCTAssertEqual(result.exitCode, 1, "nothing is written, so the audit's errors still fail: \(result.stderr)")
        XCTAssertEqual(try sources(), before, "--fix=diff writes nothing")
        XCTAssertTrue(result.stderr.contains("fix: would fix 13 findings in 6 files; 1 not fixed"), result.stderr)
        XCTAssertFalse(result.stdout.contains(work.path), "paths are relative")
        assertGolden(result.stdout, TestPaths.golden.appendingPathComponent("Fix/house-styles.diff"))
        XCTAssertEqual(try audit(["--fix=diff"]).stdout, result.stdout, "the diff is the same every run")
    }

    func testFixThenAuditAgainFindsNothingAndEveryEditedFileParses() throws {
        let before = try sources()
        let unfixable = "Sources/Tip.swift:10 missing-field"
        XCTAssertTrue(try markers().contains(unfixable))
        let fixed = try audit(["--fix", "--format", "json"])
        XCTAssertEqual(fixed.exitCode, 1, "exit by the findings that remain: one error\n\(fixed.stderr)")
        XCTAssertEqual(fixed.stdout, "", "no report of the files as they were")
        XCTAssertTrue(fixed.stderr.contains("Sources/Tip.swift:10:1: note: not fixed: TimerPreset.alarm_sound [missing-field]: "), fixed.stderr)
        XCTAssertTrue(fixed.stderr.hasSuffix("fix: fixed 13 findings in 6 files; 1 not fixed\naudit: 1 error, 0 warnings, 0 notes in 6 types\n"), fixed.stderr)
        let again = try audit(["--format", "json"])
        XCTAssertEqual(again.exitCode, 1, again.stdout)
        let timer = try XCTUnwrap(try sources()["Sources/Tip.swift"]?.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("struct TimerPreset") }) + 1
        XCTAssertEqual(try reported(again), ["Sources/Tip.swift:\(timer) missing-field"], "the same audit reports none of the fixed findings")
        let after = try sources()
        XCTAssertEqual(Set(after.keys), Set(before.keys), "no file added or left behind")
        guard let swiftc = findExecutable("swiftc") else { throw XCTSkip("swiftc is not on PATH") }
        for (name, text) in after where text != before[name] {
            let parse = try runProgram(swiftc, ["-parse", work.appendingPathComponent(name).path])
            XCTAssertEqual(parse.exitCode, 0, "\(name) does not parse after the fix:\n\(parse.stderr)")
        }
        // The fix touched only the app's own files: they still build together.
        let typecheck = try runProgram(swiftc, ["-typecheck"] + after.keys.sorted().map { work.appendingPathComponent($0).path })
        XCTAssertEqual(typecheck.exitCode, 0, typecheck.stderr)
    }

    func testFixedDTOsCompileAndDecodeTheContractsExamples() throws {
        guard findExecutable("swiftc") != nil else { throw XCTSkip("swiftc is not on PATH") }
        let verify = { try runCLI(["verify", "--contracts", "contract", "--swift", "Sources", "--format", "json"], in: self.work) }
        let broken = try verify()
        XCTAssertEqual(broken.exitCode, 1, "before the fix, decoding loses fields and fails: \(broken.stderr)")
        XCTAssertEqual(try audit(["--fix"]).exitCode, 1, "one finding has no fix")
        let result = try verify()
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rules = (json["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        XCTAssertFalse(rules.contains("decode-failed") || rules.contains("field-lost") || rules.contains("not-verified"), "\(rules)")
        XCTAssertTrue(result.stderr.contains("5 of 5 types verified"), result.stderr)
    }

    func testAnUnknownFixModeIsAUsageError() throws {
        let result = try audit(["--fix=everything"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("--fix takes no value, or 'diff'"), result.stderr)
    }
}

/// Runs a program and collects its exit code and output.
func runProgram(_ executable: URL, _ arguments: [String]) throws -> CLIResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(exitCode: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
}
