import Foundation
import XCTest

final class ScanCommandTests: XCTestCase {
    func testScanPrintsTheDocumentedJSONShape() throws {
        let result = try runCLI(["scan", "--swift", "Tests/ContractKitTests/Fixtures/Swift/Corpus"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let declarations = try XCTUnwrap(json["declarations"] as? [[String: Any]])
        let box = try XCTUnwrap(declarations.first { $0["name"] as? String == "WorkDTO.BoundingBox" })
        XCTAssertEqual(box["kind"] as? String, "struct")
        XCTAssertEqual(box["file"] as? String, "Tests/ContractKitTests/Fixtures/Swift/Corpus/WorkDTO.swift")
        XCTAssertEqual(box["line"] as? Int, 19)
        let properties = try XCTUnwrap(box["properties"] as? [[String: Any]])
        XCTAssertEqual(properties.map { $0["name"] as? String }, ["x", "y", "width", "height"])
        XCTAssertEqual(properties.first?["stored"] as? Bool, true)
        XCTAssertEqual(properties.first?["optional"] as? Bool, false)
        let work = try XCTUnwrap(declarations.first { $0["name"] as? String == "WorkDTO" })
        XCTAssertNotNil(work["codingKeys"] as? [[String: Any]])
        XCTAssertNotNil(work["decoder"] as? [String: Any])
        let display = (work["properties"] as? [[String: Any]])?.first { $0["name"] as? String == "displayTitle" }
        XCTAssertEqual(display?["stored"] as? Bool, false, "computed properties are listed with stored: false")

        let text = try runCLI(["scan", "--swift", "Tests/ContractKitTests/Fixtures/Swift/Corpus/Models.swift", "--format", "text"])
        XCTAssertTrue(text.stdout.contains("Tests/ContractKitTests/Fixtures/Swift/Corpus/Models.swift:5: class Work\n"), text.stdout)
        XCTAssertTrue(text.stdout.contains("  computed var isbns: [String]\n"), text.stdout)
    }

    func testScanBadInputExitsTwo() throws {
        XCTAssertEqual(try runCLI(["scan"]).exitCode, 2)
        let missing = try runCLI(["scan", "--swift", "nope.swift"])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertEqual(missing.stderr, "nope.swift:1:1: error: no such file\n")
        XCTAssertEqual(try runCLI(["scan", "--swift", "generated", "--format", "xml"]).exitCode, 2)
    }
}
