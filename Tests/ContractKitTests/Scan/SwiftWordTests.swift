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
        XCTAssertEqual(marked, ["struct", "let", "JSONDecoder", "func", "self", "decode", "self", "as"])
        XCTAssertTrue(tokens.allSatisfy { $0.kind == .identifier || $0.word == .none })
    }
}
