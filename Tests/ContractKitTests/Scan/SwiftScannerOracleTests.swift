import ContractKit
import Foundation
import XCTest

/// The Swift compiler's own parser is the oracle: `swiftc -frontend -dump-parse` lists
/// every declaration without type-checking. Over a corpus of varied files, the scanner's
/// stored properties and enum cases must be exactly the compiler's.
final class SwiftScannerOracleTests: XCTestCase {
    struct Member: Hashable, CustomStringConvertible {
        var line: Int
        var name: String
        var description: String { "\(line):\(name)" }
    }

    static var corpus: [URL] {
        let root = TestPaths.repoRoot
        var files = TestPaths.swiftFiles(in: TestPaths.fixtures.appendingPathComponent("Swift/Corpus"))
        files += TestPaths.swiftFiles(in: root.appendingPathComponent("generated"))
        files += TestPaths.swiftFiles(in: root.appendingPathComponent("Tests/StressGenerated"))
        return files
    }

    func testStoredPropertiesAndEnumCasesMatchTheCompiler() throws {
        guard let swiftc = findExecutable("swiftc") else { throw XCTSkip("swiftc is not on PATH") }
        XCTAssertGreaterThanOrEqual(Self.corpus.count, 9)
        for file in Self.corpus {
            let oracle = try compilerMembers(file, swiftc: swiftc)
            let (scanned, diagnostics) = SwiftDeclarationScanner.scan([UInt8](try Data(contentsOf: file)), file: file.lastPathComponent)
            XCTAssertEqual(diagnostics, [], file.lastPathComponent)
            let stored = Set(scanned.types.flatMap { t in t.properties.filter(\.stored).map { Member(line: $0.line, name: $0.name) } })
            let cases = Set(scanned.types.flatMap { t in t.cases.map { Member(line: $0.line, name: $0.name) } })
            func sorted(_ set: Set<Member>) -> [String] { set.sorted { ($0.line, $0.name) < ($1.line, $1.name) }.map(\.description) }
            XCTAssertEqual(sorted(stored), sorted(oracle.stored), "stored properties of \(file.lastPathComponent)")
            XCTAssertEqual(sorted(cases), sorted(oracle.cases), "enum cases of \(file.lastPathComponent)")
            XCTAssertFalse(oracle.stored.isEmpty && oracle.cases.isEmpty, "the oracle saw nothing in \(file.lastPathComponent)")
        }
    }

    /// Member `var_decl`s (not locals: their ancestors are only type declarations) and
    /// enum elements from the compiler's parse dump. A var with a `get` accessor is computed.
    func compilerMembers(_ file: URL, swiftc: URL) throws -> (stored: Set<Member>, cases: Set<Member>) {
        let process = Process()
        process.executableURL = swiftc
        // A short relative path: the dump wraps long lines, and a deep checkout's absolute
        // path pushed declaration lines past the wrap (seen on a fresh clone in /tmp).
        process.arguments = ["-frontend", "-dump-parse", file.lastPathComponent]
        process.currentDirectoryURL = file.deletingLastPathComponent()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        let typeNodes: Set<String> = ["source_file", "struct_decl", "class_decl", "enum_decl", "extension_decl", "protocol_decl", "enum_case_decl"]
        var stack: [(indent: Int, kind: String)] = []
        var stored = Set<Member>(), cases = Set<Member>()
        var pendingVar: (member: Member, indent: Int, computed: Bool)?
        func flush() {
            if let p = pendingVar, !p.computed { stored.insert(p.member) }
            pendingVar = nil
        }
        for raw in output.split(separator: "\n") {
            let line = String(raw)
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard body.hasPrefix("(") else { continue }
            let kind = String(body.dropFirst().prefix { $0 != " " && $0 != ")" })
            if let p = pendingVar, indent <= p.indent { flush() }
            while let top = stack.last, top.indent >= indent { stack.removeLast() }
            let inTypeContext = stack.allSatisfy { typeNodes.contains($0.kind) }
            if kind == "var_decl", inTypeContext, let member = Self.member(line) {
                pendingVar = (member, indent, false)
            } else if kind == "accessor_decl", pendingVar != nil,
                      line.contains(" get for=") || line.contains(" _read for=") || line.contains(" unsafeAddress for=") {
                pendingVar?.computed = true
            } else if kind == "enum_element_decl", inTypeContext, let member = Self.member(line) {
                cases.insert(member)
            }
            stack.append((indent, kind))
        }
        flush()
        return (stored, cases)
    }

    /// The start line and the quoted name of a dump line: `range=[f.swift:12:5 - …] "name"`.
    static func member(_ line: String) -> Member? {
        guard let range = line.range(of: "range=["), let close = line[range.upperBound...].firstIndex(of: "]") else { return nil }
        let location = line[range.upperBound..<close].split(separator: " ").first ?? ""
        let parts = location.split(separator: ":")
        guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]) else { return nil }
        let rest = line[close...]
        guard let q1 = rest.firstIndex(of: "\""), let q2 = rest[rest.index(after: q1)...].firstIndex(of: "\"") else { return nil }
        // Cases with associated values are named with their labels: `success(_:_:)`.
        let name = rest[rest.index(after: q1)..<q2].prefix { $0 != "(" }
        return Member(line: lineNumber, name: String(name))
    }
}
