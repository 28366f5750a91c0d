import ContractKit
import Foundation
import XCTest

/// Replays the inputs libFuzzer found interesting (scripts/fuzz.sh merges them into
/// Tests/FuzzCorpus) through the same entry points, so a fixed crash stays fixed.
final class FuzzCorpusReplayTests: XCTestCase {
    func replay(_ target: String, file: StaticString = #filePath, line: UInt = #line, _ run: ([UInt8]) -> [Diagnostic]) throws {
        let folder = TestPaths.repoRoot.appendingPathComponent("Tests/FuzzCorpus/\(target)")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        XCTAssertGreaterThan(names.count, 0, "Tests/FuzzCorpus/\(target) is empty: run scripts/fuzz.sh \(target)", file: file, line: line)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let start = Date()
            let diagnostics = run(bytes)
            XCTAssertLessThan(Date().timeIntervalSince(start), 1.0, "\(target)/\(name)", file: file, line: line)
            for d in diagnostics {
                XCTAssertGreaterThanOrEqual(d.location.line, 1, "\(target)/\(name)", file: file, line: line)
                XCTAssertGreaterThanOrEqual(d.location.column, 1, "\(target)/\(name)", file: file, line: line)
            }
        }
    }

    func testParserCorpus() throws {
        try replay("parser") { bytes in
            let (schema, diagnostics) = ContractPipeline.readContract(roots: ["/fuzz/contract.ts"], provider: InMemorySourceProvider(bytes: ["/fuzz/contract.ts": bytes]))
            _ = ContractPipeline.irJSON(schema)
            return diagnostics
        }
    }

    func testScannerCorpus() throws {
        try replay("scanner") { bytes in
            let (file, diagnostics) = SwiftDeclarationScanner.scan(bytes, file: "fuzz.swift", functions: true)
            _ = ScanReport.json([file])
            return diagnostics
        }
    }

    func testConfigCorpus() throws {
        try replay("config") { bytes in ConfigLoader.load(bytes, file: "fuzz.json").1 }
    }

    func testYAMLCorpus() throws {
        try replay("yaml") { bytes in
            do {
                _ = try YAMLReader.parse(bytes, file: "fuzz.yaml")
                return []
            } catch let failure as DocumentSyntaxError {
                return [failure.diagnostic]
            } catch {
                XCTFail("not a located error: \(error)")
                return []
            }
        }
    }
}
