import ContractKit
import Foundation
import XCTest

/// A compliance audit of the sample app, automated: the BooksTracker fixture before and after the
/// coverImageURL fix, with no config.
final class BooksTrackerAuditTests: XCTestCase {
    static let fixture = "Tests/ContractKitTests/Fixtures/BooksTracker"

    func audit(_ version: String, _ extra: [String] = []) throws -> CLIResult {
        // Goldens of the audit, not of this repository's history: no provenance.
        try runCLI(["audit", "--no-provenance", "--config", "Tests/ContractKitTests/Fixtures/BooksTracker/none.json",
                    "--swift", "\(Self.fixture)/Shared", "\(Self.fixture)/\(version)/WorkDTO.swift"] + extra)
    }

    func findings(_ result: CLIResult) throws -> [[String: Any]] {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap(json["findings"] as? [[String: Any]])
    }

    func testPreFixHasExactlyOneErrorAtTheContractLine() throws {
        let result = try audit("PreFix", ["--format", "json"])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        let all = try findings(result)
        let errors = all.filter { $0["severity"] as? String == "error" }
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?["rule"] as? String, "missing-field")
        XCTAssertEqual(errors.first?["type"] as? String, "WorkDTO")
        XCTAssertEqual(errors.first?["field"] as? String, "coverImageURL")
        let contract = try XCTUnwrap(errors.first?["contract"] as? [String: Any])
        XCTAssertEqual(contract["file"] as? String, "schema/canonical.ts")
        let source = try String(contentsOf: TestPaths.schema.appendingPathComponent("canonical.ts"), encoding: .utf8)
        let line = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("coverImageURL?: string") }.map { $0 + 1 }
        XCTAssertEqual(contract["line"] as? Int, line, "points at the contract's field")
        XCTAssertEqual(contract["column"] as? Int, 3)

        let widened = all.filter { $0["rule"] as? String == "enum-widened" }
        XCTAssertEqual(Set(widened.map { "\($0["type"]!).\($0["field"]!)" }),
                       ["WorkDTO.primaryProvider", "WorkDTO.contributors", "EditionDTO.primaryProvider", "EditionDTO.contributors"])
        XCTAssertTrue(widened.allSatisfy { $0["severity"] as? String == "info" })
        XCTAssertEqual(all.count, 5, "nothing else: \(all.map { $0["rule"]! })")
    }

    func testPostFixIsClean() throws {
        let result = try audit("PostFix", ["--format", "json"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(try findings(result).filter { $0["severity"] as? String != "info" }.count, 0)
        XCTAssertEqual(try audit("PostFix", ["--fail-on", "warning"]).exitCode, 0)
        XCTAssertEqual(try audit("PreFix", ["--fail-on", "never"]).exitCode, 0)
    }

    func testReportsAreGolden() throws {
        for format in ["markdown", "json", "github", "sarif", "xcode"] {
            let result = try audit("PreFix", ["--format", format])
            XCTAssertEqual(result.exitCode, 1)
            let ext = ["markdown": "md", "json": "json", "github": "txt", "sarif": "sarif", "xcode": "xcode.txt"][format]!
            // The xcode golden holds the summary line on stderr too.
            let text = format == "xcode" ? result.stdout + "--- stderr\n" + result.stderr : result.stdout
            assertGolden(text, TestPaths.golden.appendingPathComponent("Audit/books-tracker-prefix.\(ext)"))
        }
    }

    func testSARIFIsStructurallyValid() throws {
        let result = try audit("PreFix", ["--format", "sarif"])
        let sarif = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.first?["ruleId"] as? String, "missing-field")
        XCTAssertEqual(results.first?["level"] as? String, "error")
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        XCTAssertEqual(rules?.count, AuditRule.all.count)
        XCTAssertTrue(results.allSatisfy { r in rules?.contains { $0["id"] as? String == r["ruleId"] as? String } == true })
    }

    func testSummaryAppendsTheMarkdownReport() throws {
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: summary) }
        try "existing\n".write(to: summary, atomically: true, encoding: .utf8)
        let result = try audit("PreFix", ["--format", "github", "--summary", summary.path])
        XCTAssertEqual(result.exitCode, 1)
        let text = try String(contentsOf: summary, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("existing\n# API Contract Compliance Audit"), String(text.prefix(80)))
    }

    func testAuditingGeneratedCodeFindsNothing() throws {
        let result = try runCLI(["audit", "--swift", "generated", "--format", "json", "--fail-on", "warning"])
        XCTAssertEqual(result.exitCode, 0, result.stdout)
        XCTAssertEqual(try findings(result).count, 0, result.stdout)
    }

    func testChecksListsEveryRule() throws {
        let result = try runCLI(["checks"])
        XCTAssertEqual(result.exitCode, 0)
        for rule in AuditRule.all { XCTAssertTrue(result.stdout.contains(rule.id.rawValue + " "), rule.id.rawValue) }
        XCTAssertEqual(result.stdout.split(separator: "\n").count, AuditRule.all.count)
    }

    func testBadInputExitsTwoAndNeverReportsClean() throws {
        XCTAssertEqual(try runCLI(["audit"]).exitCode, 2)
        let broken = try runCLI(["audit", "--swift", "generated", "--contracts", "Tests/ContractKitTests/Fixtures/TypeScript/malformed/main.ts"])
        XCTAssertEqual(broken.exitCode, 2)
        // The report on what loaded is written, and it never says the app is compliant.
        XCTAssertFalse(broken.stdout.contains("Compliant**"), broken.stdout)
        XCTAssertTrue(broken.stdout.contains("Syntax errors left 2 contract statements unread"), broken.stdout)
        XCTAssertEqual(try runCLI(["audit", "--swift", "generated", "--format", "pdf"]).exitCode, 2)
    }
}

extension BooksTrackerAuditTests {
    /// The stress contract against its own generated Swift: only what cannot be checked is reported.
    func testAuditingTheStressOutputReportsOnlyUnsupportedConstructs() throws {
        let stress = "Tests/ContractKitTests/Fixtures/Stress"
        let result = try runCLI(["audit", "--contracts", stress, "--swift", "Tests/StressGenerated", "--config", "\(stress)/contractkit.json", "--format", "json"])
        XCTAssertEqual(result.exitCode, 0, result.stdout)
        let rules = Set(try findings(result).map { $0["rule"] as? String ?? "" })
        XCTAssertEqual(rules, ["unsupported-construct"])
    }
}
