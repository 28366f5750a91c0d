import ContractKit
import Foundation
import XCTest

/// The IR JSON is written by hand for speed; these tests hold it to the `Codable` model.
final class IRJSONTests: XCTestCase {
    func roundTrip(_ schema: Schema, file: StaticString = #filePath, line: UInt = #line) throws {
        let decoded = try JSONDecoder().decode(Schema.self, from: Data(ContractPipeline.irJSON(schema).utf8))
        XCTAssertEqual(decoded, schema, file: file, line: line)
    }

    func testSchemaFolderRoundTrips() throws {
        let roots = TestPaths.typeScriptFiles(in: TestPaths.schema).map(\.path)
        try roundTrip(ContractPipeline.readContract(roots: roots, provider: FixtureProvider()).0)
    }

    func testEveryConstructFixtureRoundTrips() throws {
        let root = TestPaths.fixtures.appendingPathComponent("TypeScript")
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let roots = TestPaths.typeScriptFiles(in: root.appendingPathComponent(name)).map(\.path)
            try roundTrip(ContractPipeline.readContract(roots: roots, provider: FixtureProvider()).0)
        }
    }

    func testStringsAreEscaped() throws {
        var w = JSONWriter()
        w.object { w in
            w.field("a", "quote \" backslash \\ newline \n tab \t bell \u{7} é")
            w.field("b", 12345)
            w.key("c")
            w.array([1.5, -2, 0]) { w, n in w.number(n) }
            w.key("d")
            w.array { _ in }
        }
        XCTAssertEqual(w.text, """
        {
          "a" : "quote \\" backslash \\\\ newline \\n tab \\t bell \\u0007 é",
          "b" : 12345,
          "c" : [
            1.5,
            -2,
            0
          ],
          "d" : []
        }

        """)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(w.text.utf8)))
    }
}
