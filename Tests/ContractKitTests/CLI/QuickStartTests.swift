import Foundation
import XCTest

/// The README's Quick start is the first thing a newcomer runs: its two commands must do
/// what it says, and show the sample app's real finding.
final class QuickStartTests: XCTestCase {
    func readme() throws -> [String] {
        try TestPaths.read(TestPaths.repoRoot.appendingPathComponent("README.md")).components(separatedBy: "\n")
    }

    /// The lines between `<!-- name -->` and `<!-- /name -->`, without the fences.
    func block(_ name: String, in lines: [String]) -> [String] {
        guard let start = lines.firstIndex(of: "<!-- \(name) -->"), let end = lines.firstIndex(of: "<!-- /\(name) -->"), start < end else { return [] }
        return lines[(start + 1)..<end].filter { !$0.hasPrefix("```") }
    }

    func testTheFirstCommandAuditsTheSampleAppAndShowsItsFinding() throws {
        let lines = try readme()
        let commands = block("quick-start", in: lines)
        XCTAssertEqual(commands.count, 2, "two commands: \(commands)")
        guard commands.count == 2, commands[0].hasPrefix("swift run contractkit ") else { return XCTFail("\(commands)") }
        XCTAssertEqual(commands[1], "swift test")
        let ci = try TestPaths.read(TestPaths.repoRoot.appendingPathComponent(".ci/run"))
        XCTAssertTrue(ci.contains("\nswift test\n"), ".ci/run runs the README's test command")

        let arguments = commands[0].dropFirst("swift run contractkit ".count).split(separator: " ").map(String.init)
        XCTAssertTrue(arguments.starts(with: ["audit"]))
        // Standard output is a pipe here; in a terminal the default format is xcode.
        let run = try runCLI(arguments + ["--format", "xcode"])
        XCTAssertEqual(run.exitCode, 0, "the first command must not stop the second: \(run.stderr)")
        XCTAssertTrue(run.stdout.contains("WorkDTO.coverImageURL (string?) has no property in WorkDTO"), run.stdout)
        XCTAssertEqual((run.stdout + run.stderr).components(separatedBy: "\n").dropLast(), block("quick-start-output", in: lines)[...])
        let markdown = try runCLI(arguments)
        XCTAssertTrue(markdown.stdout.contains("### 1. ❌ `missing-field`: WorkDTO.coverImageURL"), markdown.stdout)
    }

    func testANewcomerReachesAuditMyAppWithinSixtyLines() throws {
        let lines = try readme()
        XCTAssertLessThan(lines.firstIndex(of: "## Quick start") ?? .max, 20)
        XCTAssertLessThan(lines.firstIndex(of: "## Audit your app") ?? .max, 60)
        XCTAssertLessThan(lines.firstIndex(of: "## Audit your app") ?? .max, lines.firstIndex(of: "## Commands") ?? 0,
                          "the task-oriented sections come before the command table")
    }

    /// `Tests/SampleApp/before-fix` links to the fixture app's DTOs before the fix (one copy of each file).
    func testTheSampleIsTheFixturesSwiftBeforeTheFix() throws {
        let fixture = TestPaths.fixtures.appendingPathComponent("BooksTracker")
        let expected = TestPaths.swiftFiles(in: fixture.appendingPathComponent("Shared")) + [fixture.appendingPathComponent("PreFix/WorkDTO.swift")]
        let sample = TestPaths.swiftFiles(in: TestPaths.repoRoot.appendingPathComponent("Tests/SampleApp/before-fix"))
        XCTAssertEqual(sample.map(\.lastPathComponent), expected.map(\.lastPathComponent).sorted())
        for file in expected {
            XCTAssertEqual(try TestPaths.read(TestPaths.repoRoot.appendingPathComponent("Tests/SampleApp/before-fix/\(file.lastPathComponent)")),
                           try TestPaths.read(file), file.lastPathComponent)
        }
    }

    /// An app none of whose types pairs with the contract passes no gate silently: the
    /// summary says nothing was compared.
    func testAnAuditThatPairsNothingSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pairs-nothing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("swift"), withIntermediateDirectories: true)
        try "export interface Invoice { id: string; total: number }\n".write(to: folder.appendingPathComponent("contract.ts"), atomically: true, encoding: .utf8)
        try "struct Weather: Decodable { let celsius: Double }\n".write(to: folder.appendingPathComponent("swift/Weather.swift"), atomically: true, encoding: .utf8)
        let run = try runCLI(["audit", "--contracts", "contract.ts", "--swift", "swift", "--format", "json"], in: folder)
        XCTAssertEqual(run.exitCode, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("in 0 types; no contract type was paired with a Swift type, so nothing was compared"), run.stderr)
    }
}
