@testable import ContractKit
import XCTest

/// Valid Swift that the reader once refused (exit 2 on a whole app), found by reading large
/// public Swift code bases: each construct reads with no diagnostic, and what follows it keeps its place.
final class SwiftValidSyntaxTests: XCTestCase {
    func scan(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ScannedFile {
        let (scanned, diagnostics) = SwiftDeclarationScanner.scan(Array(source.utf8), file: "t.swift")
        XCTAssertEqual(diagnostics.map(\.rendered), [], file: file, line: line)
        return scanned
    }

    /// After a `.`, `let`, `var` and `func` name members (`.keyword(.let)`), not declarations.
    func testKeywordsNamedAsMembers() {
        let file = scan("""
        enum Keyword { case `let`, `var`, `func` }
        struct Spec {
            let kinds: [Keyword] = [.let, .var]
            var isBinding: Bool { kind == .let || kind == .var }
            func check() { consume(.keyword(.let), .keyword(.func)); switch kind { case .let, .var: break; default: break } }
            let kind: Keyword
        }
        """)
        XCTAssertEqual(file.types.last?.properties.map(\.name), ["kinds", "isBinding", "kind"])
    }

    /// A raw string that opens with `"""` and closes on its own line is a one-line string:
    /// `#"""#` is the string `"`.
    func testRawStringsThatLookMultiLine() {
        let file = scan(##"""
        struct Quotes {
            let quote = #"""#
            let wrapped = #""""quoted""#
            let block = #"""
                "\(not)" """ still inside
                """#
            let after: Int
        }
        """##)
        XCTAssertEqual(file.types.first?.properties.map(\.name), ["quote", "wrapped", "block", "after"])
        XCTAssertEqual(file.types.first?.properties.last?.line, 7)
    }

    /// A macro or attribute may be named in backticks, as Swift Testing's own tests do.
    func testBacktickedAttributesAndMacros() {
        let file = scan("""
        @`Suite`(.hidden) struct `Suite With Spaces` {
            @`Test`(.hidden) func `runs a test`() { #`expect`(Bool(true)) }
            let count: Int
        }
        """)
        XCTAssertEqual(file.types.first?.name, "Suite With Spaces")
        XCTAssertEqual(file.types.first?.attributes, ["Suite"])
        XCTAssertEqual(file.types.first?.properties.map(\.name), ["count"])
    }
}
