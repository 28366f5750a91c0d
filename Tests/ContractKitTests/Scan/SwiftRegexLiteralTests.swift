@testable import ContractKit
import XCTest

/// Swift's regex literals are read as the compiler's lexer reads them: their `)`, `}`, `"`
/// and `//` are pattern text, while a `/` that the code around it makes division, an
/// operator or a comment stays one.
final class SwiftRegexLiteralTests: XCTestCase {
    /// The tokens of `source` (a regex literal as `re(pattern)`), after checking that the
    /// lexer and the syntax check found nothing wrong.
    func tokens(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let (tokens, diagnostics, syntax) = SwiftLexer.tokenizeChecked(Array(source.utf8), file: "t.swift")
        XCTAssertEqual((diagnostics.items + syntax.errors).map(\.rendered), [], file: file, line: line)
        return tokens.filter { $0.kind != .endOfFile }.map { $0.kind == .regex ? "re(\($0.text))" : $0.text }
    }

    func testABareLiteralHoldsBracketsQuotesAndEscapes() {
        XCTAssertEqual(tokens(#"page.matches(of: /"watchEndpoint":{"videoId":"(.*?)"/).map(\.output.1)"#),
                       ["page", ".", "matches", "(", "of", ":", #"re("watchEndpoint":{"videoId":"(.*?)")"#, ")", ".", "map", "(", "\\", ".", "output", ".", "1", ")"])
        XCTAssertEqual(tokens(#"let date = /(\d+)\/(\d+) \)}/"#), ["let", "date", "=", #"re((\d+)\/(\d+) \)})"#])
        // A custom character class's `(` and `)` are no group: this `)` is not unbalanced.
        XCTAssertEqual(tokens("return /[)(]x/"), ["return", "re([)(]x)"])
    }

    func testBareLiteralsWhereAnExpressionStarts() {
        XCTAssertEqual(tokens("let r = /a b/"), ["let", "r", "=", "re(a b)"])
        XCTAssertEqual(tokens("return /abc/"), ["return", "re(abc)"])
        XCTAssertEqual(tokens("if s.contains(/x+/) {}"), ["if", "s", ".", "contains", "(", "re(x+)", ")", "{", "}"])
        XCTAssertEqual(tokens("let ok = !/x/.matches(s)").prefix(5), ["let", "ok", "=", "!", "re(x)"])
        XCTAssertEqual(tokens("[/a/, /b/]"), ["[", "re(a)", ",", "re(b)", "]"])
        // `^` joins the `/` into one operator that touches a space: a literal only where an expression must start.
        XCTAssertEqual(tokens("let r = /^ +/"), ["let", "r", "=", "re(^ +)"])
        XCTAssertEqual(tokens("let m = try? /^ x/.firstMatch(in: s)").prefix(6), ["let", "m", "=", "try", "?", "re(^ x)"])
        XCTAssertEqual(tokens("s.split(separator: /,/)"), ["s", ".", "split", "(", "separator", ":", "re(,)", ")"])
    }

    func testExtendedLiterals() {
        XCTAssertEqual(tokens(#"let u = #/https?://[^/"]+/#"#), ["let", "u", "=", #"re(https?://[^/"]+)"#])
        XCTAssertEqual(tokens("let p = ##/a/#b)/##"), ["let", "p", "=", "re(a/#b))"])
        XCTAssertEqual(tokens("let s = #/ starts with a space /#"), ["let", "s", "=", "re( starts with a space )"])
        XCTAssertEqual(tokens(#"let e = #/a\/#b/#"#), ["let", "e", "=", #"re(a\/#b)"#])
    }

    func testAMultiLineLiteralKeepsTheLinesAfterIt() {
        let source = """
        let pair = #/
          (?<key> \\w+ )   # a comment with ) and } and "
          \\s* = \\s*
          (?<value> .* )
          /#
        let after = 1
        """
        let (tokens, diagnostics, syntax) = SwiftLexer.tokenizeChecked(Array(source.utf8), file: "t.swift")
        XCTAssertEqual((diagnostics.items + syntax.errors).map(\.rendered), [])
        XCTAssertEqual(tokens.map(\.kind).prefix(4), [.identifier, .identifier, .punct, .regex])
        let after = tokens.first { $0.text == "after" }
        XCTAssertEqual(after?.line, 6)
        XCTAssertEqual(after?.column, 5)
    }

    func testDivisionOperatorsAndCommentsStayCode() {
        XCTAssertEqual(tokens("let x = a / b / c"), ["let", "x", "=", "a", "/", "b", "/", "c"])
        XCTAssertEqual(tokens("let x = a/b/c"), ["let", "x", "=", "a", "/", "b", "/", "c"])
        XCTAssertEqual(tokens("x /= 2; y/=3"), ["x", "/", "=", "2", ";", "y", "/", "=", "3"])
        XCTAssertEqual(tokens("let h = (a + b) / 2 / 3"), ["let", "h", "=", "(", "a", "+", "b", ")", "/", "2", "/", "3"])
        XCTAssertEqual(tokens("let r = 10 / 4 /* half */ / 2 // and a comment / x /"), ["let", "r", "=", "10", "/", "4", "/", "2"])
        XCTAssertEqual(tokens("let q = xs.reduce(1, /)"), ["let", "q", "=", "xs", ".", "reduce", "(", "1", ",", "/", ")"])
        XCTAssertEqual(tokens("apply(/, /)"), ["apply", "(", "/", ",", "/", ")"])
        // A prefix `/` (a custom operator) with no closing `/` on its line.
        XCTAssertEqual(tokens("let y = /total\nlet z = 1"), ["let", "y", "=", "/", "total", "let", "z", "=", "1"])
        XCTAssertEqual(tokens("let d = v! / w; let e = self / 2"), ["let", "d", "=", "v", "!", "/", "w", ";", "let", "e", "=", "self", "/", "2"])
        XCTAssertEqual(tokens("xs.map { $0 / 2 }"), ["xs", ".", "map", "{", "$0", "/", "2", "}"])
    }

    func testOperatorDeclarationsNameTheirOperators() {
        XCTAssertEqual(tokens("infix operator /^/ : MultiplicationPrecedence"),
                       ["infix", "operator", "/", "^", "/", ":", "MultiplicationPrecedence"])
        XCTAssertEqual(tokens("static func / (l: V, r: V) -> V { l }").prefix(3), ["static", "func", "/"])
        XCTAssertEqual(tokens("prefix func /^/(x: Int) -> Int { x / 2 }").prefix(6), ["prefix", "func", "/", "^", "/", "("])
    }

    /// The audit's syntax check no longer sees the literal's brackets, and the declarations after it are read.
    func testTheScannerReadsPastALiteral() throws {
        let source = #"""
        struct Video: Decodable {
            let id: String
            var handle: String? { id.firstMatch(of: /@(\w+)}"/).map { String($0.1) } }
            static let pattern = #/
              \{ ( [^}]* ) // not a Swift comment
            /#
            let title: String
        }
        """#
        let (file, diagnostics) = SwiftDeclarationScanner.scan(Array(source.utf8), file: "t.swift")
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        XCTAssertEqual(file.types.first?.properties.map(\.name), ["id", "handle", "pattern", "title"])
        XCTAssertEqual(file.types.first?.properties.last?.line, 7)
    }

    func testAnUnterminatedExtendedLiteralIsAnError() {
        let (_, diagnostics) = SwiftDeclarationScanner.scan(Array("let r = #/abc\nstruct A {}".utf8), file: "t.swift")
        XCTAssertEqual(diagnostics.map(\.rendered), ["t.swift:1:9: error: unterminated regex literal"])
    }
}
