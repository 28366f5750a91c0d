import ContractKit
import Foundation
import XCTest

/// The sample app's critical finding across all three layers: WorkDTO.coverImageURL
/// was decoded, then dropped, because neither the `Work` model nor `DTOMapper` had it.
/// Pre-fix, mid-fix (model and create path fixed, merge path not) and fixed fixtures.
final class BooksTrackerDataFlowTests: XCTestCase {
    static let fixture = "Tests/ContractKitTests/Fixtures/BooksTracker"
    static let sharedModels = ["Edition.swift", "Author.swift", "ModelEnums.swift"].map { "\(fixture)/App/Models/\($0)" }

    /// `variant` is PreFix or MidFix (their own Work and DTOMapper), or App (the fixed app).
    func audit(_ variant: String, _ extra: [String] = []) throws -> CLIResult {
        let f = Self.fixture
        let dto = variant == "PreFix" ? "\(f)/PreFix/WorkDTO.swift" : "\(f)/PostFix/WorkDTO.swift"
        let models = variant == "App" ? ["\(f)/App/Models"] : ["\(f)/\(variant)/Work.swift"] + Self.sharedModels
        let mappers = variant == "App" ? "\(f)/App/Services" : "\(f)/\(variant)/DTOMapper.swift"
        // Goldens of the audit, not of this repository's history: no provenance.
        return try runCLI(["audit", "--no-provenance", "--config", "\(f)/contractkit.json", "--swift", "\(f)/Shared", dto, "--models"] + models
            + ["--mappers", mappers] + extra)
    }

    func findings(_ result: CLIResult) throws -> [[String: Any]] {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        return try XCTUnwrap(json["findings"] as? [[String: Any]])
    }

    func line(of text: String, in file: String) throws -> Int {
        let source = try String(contentsOfFile: file, encoding: .utf8)
        return try XCTUnwrap(source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }) + 1
    }

    func testPreFixReportsCoverImageURLAtAllThreeLayers() throws {
        let result = try audit("PreFix", ["--format", "json"])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        let errors = try findings(result).filter { $0["severity"] as? String == "error" }
        XCTAssertEqual(errors.map { "\($0["layer"]!) \($0["rule"]!) \($0["type"]!).\($0["field"]!)" }.sorted(), [
            "dto missing-field WorkDTO.coverImageURL",
            "mapper mapper-unread-field WorkDTO.coverImageURL",
            "model model-missing-property WorkDTO.coverImageURL",
        ], "exactly the three layers of the finding, nothing else")
        let contractLine = try line(of: "coverImageURL?: string", in: "schema/canonical.ts")
        for error in errors {
            let contract = try XCTUnwrap(error["contract"] as? [String: Any])
            XCTAssertEqual(contract["file"] as? String, "schema/canonical.ts")
            XCTAssertEqual(contract["line"] as? Int, contractLine)
            XCTAssertEqual(error["dataFlow"] as? String,
                           "Backend → WorkDTO.coverImageURL ❌ → DTOMapper.mapToWork ❌ · DTOMapper.mergeWorkData ❌ → Work.coverImageURL ❌")
        }
        let swift = { (rule: String) -> [String: Any]? in errors.first { $0["rule"] as? String == rule }?["swift"] as? [String: Any] }
        XCTAssertEqual(swift("model-missing-property")?["file"] as? String, "\(Self.fixture)/PreFix/Work.swift")
        XCTAssertEqual(swift("model-missing-property")?["line"] as? Int, try line(of: "public final class Work", in: "\(Self.fixture)/PreFix/Work.swift"))
        XCTAssertEqual(swift("mapper-unread-field")?["file"] as? String, "\(Self.fixture)/PreFix/DTOMapper.swift")
        XCTAssertEqual(swift("mapper-unread-field")?["line"] as? Int, try line(of: "func mapToWork(", in: "\(Self.fixture)/PreFix/DTOMapper.swift"))
    }

    func testMidFixWarnsThatTheMergePathStillDropsIt() throws {
        let result = try audit("MidFix", ["--format", "json"])
        XCTAssertEqual(result.exitCode, 0, "a warning does not fail the default --fail-on error")
        let problems = try findings(result).filter { $0["severity"] as? String != "info" }
        XCTAssertEqual(problems.map { "\($0["severity"]!) \($0["rule"]!) \($0["type"]!).\($0["field"]!)" }, ["warning mapper-inconsistent WorkDTO.coverImageURL"])
        let swift = try XCTUnwrap(problems.first?["swift"] as? [String: Any])
        XCTAssertEqual(swift["line"] as? Int, try line(of: "func mergeWorkData(", in: "\(Self.fixture)/MidFix/DTOMapper.swift"), "points at the merge mapper")
        XCTAssertEqual(try audit("MidFix", ["--fail-on", "warning"]).exitCode, 1)
    }

    func testFixedAppIsCleanAndItsWaiversAreUsed() throws {
        let result = try audit("App", ["--format", "json", "--fail-on", "warning"])
        XCTAssertEqual(result.exitCode, 0, result.stdout)
        XCTAssertEqual(try findings(result).filter { $0["severity"] as? String != "info" }.count, 0)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let waived = try XCTUnwrap(json["waived"] as? [[String: Any]])
        XCTAssertEqual(Set(waived.map { "\($0["rule"]!) \($0["field"]!)" }), ["model-missing-property librarythingIDs", "mapper-unread-field librarythingIDs"])
        let flows = try XCTUnwrap(json["dataFlows"] as? [[String: Any]])
        XCTAssertEqual(flows.map { "\($0["contract"]!) → \($0["model"]!)" }, ["WorkDTO → Work", "EditionDTO → Edition", "AuthorDTO → Author"])
        let work = try XCTUnwrap(flows.first?["fields"] as? [[String: Any]])
        let model = Dictionary(uniqueKeysWithValues: work.map { ($0["field"] as! String, $0["model"] as? String) })
        XCTAssertEqual(model["description"], "summary", "mapped in contractkit.json")
        XCTAssertEqual(model["boundingBox"], "boundingBoxX/Y/Width/Height", "recognised flattening")
        XCTAssertEqual(model["coverImageURL"], "coverImageURL")
    }

    func testThreeLayerReportsAreGolden() throws {
        for (variant, name) in [("PreFix", "prefix"), ("App", "fixed")] {
            let markdown = try audit(variant)
            assertGolden(markdown.stdout, TestPaths.golden.appendingPathComponent("Audit/books-tracker-3-layer-\(name).md"))
        }
        assertGolden(try audit("PreFix", ["--format", "json"]).stdout, TestPaths.golden.appendingPathComponent("Audit/books-tracker-3-layer-prefix.json"))
    }

    func testWithoutModelsTheMapperLayerStillRuns() throws {
        let f = Self.fixture
        let result = try runCLI(["audit", "--config", "\(f)/none.json", "--swift", "\(f)/Shared", "\(f)/PreFix/WorkDTO.swift",
                                 "--mappers", "\(f)/PreFix/DTOMapper.swift", "--format", "json"])
        let rules = try findings(result).filter { $0["field"] as? String == "coverImageURL" }.map { $0["rule"] as? String ?? "" }
        XCTAssertEqual(Set(rules), ["missing-field", "mapper-unread-field"])
    }
}
