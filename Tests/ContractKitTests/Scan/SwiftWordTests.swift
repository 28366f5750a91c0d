@testable import ContractKit
import XCTest

/// The lexer recognises the token passes' words from an identifier's bytes, eight at a time:
/// each word, and only the word, whether its bytes end the file or more follow.
final class SwiftWordTests: XCTestCase {
    func testEachWordIsRecognisedFromItsBytes() {
        for word in SwiftWord.allCases where word != .none {
            XCTAssertEqual(SwiftWord.of(word.text), word, word.text)
            // Followed by more source, as in a file: the bytes after the word are not read as its own.
            let source = Array((word.text + " = 1\n").utf8)
            source.withUnsafeBufferPointer { XCTAssertEqual(SwiftWord.of($0, at: 0, count: word.text.utf8.count), word, word.text) }
        }
    }

    func testNearMissesAreNoWord() {
        for word in SwiftWord.allCases where word != .none {
            let text = word.text
            var changed = Array(text.utf8)
            changed[changed.count - 1] ^= 0x20  // the last letter's case flipped
            for near in [String(text.dropLast()), text + "s", "_" + text.dropFirst(), String(decoding: changed, as: UTF8.self)] {
                XCTAssertEqual(SwiftWord.of(near), SwiftWord.none, near)
            }
        }
        for other in ["", "a", "in", "get", "case", "Int", "final", "String", "extensions", "JSONEncoder", "keyEncodingStrategy", "dateEncodingStrategy"] {
            XCTAssertEqual(SwiftWord.of(other), SwiftWord.none, other)
        }
    }

    func testTheLexerMarksWordsWhereverTheyAre() {
        let source = "struct A { let decoder = JSONDecoder() }\nfunc f() { `self`.decode(A.self, from: d); selfish; as }"
        let (tokens, _) = SwiftLexer.tokenize(Array(source.utf8), file: "a.swift")
        let marked = tokens.filter { $0.word != .none }.map(\.text)
        XCTAssertEqual(marked, ["struct", "let", "JSONDecoder", "func", "self", "decode", "self", "from", "as"])
        XCTAssertTrue(tokens.allSatisfy { $0.kind == .identifier || $0.word == .none })
    }
}

/// The lexer makes each spelling's text once and reuses it: a reused text must be the very
/// spelling, however alike two names are (the same first and last eight bytes and length).
final class IdentifierTextsTests: XCTestCase {
    func testEveryIdentifierKeepsItsOwnSpelling() {
        let names = ["abcdefghXijklmnop12345678", "abcdefghYijklmnop12345678", "abcdefgh1", "abcdefgh2", "Entity12DTO", "Entity13DTO",
                     "id", "ID", "caf\u{E9}", "cafe", "abcdefghXijklmnop12345678", "abcdefgh1", "a", "ab"]
        // Many times over, so every name meets the others in the table, and the last at the file's very end.
        var words: [String] = []
        for round in 0..<50 { words += round % 2 == 0 ? names : names.reversed() }
        let source = words.joined(separator: " ")
        let (tokens, _) = SwiftLexer.tokenize(Array(source.utf8), file: "a.swift")
        XCTAssertEqual(tokens.filter { $0.kind == .identifier }.map(\.text), words)
    }
}
