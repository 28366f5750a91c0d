import ContractKit
import XCTest

/// Product text speaks to any team: no rule text, report template, help text or checklist
/// names the sample app's types, files or vocabulary, or the documents it came from.
final class ProductTextTests: XCTestCase {
    /// Names that belong to the sample app (a book tracker) and its history.
    static let sampleNames = ["WorkDTO", "EditionDTO", "AuthorDTO", "BooksTracker", "DTOMapper", "canonical.ts", "mapToWork", "mergeWorkData",
                              "merge*Data", "mapTo*", "coverImageURL", "ISBN", "ASIN", "SwiftData", "Nov 6", "seeds", "seed 0"]

    func sampleNames(in text: String) -> [String] {
        Self.sampleNames.filter { text.contains($0) }
    }

    func testRuleTextsAreGeneral() {
        for rule in AuditRule.all {
            for text in [rule.summary, rule.why, rule.fix] {
                XCTAssertEqual(sampleNames(in: text), [], "\(rule.id): \(text)")
            }
        }
        for (rule, text) in ContractDiff.rules {
            XCTAssertEqual(sampleNames(in: text), [], "\(rule): \(text)")
        }
    }

    /// The string literals of the report templates, without comments.
    func testReportTemplatesAreGeneral() throws {
        let folder = TestPaths.repoRoot.appendingPathComponent("Sources/ContractKit/Report")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 5)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), code.contains("\"") else { continue }
                XCTAssertEqual(sampleNames(in: String(line)), [], "\(file):\(number + 1): \(line)")
            }
        }
    }

    func testHelpAndChecksAreGeneral() throws {
        var texts = [try runCLI(["checks"]).stdout, try runCLI(["--help"]).stdout]
        for command in ["ir", "generate", "audit", "diff", "scan", "checks"] {
            texts.append(try runCLI([command, "--help"]).stdout)
        }
        for text in texts {
            XCTAssertFalse(text.isEmpty)
            // The help may show `WorkDTO → Work` as an example of the naming rule, but never
            // the sample app's files or history.
            let names = sampleNames(in: text).filter { !["WorkDTO"].contains($0) }
            XCTAssertEqual(names, [], text)
        }
    }
}
