import ContractKit
import XCTest

/// `number` is `Double` unless a field is marked an integer: `@integer`, `@type integer`,
/// a zod `.int()` in its comment, or a `generate.integers` pattern.
final class IntegerFieldTests: XCTestCase {
    static let contract = """
    export interface ImportSummary {
      successCount: number;
      failureCount?: number | null;
      averageScore: number;
      /** @type integer */
      pageSize: number;
      /** @type {integer} */
      offset: number;
      /** z.number().int().nonnegative() */
      retries: number;
      /** @integer */
      year: number;
      history: number[];
    }
    export interface WorkDTO { publicationYear?: number; isbndbID: number; rating: number }
    """

    func generated(_ integers: [String]) -> (String, [Diagnostic]) {
        let (schema, diagnostics) = readContract(["/c/api.ts": Self.contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        var config = ContractKitConfig()
        config.generate.integers = integers
        config.locations["generate.integers.\(integers.last ?? "")"] = SourceLocation(file: "contractkit.json", line: 3, column: 5)
        let (files, generateDiagnostics) = ContractPipeline.generateSwift(schema, config: config)
        return (files.map(\.contents).joined(), generateDiagnostics)
    }

    func testCommentsMarkIntegers() {
        let (swift, _) = generated([])
        for line in ["let pageSize: Int", "let offset: Int", "let retries: Int", "let year: Int", "let successCount: Double", "let averageScore: Double"] {
            XCTAssertTrue(swift.contains("public \(line)\n"), "\(line) in:\n\(swift)")
        }
    }

    func testGlobsMatchAFieldNameOrATypeFieldPath() {
        let (swift, diagnostics) = generated(["*Count", "*.publicationYear", "WorkDTO.*ID", "ImportSummary.history"])
        for line in ["let successCount: Int", "let failureCount: Int?", "let publicationYear: Int?", "let isbndbID: Int", "let history: [Int]",
                     "let averageScore: Double", "let rating: Double"] {
            XCTAssertTrue(swift.contains("public \(line)\n"), "\(line) in:\n\(swift)")
        }
        XCTAssertEqual(diagnostics, [])
    }

    func testAPatternThatMatchesNothingIsAWarning() {
        let (_, diagnostics) = generated(["*Total"])
        XCTAssertEqual(diagnostics.map(\.rendered), ["contractkit.json:3:5: warning: 'generate.integers' pattern '*Total' matches no number field"])
    }

    func testTheConfigRejectsMalformedEntries() {
        let json = #"{"generate": {"integers": ["a b"], "acronyms": ["x", "SKU"]}}"#
        let (config, diagnostics) = ContractPipeline.readConfig(Array(json.utf8), file: "c.json")
        XCTAssertEqual(diagnostics.map(\.message), ["'generate.integers' has 'a b'; a pattern is a field name or a Type.field path, with * for any characters",
                                                    "'generate.acronyms' has 'x'; an acronym is two or more ASCII letters or digits"])
        XCTAssertEqual(config.generate.acronyms, ["SKU"])
    }

    func testGlob() {
        XCTAssertTrue(Glob("*Count").matches("successCount"))
        XCTAssertFalse(Glob("*Count").matches("countOfThings"))
        XCTAssertTrue(Glob("WorkDTO.*ID").matches("WorkDTO.isbndbID"))
        XCTAssertFalse(Glob("WorkDTO.*ID").matches("EditionDTO.isbndbID"))
        XCTAssertTrue(Glob("a*b*c").matches("abc") && Glob("a*b*c").matches("a-b-b-c"))
        XCTAssertFalse(Glob("a*bc").matches("abc-bc-x"))
        XCTAssertTrue(Glob("*").matches("") && Glob("exact").matches("exact") && !Glob("exact").matches("exactly"))
        XCTAssertFalse(Glob("ab*ba").matches("aba"), "the start and end may not overlap")
    }
}
