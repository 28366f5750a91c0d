import ContractKit
import Foundation
import XCTest

/// `contractkit openapi` on the sample contract: goldens, determinism, YAML, files and errors.
final class OpenAPIExportCommandTests: XCTestCase {
    static let goldens = TestPaths.golden.appendingPathComponent("Export")

    func testSampleContractMatchesTheJSONAndYAMLGoldens() throws {
        let json = try runCLI(["openapi", "--contracts", "schema"])
        XCTAssertEqual(json.exitCode, 0, json.stderr)
        XCTAssertEqual(json.stderr, "")
        assertGolden(json.stdout, Self.goldens.appendingPathComponent("schema.openapi.json"))
        let yaml = try runCLI(["openapi", "--contracts", "schema", "--format", "yaml"])
        XCTAssertEqual(yaml.exitCode, 0, yaml.stderr)
        assertGolden(yaml.stdout, Self.goldens.appendingPathComponent("schema.openapi.yaml"))
    }

    func testTheSameBytesWhateverTheFileOrderAndWorkingDirectory() throws {
        let a = try runCLI(["openapi", "--contracts", "schema/canonical.ts", "schema/enums.ts", "schema/responses.ts", "--title", "Books"])
        let b = try runCLI(["openapi", "--contracts", "schema/responses.ts", "schema/canonical.ts", "schema/enums.ts", "--title", "Books"])
        let c = try runCLI(["openapi", "--contracts", "../schema", "--title", "Books"], in: TestPaths.repoRoot.appendingPathComponent("Sources"))
        XCTAssertEqual(a.exitCode, 0, a.stderr)
        XCTAssertEqual(a.stdout, b.stdout)
        XCTAssertEqual(a.stdout, c.stdout)
        XCTAssertFalse(a.stdout.contains(TestPaths.repoRoot.path), "no absolute paths in the document")
    }

    func testTitleAndVersionComeFromTheFlagsElseTheFolderAndTheContractVersion() throws {
        let given = try runCLI(["openapi", "--contracts", "schema", "--title", "Book API", "--version", "2.1.0"])
        let info = try JSONSerialization.jsonObject(with: Data(given.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((info?["info"] as? [String: String]) ?? [:], ["title": "Book API", "version": "2.1.0"])
        let defaults = try runCLI(["openapi", "--contracts", "Tests/ContractKitTests/Fixtures/TypeScript/enums"])
        let fallback = try JSONSerialization.jsonObject(with: Data(defaults.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((fallback?["info"] as? [String: String]) ?? [:], ["title": "enums", "version": "0.0.0"])
    }

    /// The YAML reads back, with a YAML reader this tool did not write, to the JSON document.
    func testTheYAMLIsValidYAMLWithTheJSONContent() throws {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python, (try? runCLIAt(URL(fileURLWithPath: python), ["-c", "import yaml"], in: TestPaths.repoRoot))?.exitCode == 0 else {
            throw XCTSkip("python3 with the yaml module is not installed")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contractkit-openapi-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, contracts) in [("schema", "schema"), ("shapes", "Tests/ContractKitTests/Fixtures/TypeScript/types")] {
            let json = folder.appendingPathComponent(name + ".json").path, yaml = folder.appendingPathComponent(name + ".yaml").path
            XCTAssertLessThan(try runCLI(["openapi", "--contracts", contracts, "--output", json]).exitCode, 2)
            XCTAssertLessThan(try runCLI(["openapi", "--contracts", contracts, "--format", "yaml", "--output", yaml]).exitCode, 2)
            let check = "import json, sys, yaml\nsys.exit(0 if json.load(open(sys.argv[1])) == yaml.safe_load(open(sys.argv[2])) else 1)"
            let result = try runCLIAt(URL(fileURLWithPath: python), ["-c", check, json, yaml], in: TestPaths.repoRoot)
            XCTAssertEqual(result.exitCode, 0, "\(name): " + result.stderr)
        }
    }

    func testYAMLQuotesEveryStringAPlainScalarWouldChange() {
        let value = OpenAPIValue.object([
            ("plain", .string("google-books")), ("bool", .string("true")), ("yes", .string("Yes")), ("null", .string("null")),
            ("number", .string("1.0")), ("ref", .string("#/components/schemas/A")), ("colon", .string("a: b")),
            ("newline", .string("a\nb \"q\" \\")), ("empty", .string("")), ("list", .array([.number(1), .bool(false), .null])),
            ("nested", .array([.object([("a", .string("x")), ("b", .object([]))]), .array([.string("y")])])),
        ])
        XCTAssertEqual(value.yaml, """
        plain: google-books
        bool: "true"
        "yes": "Yes"
        "null": "null"
        number: "1.0"
        ref: "#/components/schemas/A"
        colon: "a: b"
        newline: "a\\nb \\"q\\" \\\\"
        empty: ""
        list:
          - 1
          - false
          - null
        nested:
          - a: x
            b: {}
          - - "y"

        """)
    }

    func testASyntaxErrorStillWritesWhatLoadedAndExitsTwo() throws {
        let result = try runCLI(["openapi", "--contracts", "Tests/ContractKitTests/Fixtures/TypeScript/malformed/main.ts"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("malformed/main.ts:7:6: error: expected a type but found ';'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("openapi: 2 statements not read because of syntax errors"), result.stderr)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let schemas = (document?["components"] as? [String: Any])?["schemas"] as? [String: Any]
        XCTAssertEqual(schemas.map { $0.keys.sorted() }, ["AlsoGood", "Good"])
    }

    func testAnUnknownFormatIsAUsageError() throws {
        let result = try runCLI(["openapi", "--contracts", "schema", "--format", "xml"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("--format must be json or yaml, not 'xml'"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }
}
