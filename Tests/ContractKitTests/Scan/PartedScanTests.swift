@testable import ContractKit
import Foundation
import XCTest

/// A large file is lexed and scanned in parts, on all cores at once. Whatever the parts,
/// the result must be exactly the whole file's, or the parted scan must give up.
final class PartedScanTests: XCTestCase {
    func whole(_ source: String, functions: Bool = true) -> (ScannedFile, [Diagnostic]) {
        SwiftDeclarationScanner.scanWhole(Array(source.utf8), file: "App.swift", functions: functions)
    }

    /// Parts as small as they come: a part ends at every line that holds only `}`.
    func parted(_ source: String, functions: Bool = true) -> (ScannedFile, [Diagnostic])? {
        SwiftDeclarationScanner.scanInParts(Array(source.utf8), file: "App.swift", functions: functions, partSize: 1)
    }

    func testEverySwiftFixtureScansInPartsExactlyAsWhole() throws {
        let root = TestPaths.repoRoot
        let files = TestPaths.swiftFiles(in: TestPaths.fixtures) + TestPaths.swiftFiles(in: root.appendingPathComponent("generated"))
        var partedFiles = 0
        for file in files {
            let source = try TestPaths.read(file)
            let expected = whole(source)
            guard let scanned = parted(source) else { continue }
            partedFiles += 1
            XCTAssertEqual(scanned.0, expected.0, file.path)
            XCTAssertEqual(scanned.1, expected.1, file.path)
        }
        // Most files are plain formatted Swift: the parted path must be the one they take.
        XCTAssertGreaterThan(partedFiles, files.count / 2, "of \(files.count) files")
    }

    func testPartsKeepTheFilesLinesAndColumns() throws {
        let source = "struct A: Codable {\n    let a: Int\n}\n\n/// B.\nstruct B: Codable {\n    let b: String\n    enum CodingKeys: String, CodingKey { case b = \"b_value\" }\n}\n"
        let scanned = try XCTUnwrap(parted(source))
        XCTAssertEqual(scanned.0.types.map(\.name), ["A", "B", "B.CodingKeys"])
        XCTAssertEqual(scanned.0.types[1].line, 6)
        XCTAssertEqual(scanned.0.types[1].properties.first?.line, 7)
        XCTAssertEqual(scanned.0.types[1].properties.first?.column, 9)
        XCTAssertEqual(scanned.0.lineCount, 9)
        XCTAssertEqual(scanned.0, whole(source).0)
    }

    /// A `}` alone on its line that is not where a top-level declaration ends: the parted
    /// scan gives up, and `scan` gives the whole file's result, diagnostics and all.
    func testAPartThatDoesNotEndInPlainTopLevelCodeFallsBackToTheWholeFile() {
        let tail = "struct Tail: Codable {\n    let t: Int\n}\n"
        let cases = [
            "a multi-line string": "let template = \"\"\"\n{\n}\n\"\"\"\n",
            "a block comment": "/*\n}\n*/\n",
            "a body closed at column 1": "struct Odd: Codable {\n    let a: Int\n    func f() {\n}\n}\n",
            "#if branches that each open a brace": "#if os(iOS)\nstruct A: Codable {\n    let a: Int\n#else\nstruct A: Codable {\n    let b: Int\n#endif\n}\n",
            "a syntax error after the first part": "struct A: Codable {\n    let a: Int\n}\nstruct B: Codable {\n    let = 3\n}\n",
            "an unterminated string in the last part": "struct A: Codable {\n    let a: Int\n}\nlet s = \"open\n",
        ]
        for (name, body) in cases.sorted(by: { $0.key < $1.key }) {
            let source = body + tail
            XCTAssertNil(parted(source), name)
            let bytes = Array(source.utf8)
            let scanned = SwiftDeclarationScanner.scan(bytes, file: "App.swift", functions: true)
            let expected = whole(source)
            XCTAssertEqual(scanned.0, expected.0, name)
            XCTAssertEqual(scanned.1, expected.1, name)
        }
    }

    /// A file over the size that takes the parted path, through the public entry point.
    func testALargeFileScansAsItDoesWhole() throws {
        let unit = try TestPaths.read(TestPaths.repoRoot.appendingPathComponent("generated/Canonical.swift"))
        var source = ""
        var copy = 0
        while source.utf8.count < SwiftDeclarationScanner.partedFile + 1 {
            // Each copy's types renamed, so the file is one a compiler would accept.
            source += unit.replacingOccurrences(of: "struct ", with: "struct Copy\(copy)")
            copy += 1
        }
        let bytes = Array(source.utf8)
        XCTAssertGreaterThan(SwiftDeclarationScanner.partRanges(bytes, size: SwiftDeclarationScanner.partSize).count, 2)
        let scanned = SwiftDeclarationScanner.scan(bytes, file: "Large.swift", functions: false)
        let expected = SwiftDeclarationScanner.scanWhole(bytes, file: "Large.swift", functions: false)
        XCTAssertNotNil(SwiftDeclarationScanner.scanInParts(bytes, file: "Large.swift", functions: false))
        XCTAssertEqual(scanned.0.types.count, expected.0.types.count)
        XCTAssertEqual(scanned.0, expected.0)
        XCTAssertEqual(scanned.1, expected.1)
    }
}
