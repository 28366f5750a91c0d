@testable import ContractKit
import XCTest

/// Every error the YAML reader gives, at its exact `file:line:col`: what it cannot read is
/// never misread in silence.
final class YAMLReaderErrorTests: XCTestCase {
    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        error(Array(text.utf8), file: file, line: line)
    }

    func error(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let value = try YAMLReader.parse(bytes, file: "api.yaml")
            XCTFail("read without an error: \(value)", file: file, line: line)
            return ""
        } catch let failure as DocumentSyntaxError {
            return "\(failure.location.description): \(failure.message)"
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return ""
        }
    }

    func testTabInIndentation() {
        XCTAssertEqual(error("a:\n\tb: 1\n"), "api.yaml:2:1: a tab character in indentation: YAML indents with spaces")
        XCTAssertEqual(error("a:\n  b: x\n  \tc: 1\n"), "api.yaml:3:3: a tab character in indentation: YAML indents with spaces")
    }

    func testDuplicateKeys() {
        XCTAssertEqual(error("a: 1\nb:\n  c: 1\n  c: 2\n"), "api.yaml:4:3: duplicate key 'c'")
        XCTAssertEqual(error("x: {k: 1, 'k': 2}\n"), "api.yaml:1:11: duplicate key 'k'")
    }

    func testBadIndentation() {
        XCTAssertEqual(error("a:\n    b: 1\n  c: 2\n"),
                       "api.yaml:3:3: bad indentation: this line is indented deeper than the keys of its mapping (column 1) but is not inside a value")
        XCTAssertEqual(error("a: 'x'\n  b: 1\n"),
                       "api.yaml:2:3: bad indentation: this line is indented deeper than the keys of its mapping (column 1) but is not inside a value")
        XCTAssertEqual(error("a:\n  - 'x'\n   - y\n"),
                       "api.yaml:3:4: bad indentation: this line is indented deeper than the entries of its sequence (column 3) but is not inside one")
        XCTAssertEqual(error("a: 1\nb: this\n  c: 2\n"),
                       "api.yaml:3:4: a ': ' inside a plain scalar that goes over lines: indent this key like the others, or quote the value")
        XCTAssertEqual(error("a:\n  b: 1\n- c\n"), "api.yaml:3:1: a sequence entry where a key of the mapping at column 1 was expected")
        XCTAssertEqual(error("- a\nb: 1\n"), "api.yaml:2:1: unexpected text after the document")
    }

    func testKeysWhereTheyCannotBe() {
        XCTAssertEqual(error("a: b: c\n"), "api.yaml:1:4: a mapping cannot start on the line of its key: quote a value that holds ': '")
        XCTAssertEqual(error("a: - b\n"), "api.yaml:1:4: a block sequence cannot start on the line of its key")
        XCTAssertEqual(error("a:\n  [x]: 1\n"), "api.yaml:2:6: a flow collection as a mapping key is not supported")
        XCTAssertEqual(error("a: &x 1\n*x : 2\n"), "api.yaml:2:1: an alias as a mapping key is not supported")
        XCTAssertEqual(error("- *x : 2\n"), "api.yaml:1:3: undefined alias '*x': no '&x' comes before it")
        XCTAssertEqual(error("a: &x 1\n- *x : 2\n"), "api.yaml:2:1: a sequence entry where a key of the mapping at column 1 was expected")
        XCTAssertEqual(error("b: &x 1\nc: [*x : 2]\n"), "api.yaml:2:5: a collection or an alias as a mapping key is not supported")
        XCTAssertEqual(error("a: 1\n&x b: 2\n"), "api.yaml:2:1: an anchor or a tag on a mapping key is not supported")
        XCTAssertEqual(error("a: 1\n{b: 1}: 2\n"), "api.yaml:2:1: a flow collection as a mapping key is not supported")
        XCTAssertEqual(error("a:\n  b: 1\n  x\n"), "api.yaml:3:3: expected a 'key: value' entry of the mapping at column 3")
    }

    func testUndefinedAlias() {
        XCTAssertEqual(error("a: *missing\n"), "api.yaml:1:4: undefined alias '*missing': no '&missing' comes before it")
        XCTAssertEqual(error("a: [*later]\nb: &later 1\n"), "api.yaml:1:5: undefined alias '*later': no '&later' comes before it")
    }

    func testUnterminatedQuotesAndFlowCollections() {
        XCTAssertEqual(error("a: 1\nb: \"open\n  c: 2\n"), "api.yaml:2:4: unterminated double-quoted string")
        XCTAssertEqual(error("b: 'open\n"), "api.yaml:1:4: unterminated single-quoted string")
        XCTAssertEqual(error("a:\n  b: [1, 2\n  c: 3\n"), "api.yaml:2:6: unterminated flow collection: the bracket here is never closed")
        XCTAssertEqual(error("{a: 1\n---\n"), "api.yaml:1:1: unterminated flow collection: the bracket here is never closed")
        XCTAssertEqual(error("a: [1, 2}\n"), "api.yaml:1:9: expected ',' or ']' in the flow sequence")
        XCTAssertEqual(error("a: {b: [1], c: 2]\n"), "api.yaml:1:17: expected ',' or '}' in the flow mapping")
        XCTAssertEqual(error("a: [1, , 2]\n"), "api.yaml:1:8: expected a value")
    }

    func testAliasBomb() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        XCTAssertEqual(error(text), "api.yaml:6:45: aliases expand the document past 1000000 nodes (an alias bomb?)")
    }

    func testNestingTooDeep() {
        XCTAssertEqual(error(String(repeating: "[", count: 150)), "api.yaml:1:101: nesting is too deep")
        let block = (0..<120).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        XCTAssertEqual(error(block), "api.yaml:101:101: nesting is too deep")
        // Aliases cannot stack anchored nodes deeper than the limit either.
        var aliases = "a0: &a0 " + String(repeating: "[", count: 60) + String(repeating: "]", count: 60) + "\n"
        aliases += "a1: &a1 " + String(repeating: "[", count: 70) + "*a0" + String(repeating: "]", count: 70) + "\n"
        XCTAssertEqual(error(aliases), "api.yaml:2:79: nesting is too deep (counting what aliases copy)")
    }

    func testWhatIsNotSupportedIsNamed() {
        XCTAssertEqual(error("a: 1\n---\nb: 2\n"), "api.yaml:2:1: a second document is not supported: an OpenAPI or JSON Schema file holds one YAML document")
        XCTAssertEqual(error("base: &b {x: 1}\nc:\n  <<: *b\n"), "api.yaml:3:3: merge keys ('<<') are not supported: write the keys out")
        XCTAssertEqual(error("a: !!binary aGk=\n"), "api.yaml:1:4: tag '!!binary' is not supported: only the core schema's tags (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq) are read")
        XCTAssertEqual(error("a: !custom x\n"), "api.yaml:1:4: tag '!custom' is not supported: only the core schema's tags (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq) are read")
        XCTAssertEqual(error("a: !!int abc\n"), "api.yaml:1:10: 'abc' is not a valid !!int")
        XCTAssertEqual(error("a: !!seq {x: 1}\n"), "api.yaml:1:10: tag '!!seq' does not fit a mapping")
        XCTAssertEqual(error("a: {? b: 1}\n"), "api.yaml:1:5: explicit mapping keys ('? ') are not supported")
        XCTAssertEqual(error("? [a]\n: 1\n"), "api.yaml:1:3: an explicit key ('? ') must be a scalar: a collection, an alias or a tag as a key is not supported")
        XCTAssertEqual(error("%YAML 1.2\na: 1\n"), "api.yaml:2:1: a directive must be followed by '---'")
        XCTAssertEqual(error("a: @x\n"), "api.yaml:1:4: '@' cannot start a plain scalar: quote the value")
    }

    func testBadScalars() {
        XCTAssertEqual(error(#"a: "\q""# + "\n"), #"api.yaml:1:5: invalid escape '\q' in a double-quoted string"#)
        XCTAssertEqual(error(#"a: "\u12""# + "\n"), "api.yaml:1:5: invalid escape: expected 4 hex digits")
        XCTAssertEqual(error("a: \"x\" y\n"), "api.yaml:1:8: unexpected text after the value")
        XCTAssertEqual(error("a: |x\n  b\n"), "api.yaml:1:5: unexpected text after the block scalar header")
        XCTAssertEqual(error([UInt8]("a: ".utf8) + [0xFF] + [UInt8]("\n".utf8)), "api.yaml:1:4: invalid UTF-8 byte sequence")
        XCTAssertEqual(error("a: 1\nb: x\u{7}y\n"), "api.yaml:2:5: a control character (U+0007) is not allowed in YAML")
    }
}
