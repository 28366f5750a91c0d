import ContractKit
import XCTest

/// OpenAPI's number formats, which generated contracts copy into JSDoc: known, never noise.
final class NumberFormatTests: XCTestCase {
    func read(_ doc: String, _ type: String) -> (TypeRef?, [String]) {
        let source = "export interface Probe {\n  /** \(doc) */\n  field?: \(type);\n}\n"
        let (schema, diagnostics) = ContractPipeline.readContract(
            roots: ["/api.ts"], provider: InMemorySourceProvider(["/api.ts": source]), options: ContractOptions())
        return (schema.declaration(named: "Probe")?.fields?.first?.type, diagnostics.map { "\($0.severity.rawValue): \($0.message)" })
    }

    func testIntegerFormatsMakeAnIntegerAndNumberFormatsKeepANumber() {
        XCTAssertEqual(read("Format: int32\n   * @format int32", "number").0, .primitive(.integer))
        XCTAssertEqual(read("@format int64", "number[]").0, .array(.primitive(.integer)))
        XCTAssertEqual(read("@format double", "number").0, .primitive(.number))
        XCTAssertEqual(read("@format float", "number").0, .primitive(.number))
        for format in ["int32", "int64", "float", "double"] { XCTAssertEqual(read("@format \(format)", "number").1, [], format) }
    }

    func testAnUnknownFormatIsStillAWarningThatNamesIt() {
        let (type, diagnostics) = read("@format password", "string")
        XCTAssertEqual(type, .primitive(.string))
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.contains("unsupported @format 'password'") ?? false, "\(diagnostics)")
    }
}
