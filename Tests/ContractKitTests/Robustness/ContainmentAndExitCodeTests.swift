import ContractKit
import Foundation
import XCTest

/// Output stays inside --output, exit codes mean the same for every command, and the
/// audit's bytes do not depend on file order or working directory.
final class ContainmentAndExitCodeTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("contain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.schema, to: work.appendingPathComponent("schema"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    func testConfigCannotSteerOutputOutsideTheFolder() throws {
        let config = work.appendingPathComponent("schema/contractkit.json")
        try #"{ "generate": { "typeOverrides": { "../../x.field": "Int", "WorkDTO.title": "../../Evil" } } }"#
            .write(to: config, atomically: true, encoding: .utf8)
        let result = try runCLI(["generate"], in: work)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("'generate.typeOverrides.WorkDTO.title' is not a Swift type: '../../Evil'"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("generated").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.deletingLastPathComponent().appendingPathComponent("x.swift").path))
    }

    func testOutputFileNamesComeFromSanitisedContractNames() throws {
        try "export interface A { a: string }".write(to: work.appendingPathComponent("schema/we..ird name;rm -rf.ts"), atomically: true, encoding: .utf8)
        let result = try runCLI(["generate"], in: work)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("generated").path).sorted()
        XCTAssertEqual(names, ["Canonical.swift", "ContractKitSupport.swift", "Enums.swift", "Responses.swift", "WeIrdNameRmRf.swift"])
        XCTAssertTrue(names.allSatisfy { $0.dropLast(6).allSatisfy { $0.isLetter || $0.isNumber } })
    }

    func testNeverWritesThroughASymlink() throws {
        let outside = work.appendingPathComponent("outside.swift")
        try "// not ours\n".write(to: outside, atomically: true, encoding: .utf8)
        let generated = work.appendingPathComponent("generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: generated.appendingPathComponent("Canonical.swift"), withDestinationURL: outside)
        let result = try runCLI(["generate"], in: work)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "generated:1:1: error: Canonical.swift is a symbolic link; refusing to write through it; nothing was changed\n")
        XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), "// not ours\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: generated.path), ["Canonical.swift"], "nothing else written")
    }

    /// 0 clean, 1 findings or drift, 2 bad input; --fail-on never gives 0 on valid input.
    func testExitCodesForEveryCommand() throws {
        let fixture = TestPaths.repoRoot.appendingPathComponent("Tests/ContractKitTests/Fixtures/BooksTracker").path
        let history = TestPaths.repoRoot.appendingPathComponent("Tests/ContractKitTests/Fixtures/ContractHistory").path
        let cases: [(args: [String], code: Int32)] = [
            (["ir"], 0), (["ir", "--contracts", "nope.ts"], 2), (["ir", "--bogus"], 2),
            (["generate"], 0), (["generate", "--check"], 0), (["generate", "--contracts", "nope.ts"], 2),
            (["audit", "--swift", "generated"], 0),
            (["audit", "--swift", "\(fixture)/Shared", "\(fixture)/PreFix", "--config", "\(fixture)/none.json"], 1),
            (["audit", "--swift", "\(fixture)/Shared", "\(fixture)/PreFix", "--config", "\(fixture)/none.json", "--fail-on", "never"], 0),
            (["audit", "--swift", "nope.swift"], 2), (["audit", "--swift", "generated", "--fail-on", "sometimes"], 2),
            (["scan", "--swift", "generated"], 0), (["scan", "--swift", "nope.swift"], 2),
            (["checks"], 0), (["checks", "--bogus"], 2),
            (["audit", "--swift", "\(fixture)/Shared", "\(fixture)/PreFix/WorkDTO.swift", "--models", "\(fixture)/PreFix/Work.swift",
              "--mappers", "\(fixture)/PreFix/DTOMapper.swift", "--config", "\(fixture)/contractkit.json"], 1),
            (["audit", "--swift", "generated", "--models", "nope.swift"], 2),
            (["diff", "--old", "schema"], 0), (["diff", "--old", "\(history)/1-launch", "--new", "\(history)/6-type-removed"], 1),
            (["diff", "--old", "\(history)/1-launch", "--new", "\(history)/6-type-removed", "--fail-on", "never"], 0),
            (["diff", "--old", "nope"], 2), (["diff", "--old", "schema", "--mode", "sideways"], 2), (["diff", "--old", "HEAD~0:nope"], 2),
            (["--version"], 0), (["--help"], 0), (["nope"], 2), ([], 2),
        ]
        for c in cases {
            let result = try runCLI(c.args, in: work)
            XCTAssertEqual(result.exitCode, c.code, "contractkit \(c.args.joined(separator: " ")): \(result.stderr)")
            // --quiet and --verbose change what is printed, never the exit code; --quiet leaves
            // only errors on stderr.
            guard let command = c.args.first, !command.hasPrefix("-") else { continue }
            for flag in ["--quiet", "--verbose"] {
                let flagged = try runCLI([command, flag] + c.args.dropFirst(), in: work)
                XCTAssertEqual(flagged.exitCode, c.code, "contractkit \(command) \(flag) …: \(flagged.stderr)")
                if flag == "--quiet" {
                    let lines = flagged.stderr.split(separator: "\n").filter { !$0.contains("error") && !$0.hasPrefix(" ") && !$0.hasPrefix("usage") }
                    XCTAssertEqual(lines, [], "contractkit \(command) --quiet printed more than errors")
                }
            }
        }
        // Drift: generate --check exits 1 once the contract changes.
        let canonical = work.appendingPathComponent("schema/canonical.ts")
        try (try String(contentsOf: canonical, encoding: .utf8) + "\nexport interface Extra { a: string }\n").write(to: canonical, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runCLI(["generate", "--check", "--quiet"], in: work).exitCode, 1)
    }

    func testAuditBytesDoNotDependOnOrderOrWorkingDirectory() throws {
        let root = TestPaths.repoRoot
        let fixture = "Tests/ContractKitTests/Fixtures/BooksTracker"
        let a = try runCLI(["audit", "--format", "json", "--config", "\(fixture)/none.json",
                            "--contracts", "schema/canonical.ts", "schema/enums.ts", "schema/responses.ts",
                            "--swift", "\(fixture)/Shared", "\(fixture)/PreFix"], in: root)
        let b = try runCLI(["audit", "--format", "json", "--config", "\(fixture)/none.json",
                            "--contracts", "schema/responses.ts", "schema/canonical.ts", "schema/enums.ts",
                            "--swift", "\(fixture)/PreFix", "\(fixture)/Shared"], in: root)
        XCTAssertEqual(a.stdout, b.stdout)
        let c = try runCLI(["audit", "--format", "markdown", "--config", "../\(fixture)/none.json", "--contracts", "../schema",
                            "--swift", "../\(fixture)/Shared", "../\(fixture)/PreFix"], in: root.appendingPathComponent("Sources"))
        let d = try runCLI(["audit", "--format", "markdown", "--config", "\(fixture)/none.json", "--contracts", "schema",
                            "--swift", "\(fixture)/Shared", "\(fixture)/PreFix"], in: root)
        XCTAssertEqual(c.stdout.replacingOccurrences(of: "../", with: ""), d.stdout, "only the cwd-relative paths differ")
        XCTAssertFalse(a.stdout.contains(root.path), "no absolute paths")
    }
}
