@testable import ContractKit
import Foundation
import XCTest

/// A YAML document and its JSON twin read to equal trees. The twins in `Fixtures/YAML` were
/// written from the YAML by another YAML implementation (PyYAML, with YAML 1.2's core schema),
/// not by this reader.
final class YAMLEquivalenceTests: XCTestCase {
    static let folder = TestPaths.fixtures.appendingPathComponent("YAML")

    func testEachYAMLFixtureReadsLikeItsJSONTwin() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertEqual(names, ["reading-list.openapi.yaml", "shelf.schema.yaml"])
        for name in names {
            let yaml = try YAMLReader.parse(Array(try Data(contentsOf: Self.folder.appendingPathComponent(name))), file: name)
            let twin = String(name.dropLast("yaml".count)) + "json"
            let json = try LocatedJSONParser.parse(Array(try Data(contentsOf: Self.folder.appendingPathComponent(twin))), file: twin)
            XCTAssertEqual(yaml, json, name)
        }
    }

    /// Every JSON file among the fixtures (payloads, configs, tsconfigs) reads as YAML to the
    /// same tree with the same locations; JSONC files the JSON reader refuses are left out.
    func testEveryJSONFixtureReadsAsYAMLWithTheSameLocations() throws {
        let files = (FileManager.default.enumerator(atPath: TestPaths.fixtures.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
        var compared = 0
        for path in files {
            let bytes = Array(try Data(contentsOf: TestPaths.fixtures.appendingPathComponent(path)))
            guard let json = try? LocatedJSONParser.parse(bytes, file: path) else { continue }
            let yaml = try YAMLReader.parse(bytes, file: path)
            XCTAssertEqual(yaml, json, path)
            XCTAssertEqual(YAMLReaderTests.locations(yaml), YAMLReaderTests.locations(json), path)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 15)
    }

    /// Reading is linear: a document ten times as long takes about ten times as long, not a hundred.
    func testReadingTimeGrowsLinearly() throws {
        let part = try String(contentsOf: Self.folder.appendingPathComponent("reading-list.openapi.yaml"), encoding: .utf8)
        let body = part.components(separatedBy: "components:\n  schemas:\n")[1].replacingOccurrences(of: "...\n", with: "")
        func document(_ copies: Int) -> [UInt8] {
            var text = "components:\n  schemas:\n"
            for k in 0..<copies { text += body.replacingOccurrences(of: "    Book:", with: "    Book\(k):").replacingOccurrences(of: "&uuid", with: "&uuid\(k)").replacingOccurrences(of: "*uuid", with: "*uuid\(k)") }
            return Array(text.utf8)
        }
        func seconds(_ bytes: [UInt8]) throws -> Double {
            let start = Date()
            _ = try YAMLReader.parse(bytes, file: "big.yaml")
            return Date().timeIntervalSince(start)
        }
        let small = document(200), large = document(2000)
        _ = try seconds(small)
        let ratio = try seconds(large) / max(try seconds(small), 1e-4)
        XCTAssertLessThan(ratio, 30, "10× the input took \(ratio)× the time")
    }
}
