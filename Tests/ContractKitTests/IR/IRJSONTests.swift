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

    /// A large array is written on all cores in runs; the bytes must be the one-core
    /// writer's, at any depth, for any count around the run size, in memory or streamed.
    func testAnArrayWrittenInParallelIsByteForByteTheSerialOne() {
        func document(_ count: Int, parallel: Bool, into w: inout JSONWriter) {
            let items = (0..<count).map { "item \($0)" }
            w.object { w in
                w.key("a")
                w.object { w in
                    w.key("items")
                    let element = { @Sendable (w: inout JSONWriter, item: String) in w.object { w in w.field("name", item); w.field("size", item.count) } }
                    if parallel { w.array(inParallel: items, element) } else { w.array(items, element) }
                }
                w.field("z", true)
            }
        }
        for count in [0, 1, 2, 63, 64, 65, 128, 129, 1000, 5000] {
            var serial = JSONWriter(), parallel = JSONWriter()
            document(count, parallel: false, into: &serial)
            document(count, parallel: true, into: &parallel)
            XCTAssertEqual(parallel.text, serial.text, "\(count) items")
            var streamed: [UInt8] = []
            let sink = Sink()
            var chunked = JSONWriter(chunksTo: { sink.bytes += $0 })
            document(count, parallel: true, into: &chunked)
            chunked.flush()
            streamed = sink.bytes
            XCTAssertEqual(String(decoding: streamed, as: UTF8.self), serial.text, "\(count) items, streamed")
        }
    }

    final class Sink: @unchecked Sendable { var bytes: [UInt8] = [] }
}
