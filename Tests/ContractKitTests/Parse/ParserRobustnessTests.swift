import ContractKit
import Foundation
import XCTest

/// Feeds the parser broken versions of the real schema files. A crash kills the test
/// process, so reaching the assertions at all is half the proof.
final class ParserRobustnessTests: XCTestCase {
    static let schemaFiles = TestPaths.typeScriptFiles(in: TestPaths.schema)

    /// Every diagnostic must point inside the file it names.
    func assertValidLocations(_ diagnostics: [Diagnostic], _ bytes: [UInt8], path: String, _ context: @autoclosure () -> String) {
        let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        for d in diagnostics {
            XCTAssertEqual(d.location.file, path, context())
            XCTAssertGreaterThanOrEqual(d.location.line, 1, context())
            XCTAssertLessThanOrEqual(d.location.line, lineCount, "\(context()): \(d.rendered)")
            XCTAssertGreaterThanOrEqual(d.location.column, 1, context())
        }
    }

    func parseTimed(_ bytes: [UInt8], path: String) -> (Schema, [Diagnostic], TimeInterval) {
        let start = Date()
        let (schema, diagnostics) = ContractPipeline.readContract(roots: [path], provider: InMemorySourceProvider(bytes: [path: bytes]))
        return (schema, diagnostics, Date().timeIntervalSince(start))
    }

    func testEveryPrefixTruncation() throws {
        var parses = 0
        for url in Self.schemaFiles {
            let bytes = [UInt8](try Data(contentsOf: url))
            let path = "/fuzz/" + url.lastPathComponent
            for length in 0...bytes.count {
                let prefix = Array(bytes[0..<length])
                let (_, diagnostics, seconds) = parseTimed(prefix, path: path)
                XCTAssertLessThan(seconds, 1.0, "\(url.lastPathComponent) truncated to \(length) bytes took \(seconds)s")
                assertValidLocations(diagnostics, prefix, path: path, "\(url.lastPathComponent) truncated to \(length) bytes")
                parses += 1
            }
        }
        XCTAssertGreaterThan(parses, 10_000)
    }

    func testSeededRandomMutations() throws {
        var generator = SplitMix64(seed: 0xC0DE_CAFE)
        let interesting = Array("{}[]()<>|&?:;,'\"`/*=.!@#\\\n ".utf8) + [0xFF, 0xC3, 0x00]
        var parses = 0, withErrors = 0
        for url in Self.schemaFiles {
            let original = [UInt8](try Data(contentsOf: url))
            for round in 0..<200 {
                var bytes = original
                for _ in 0...(Int(generator.next() % 8)) {
                    let position = Int(generator.next() % UInt64(max(bytes.count, 1)))
                    switch generator.next() % 4 {
                    case 0: bytes[position] = interesting[Int(generator.next() % UInt64(interesting.count))]
                    case 1: bytes.remove(at: position)
                    case 2: bytes.insert(interesting[Int(generator.next() % UInt64(interesting.count))], at: position)
                    default:  // duplicate a slice, which nests braces and comments
                        let end = min(bytes.count, position + Int(generator.next() % 64))
                        bytes.insert(contentsOf: bytes[position..<end], at: position)
                    }
                }
                let path = "/fuzz/" + url.lastPathComponent
                let (_, diagnostics, seconds) = parseTimed(bytes, path: path)
                XCTAssertLessThan(seconds, 1.0, "\(url.lastPathComponent) mutation \(round) took \(seconds)s")
                assertValidLocations(diagnostics, bytes, path: path, "\(url.lastPathComponent) mutation \(round)")
                if diagnostics.contains(where: { $0.severity == .error }) { withErrors += 1 }
                parses += 1
            }
        }
        XCTAssertGreaterThanOrEqual(parses, 500)
        // The mutations must actually break things, or this test proves nothing.
        XCTAssertGreaterThan(withErrors, parses / 4)
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let depth = 100_000
        let objects = "export interface Deep { a: " + String(repeating: "{ a: ", count: depth) + "string" + String(repeating: " }", count: depth) + " }\n"
        let arrays = "export type Deep = " + String(repeating: "Array<", count: depth) + "string" + String(repeating: ">", count: depth) + ";\n"
        for source in [objects, arrays] {
            let (_, diagnostics) = readContract(["/deep.ts": source])
            XCTAssertTrue(diagnostics.contains { $0.severity == .error && $0.message.contains("nesting is too deep") }, "\(diagnostics.prefix(3))")
        }
    }
}

/// A small, seedable random number generator, so every run mutates the same way.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
