import XCTest

/// `contractkit examples` is golden-tested; GeneratedCodeTests decodes the same files
/// through the generated types.
final class ExamplesGoldenTests: XCTestCase {
    func testExamplesAreGolden() throws {
        let schema = try runCLI(["examples"])
        XCTAssertEqual(schema.exitCode, 0, schema.stderr)
        assertGolden(schema.stdout, TestPaths.golden.appendingPathComponent("Examples/schema.json"))
        let stress = try runCLI(["examples", "--quiet", "--contracts", "Tests/ContractKitTests/Fixtures/Stress",
                                 "--config", "Tests/ContractKitTests/Fixtures/Stress/contractkit.json"])
        XCTAssertEqual(stress.exitCode, 0, stress.stderr)
        assertGolden(stress.stdout, TestPaths.golden.appendingPathComponent("Examples/stress.json"))
    }

    func testFiltersAndErrors() throws {
        let one = try runCLI(["examples", "--type", "AuthorDTO", "--variant", "minimal"])
        XCTAssertEqual(one.stdout, """
            {
              "AuthorDTO" : {
                "minimal" : {
                  "name" : "example name",
                  "gender" : "Female"
                }
              }
            }

            """)
        let variants = try runCLI(["examples", "--quiet", "--contracts", "Tests/ContractKitTests/Fixtures/Stress", "--variant", "variant-*",
                                   "--config", "Tests/ContractKitTests/Fixtures/Stress/contractkit.json"])
        XCTAssertTrue(variants.stdout.contains("\"variant-click\" : {\n      \"type\" : \"click\""), variants.stdout)
        XCTAssertEqual(try runCLI(["examples", "--type", "WrokDTO"]).stderr, "error: the contract has no type 'WrokDTO'; did you mean 'WorkDTO'?\n")
        XCTAssertEqual(try runCLI(["examples", "--variant", "huge"]).exitCode, 2)
    }

    /// Dates: a field whose name or doc says it is a time gets JavaScript's toISOString() form.
    func testDatesLookLikeJavaScriptTimestamps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        export interface Session {
          createdAt: string;
          /** When the token expires. ISO time. */
          expiry: string;
          startDate: string;
          title: string;
          count: number;
          /** @integer */ retries: number;
          avatarUrl?: string | null;
        }
        """.write(to: folder.appendingPathComponent("a.ts"), atomically: true, encoding: .utf8)
        let result = try runCLI(["examples", "--contracts", "a.ts", "--variant", "full"], in: folder)
        for line in ["\"createdAt\" : \"2026-01-15T10:30:00.000Z\"", "\"expiry\" : \"2026-01-15T10:30:00.000Z\"",
                     "\"startDate\" : \"2026-01-15T10:30:00.000Z\"", "\"title\" : \"example title\"", "\"count\" : 1", "\"retries\" : 1",
                     "\"avatarUrl\" : \"https://example.com/avatarUrl\""] {
            XCTAssertTrue(result.stdout.contains(line), "\(line) in \(result.stdout)")
        }
        let nulls = try runCLI(["examples", "--contracts", "a.ts", "--variant", "nulls"], in: folder)
        XCTAssertTrue(nulls.stdout.contains("\"avatarUrl\" : null"), nulls.stdout)
    }
}
