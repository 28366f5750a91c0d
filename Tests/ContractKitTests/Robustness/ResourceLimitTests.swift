import ContractKit
import Foundation
import XCTest

/// Hostile inputs get a clear diagnostic, never a crash, a hang or a blow-up.
/// (The 1×/10×/100× timings on large inputs are in scripts/bench.sh, on a release build.)
final class ResourceLimitTests: XCTestCase {
    func timed<T>(_ limit: TimeInterval, _ what: String, _ body: () -> T) -> T {
        let start = Date()
        let result = body()
        XCTAssertLessThan(Date().timeIntervalSince(start), limit, what)
        return result
    }

    /// Function bodies the mapper analysis reads: deep closures with an assignment at each
    /// level, deep call arguments, a long chain of members. Each must stay linear.
    func testPathologicalFunctionBodies() {
        let depth = 50_000
        let closures = "func f(_ dto: D) {\n" + String(repeating: "a = { b.c = dto.x\n", count: depth) + String(repeating: "}", count: depth) + "\n}\n"
        let calls = "func g(_ dto: D) {\n" + String(repeating: "h(dto, ", count: depth) + String(repeating: ")", count: depth) + "\n}\n"
        let chain = "func k(_ dto: D) { x.y = dto" + String(repeating: ".m", count: depth) + " }\n"
        for (name, source) in [("closures", closures), ("calls", calls), ("chain", chain)] {
            let (file, _) = timed(10, name) { SwiftDeclarationScanner.scan(Array(source.utf8), file: "\(name).swift", functions: true) }
            XCTAssertEqual(file.functions.count, 1, name)
        }
    }

    /// The UTF-8 check skips ASCII eight bytes at a time; a bad byte anywhere in or after a
    /// run, or a sequence cut short at the end, is still found at its exact column.
    func testInvalidUTF8IsFoundAtItsColumnAfterASCIIRuns() {
        for prefix in [0, 1, 7, 8, 9, 15, 16, 17, 63] {
            var bytes = Array(String(repeating: "a", count: prefix).utf8)
            bytes += [0xC3, 0xA9]  // é, valid
            bytes += Array("bc".utf8)
            bytes += [0xFF]
            bytes += Array(String(repeating: "z", count: 20).utf8)
            let (_, diagnostics) = ContractPipeline.readContract(roots: ["/c/a.ts"], provider: InMemorySourceProvider(bytes: ["/c/a.ts": bytes]))
            let bad = diagnostics.first { $0.message == "invalid UTF-8 byte sequence" }
            XCTAssertEqual(bad?.location.column, prefix + 5, "prefix \(prefix)")
            let (_, swift) = SwiftDeclarationScanner.scan(bytes, file: "a.swift")
            XCTAssertEqual(swift.first { $0.message == "invalid UTF-8 byte sequence" }?.location.column, prefix + 5, "swift, prefix \(prefix)")
        }
        let cut = Array(String(repeating: "a", count: 12).utf8) + [0xE2, 0x82]
        let (_, diagnostics) = ContractPipeline.readContract(roots: ["/c/a.ts"], provider: InMemorySourceProvider(bytes: ["/c/a.ts": cut]))
        XCTAssertEqual(diagnostics.first { $0.message == "invalid UTF-8 byte sequence" }?.location.column, 13)
    }

    func testDeepNestingInSwiftAndJSON() {
        let depth = 100_000
        let swift = String(repeating: "struct A { ", count: depth) + String(repeating: "}", count: depth)
        let (_, scanDiagnostics) = timed(10, "deep Swift") { SwiftDeclarationScanner.scan(Array(swift.utf8), file: "deep.swift", functions: true) }
        XCTAssertTrue(scanDiagnostics.contains { $0.message.contains("nesting is too deep") }, "\(scanDiagnostics.prefix(2))")
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (_, configDiagnostics) = timed(5, "deep JSON") { ConfigLoader.load(Array(json.utf8), file: "deep.json") }
        XCTAssertEqual(configDiagnostics.map(\.message), ["nesting is too deep"])
    }

    func testOneVeryLongLine() {
        let long = "export interface A { " + (0..<200_000).map { "f\($0): string; " }.joined() + "}"
        XCTAssertGreaterThan(long.utf8.count, 3_000_000)
        let (schema, diagnostics) = timed(30, "a 3 MB line") { readContract(["/long.ts": long]) }
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(schema.declaration(named: "A")?.fields?.count, 200_000)
    }

    func testUnterminatedCommentAndStringAtTheStartOfALargeFile() {
        let body = String(repeating: "export interface X { a: string }\n", count: 30_000)
        for (opening, message) in [("/* never closed\n", "unterminated comment"), ("`never closed\n", "unterminated template literal")] {
            let (_, diagnostics) = timed(20, message) { readContract(["/big.ts": opening + body]) }
            XCTAssertTrue(diagnostics.contains { $0.severity == .error && $0.message == message && $0.location.line == 1 && $0.location.column == 1 },
                          "\(diagnostics.prefix(3).map(\.rendered))")
        }
        let (_, swift) = timed(20, "swift") { SwiftDeclarationScanner.scan(Array(("/* open\n" + body).utf8), file: "big.swift", functions: true) }
        XCTAssertEqual(swift.map(\.rendered), ["big.swift:1:1: error: unterminated comment"])
    }

    func testInvalidUTF8EverywhereIsADiagnostic() {
        let bad: [UInt8] = Array("export interface A { a: string }\n".utf8) + [0xC3, 0x28, 0xFF]
        XCTAssertTrue(ContractPipeline.readContract(roots: ["/bad.ts"], provider: InMemorySourceProvider(bytes: ["/bad.ts": bad])).1
            .contains { $0.rendered == "/bad.ts:2:1: error: invalid UTF-8 byte sequence" })
        XCTAssertTrue(SwiftDeclarationScanner.scan(bad, file: "bad.swift").1.contains { $0.message == "invalid UTF-8 byte sequence" })
        XCTAssertEqual(ConfigLoader.load([0x7B, 0xFF, 0x7D], file: "c.json").1.map(\.message), ["invalid UTF-8 byte sequence"])
    }

    func testPathsThatAreNotReadableFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("folder.ts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let directory = try runCLI(["ir", "--contracts", dir.appendingPathComponent("folder.ts").path], in: dir)
        XCTAssertEqual(directory.exitCode, 2)
        XCTAssertTrue(directory.stderr.hasSuffix("error: no contract files (TypeScript, OpenAPI or JSON Schema) in this folder or its subfolders\n"), directory.stderr)
        let swiftDir = try runCLI(["scan", "--swift", "folder.ts/missing.swift"], in: dir)
        XCTAssertEqual(swiftDir.exitCode, 2)
        XCTAssertEqual(swiftDir.stderr, "folder.ts/missing.swift:1:1: error: no such file\n")
        let unreadable = dir.appendingPathComponent("secret.ts")
        try "export interface S { a: string }".write(to: unreadable, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: unreadable.path)
        guard !FileManager.default.isReadableFile(atPath: unreadable.path) else {
            throw XCTSkip("running as root: permissions cannot make a file unreadable")
        }
        let denied = try runCLI(["ir", "--contracts", "secret.ts"], in: dir)
        XCTAssertEqual(denied.exitCode, 2)
        XCTAssertEqual(denied.stderr, "secret.ts:1:1: error: permission denied\n")
    }
}
