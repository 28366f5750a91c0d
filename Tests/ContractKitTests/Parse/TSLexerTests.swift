@testable import ContractKit
import XCTest

final class TSLexerTests: XCTestCase {
    /// The masks behind `isIdentifierPart` say, for every byte, what the rule says in words:
    /// ASCII letters, digits, `_`, `$`, and any byte of a non-ASCII character.
    func testIdentifierBytesAreLettersDigitsUnderscoreDollarAndNonASCII() {
        for b in 0...255 {
            let byte = UInt8(b)
            let scalar = Unicode.Scalar(byte)
            let expected = byte >= 0x80 || scalar == "_" || scalar == "$" || ("0"..."9").contains(scalar)
                || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            XCTAssertEqual(isIdentifierPart(byte), expected, "byte \(b)")
        }
    }

    func lex(_ source: String) -> ([Token], [Diagnostic]) {
        let (tokens, _, diagnostics) = TSLexer.tokenize(Array(source.utf8), file: "t.ts")
        return (tokens, diagnostics.items)
    }

    func testStringsDecodeEscapes() {
        let (tokens, diagnostics) = lex(#"'it\'s' "a\"b" 'tab\there'"#)
        XCTAssertEqual(tokens.filter { $0.kind == .string }.map(\.text), ["it's", "a\"b", "tab\there"])
        XCTAssertEqual(diagnostics, [])
    }

    func testTemplateWithNestedSubstitutionsIsOneToken() {
        let (tokens, diagnostics) = lex("x = `a ${ { b: `c ${'}'}` }.b } d` ; y")
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .punct, .template, .punct, .identifier, .endOfFile])
        XCTAssertEqual(diagnostics, [])
    }

    /// A line continuation in a template or a string is a line of the file: the tokens
    /// after it keep their lines.
    func testLineContinuationsKeepTheLinesThatFollow() {
        let (tokens, diagnostics) = lex("a = `one \\\ntwo \\\nthree`;\nb = 'x\\\ny';\nc")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(tokens.filter { $0.kind == .identifier }.map { "\($0.text)@\($0.line)" }, ["a@1", "b@4", "c@6"])
    }

    func testRegexIsSkippedButDivisionIsNot() {
        let (tokens, _) = lex("s.replace(/['\"{]/g, '') ; a = b / c / d")
        XCTAssertEqual(tokens.filter { $0.kind == .regex }.count, 1)
        XCTAssertEqual(tokens.filter { $0.isPunct("/") }.count, 2)
    }

    func testDocAndTrailingCommentsAttachToTheirTokens() {
        let (tokens, comments, _) = TSLexer.tokenize(Array("/** Doc. */\na: string; // trailing\n// leading line comment\nb: number;".utf8), file: "t.ts")
        XCTAssertEqual(comments[Int(tokens[0].docIndex)], " Doc. ")
        XCTAssertEqual(tokens.first { $0.isPunct(";") }.map { comments[Int($0.trailingIndex)] }, "trailing")
        XCTAssertEqual(tokens.first { $0.isIdentifier("b") }?.docIndex, -1, "line comments are not docs")
    }

    func testUnterminatedConstructsReportTheirStart() {
        XCTAssertEqual(lex("a\n  'open").1.map(\.rendered), ["t.ts:2:3: error: unterminated string literal"])
        XCTAssertEqual(lex("x /* never closed\n\n").1.map(\.rendered), ["t.ts:1:3: error: unterminated comment"])
        XCTAssertEqual(lex("`abc ${").1.map(\.rendered), ["t.ts:1:1: error: unterminated template literal"])
    }

    func testInvalidUTF8IsReportedAtItsByte() {
        let (_, _, diagnostics) = TSLexer.tokenize(Array("ok\nab".utf8) + [0xFF] + Array("c".utf8), file: "t.ts")
        XCTAssertEqual(diagnostics.items.map(\.rendered), ["t.ts:2:3: error: invalid UTF-8 byte sequence"])
    }

    func testGreaterThanIsNeverMerged() {
        let (tokens, _) = lex("Array<Array<T>>")
        XCTAssertEqual(tokens.filter { $0.isPunct(">") }.count, 2)
    }
}
