import ContractKit
import Foundation
import XCTest

/// Each folder under Fixtures/TypeScript exercises a group of constructs. Its golden file
/// holds the IR and every diagnostic with its exact `file:line:col`.
final class ConstructGoldenTests: XCTestCase {
    static let root = TestPaths.fixtures.appendingPathComponent("TypeScript")

    func rendered(_ name: String) -> String {
        let folder = Self.root.appendingPathComponent(name)
        let roots = TestPaths.typeScriptFiles(in: folder).map(\.path)
        let (schema, diagnostics) = ContractPipeline.readContract(roots: roots, provider: FixtureProvider())
        var text = ContractPipeline.irJSON(schema)
        text += "\n// diagnostics\n"
        for d in diagnostics {
            var d = d
            d.location.file = SourcePath.relative(d.location.file, to: Self.root.path)
            text += d.rendered + "\n"
        }
        return text
    }

    func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        assertGolden(rendered(name), TestPaths.golden.appendingPathComponent("IR/\(name).txt"), file: file, line: line)
    }

    func testInterfaces() { check("interfaces") }
    func testAliasesEnumsUnionsIntersections() { check("aliases") }
    func testEnumsAndConstObjects() { check("enums") }
    func testTypes() { check("types") }
    func testDocs() { check("docs") }
    func testClasses() { check("classes") }
    func testSkippedImplementationCode() { check("skipped") }
    func testUnsupportedConstructs() { check("unsupported") }
    func testUnresolvedNames() { check("unresolved") }
    func testPackageImports() { check("packages") }
    func testScoping() { check("scoping") }
    func testMalformed() { check("malformed") }
    func testClassMembersAndNamespaces() { check("members") }
    func testComputedTypes() { check("computed") }
    func testZodSchemas() { check("zod") }

    func testSchemaFolder() {
        let roots = TestPaths.typeScriptFiles(in: TestPaths.schema).map(\.path)
        let (schema, diagnostics) = ContractPipeline.readContract(roots: roots, provider: FixtureProvider())
        XCTAssertEqual(diagnostics.filter { $0.severity != .note }, [], "schema/ must read without warnings or errors")
        assertGolden(ContractPipeline.irJSON(schema), TestPaths.golden.appendingPathComponent("IR/schema.json"))
    }
}

/// Reads fixture files from disk for library-level tests.
struct FixtureProvider: SourceProvider {
    func read(_ path: String) -> SourceReadResult {
        guard let data = FileManager.default.contents(atPath: path) else { return .missing }
        return .contents([UInt8](data))
    }
}
