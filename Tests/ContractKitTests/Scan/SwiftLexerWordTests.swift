@testable import ContractKit
import XCTest

/// The lexer notes which identifiers are the words the token passes act on, from the bytes:
/// it must say exactly what the text says.
final class SwiftLexerWordTests: XCTestCase {
    func testEachIdentifierIsTheWordItsTextSpells() {
        let source = """
        struct S { let a = 1; var `class`: Int; func decode() {} }
        structs Struct self Self selfish as ask init initial encode encoded decode decoder
        JSONDecoder JSONDecoders keyDecodingStrategy dateDecodingStrategy dateDecodingStrategyX
        protocol extension enum actor func let var ënum décode "struct" // struct
        aVeryLongIdentifierOfMoreThanSixteenBytes aVeryLongIdentifierOfMoreThanSixteenBytes
        """
        let (tokens, _) = SwiftLexer.tokenize(Array(source.utf8), file: "t.swift")
        for t in tokens {
            let spelled = t.kind == .identifier ? SwiftWord.allCases.first { $0 != .none && $0.text == t.text } ?? .none : .none
            XCTAssertEqual(t.word, spelled, t.text)
        }
        XCTAssertEqual(tokens.filter { $0.word == .class }.map(\.text), ["class"], "the backticked name; the string and the comment are no words")
        XCTAssertEqual(tokens.filter { $0.word == .struct }.count, 1)
        XCTAssertEqual(tokens.filter { $0.word == .decode }.count, 2)
        XCTAssertEqual(tokens.filter { $0.text == "aVeryLongIdentifierOfMoreThanSixteenBytes" }.count, 2)
    }
}
