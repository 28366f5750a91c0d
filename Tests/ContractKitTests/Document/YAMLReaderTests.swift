@testable import ContractKit
import XCTest

/// Every construct the YAML reader reads, each checked against the tree its JSON spelling
/// gives (`LocatedJSON` equality ignores locations).
final class YAMLReaderTests: XCTestCase {
    func yaml(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> LocatedJSON? {
        do {
            return try YAMLReader.parse(Array(text.utf8), file: "t.yaml")
        } catch let failure as DocumentSyntaxError {
            XCTFail("\(failure.location.description): \(failure.message)", file: file, line: line)
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
        return nil
    }

    func assertReads(_ text: String, as json: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try LocatedJSONParser.parse(Array(json.utf8), file: "t.json")
        XCTAssertEqual(yaml(text, file: file, line: line), expected, file: file, line: line)
    }

    func testBlockMappingsAndSequences() throws {
        try assertReads("""
        a: 1
        b:
          c: x
          d:
            - 1
            -   2
        e:
        - same indent as its key
        - k: compact
          l: mapping
        - - nested
          - sequence
        -
          - below its dash
        f: last
        """, as: """
        {"a": 1, "b": {"c": "x", "d": [1, 2]}, "e": ["same indent as its key", {"k": "compact", "l": "mapping"}, ["nested", "sequence"], ["below its dash"]], "f": "last"}
        """)
        try assertReads("- a\n- b: 1\n", as: #"["a", {"b": 1}]"#)
    }

    func testKeysKeepTheirOrderAndAreStrings() throws {
        try assertReads("z: 1\n200: ok\nnull: a\ntrue: b\n1.5: c\n", as: #"{"z": 1, "200": "ok", "null": "a", "true": "b", "1.5": "c"}"#)
        guard case .object(let members, _)? = yaml("z: 1\na: 2\nm: 3\n") else { return XCTFail("not a mapping") }
        XCTAssertEqual(members.map(\.key), ["z", "a", "m"])
    }

    func testFlowCollectionsNestedAndOverLines() throws {
        try assertReads("""
        a: [1, [2, 3], {b: c, "d": null, 'e': [ ]}]
        f: {
          g: h,   # a comment inside
          i: [
            j,
            k l
          ],
        }
        m: [n: o, p]
        q: {r, s: }
        """, as: """
        {"a": [1, [2, 3], {"b": "c", "d": null, "e": []}], "f": {"g": "h", "i": ["j", "k l"]}, "m": [{"n": "o"}, "p"], "q": {"r": null, "s": null}}
        """)
    }

    func testAnyJSONReadsAsItselfWithTheSameLocations() throws {
        let json = """
        {
        \t"openapi": "3.1.0",
        \t"paths": {"/a": {"get": {"responses": {"200": {"description": "ok \\u00e9 \\ud83d\\udc4d"}}}}},
        \t"list": [1, -2.5e3, true, false, null, "x\\ny\\t\\"q\\"\\/"],
        \t"empty": {}, "none": []
        }
        """
        let expected = try LocatedJSONParser.parse(Array(json.utf8), file: "t.yaml")
        let read = try XCTUnwrap(yaml(json))
        XCTAssertEqual(read, expected)
        XCTAssertEqual(Self.locations(read), Self.locations(expected))
    }

    /// Every node's and key's location, in document order.
    static func locations(_ value: LocatedJSON) -> [String] {
        switch value {
        case .object(let members, let l): [l.description] + members.flatMap { [$0.keyLocation.description] + locations($0.value) }
        case .array(let items, let l): [l.description] + items.flatMap(locations)
        default: [value.location.description]
        }
    }

    func testPlainScalars() throws {
        try assertReads("""
        url: http://example.com/a?b=c#frag
        colon: a:b
        hash: a#b # a comment
        dash: -x
        folded: this goes
          over lines

          with an empty one
        last: z
        """, as: """
        {"url": "http://example.com/a?b=c#frag", "colon": "a:b", "hash": "a#b", "dash": "-x", "folded": "this goes over lines\\nwith an empty one", "last": "z"}
        """)
    }

    func testQuotedScalars() throws {
        try assertReads(#"""
        single: 'it''s # not a comment'
        singleFolded: 'one
          two

          three'
        double: "tab\there \x41\u00e9\U0001F600 \ud83d\udc4d \e\0\a\v \/ \" \\ \N\_\L\P"
        doubleFolded: "a  
          b \
          c"
        number: "12"
        bool: 'true'
        """#, as: #"""
        {"single": "it's # not a comment", "singleFolded": "one two\nthree",
         "double": "tab\there Aé\ud83d\ude00 \ud83d\udc4d \u001b\u0000\u0007\u000b / \" \\ \u0085\u00a0\u2028\u2029",
         "doubleFolded": "a b c", "number": "12", "bool": "true"}
        """#)
    }

    func testLiteralAndFoldedBlockScalars() throws {
        try assertReads("""
        literal: |
          one
            two

          three
        strip: |-
          text


        keep: |+
          text

        folded: >
          a
          b

          c
            indented
          d
        foldedStrip: >-
          e
          f
        explicit: |2
            four spaces kept as two
          two
        empty: |
        after: x
        """, as: #"""
        {"literal": "one\n  two\n\nthree\n", "strip": "text", "keep": "text\n\n",
         "folded": "a b\nc\n  indented\nd\n", "foldedStrip": "e f",
         "explicit": "  four spaces kept as two\ntwo\n", "empty": "", "after": "x"}
        """#)
        try assertReads("- |\n  in a sequence\n- >+\n  kept\n\n", as: #"["in a sequence\n", "kept\n\n"]"#)
    }

    func testCommentsMarkersDirectivesBOMAndCRLF() throws {
        try assertReads("%YAML 1.2\n# before\n---   # start\na: 1 # after\n# between\n\nb: 2\n...\n# after the end\n", as: #"{"a": 1, "b": 2}"#)
        try assertReads("\u{FEFF}a: 1\r\nb:\r\n  - 2\r\n", as: #"{"a": 1, "b": [2]}"#)
        try assertReads("--- [1, 2]\n", as: "[1, 2]")
        try assertReads("# only a comment\n", as: "null")
        try assertReads("", as: "null")
    }

    func testAnchorsAndAliasesGiveCopies() throws {
        try assertReads("""
        base: &base
          type: object
          required: [id]
        copy: *base
        list: [&n 3, *n]
        seq: &s
        - a
        again: *s
        """, as: """
        {"base": {"type": "object", "required": ["id"]}, "copy": {"type": "object", "required": ["id"]}, "list": [3, 3], "seq": ["a"], "again": ["a"]}
        """)
    }

    func testCoreSchemaResolution() throws {
        try assertReads("""
        [~, null, Null, NULL, true, True, TRUE, false, False, FALSE, 12, -3, +4, 0o17, 0x1F, 1.5, -.5, 1., 1e3, 2.5E-1,
         yes, no, on, off, 1.2.3, 0x, 0o9, 2024-01-01, 1_000, "12", 'null', nul, True1, 0.1.]
        """, as: """
        [null, null, null, null, true, true, true, false, false, false, 12, -3, 4, 15, 31, 1.5, -0.5, 1, 1000, 0.25,
         "yes", "no", "on", "off", "1.2.3", "0x", "0o9", "2024-01-01", "1_000", "12", "null", "nul", "True1", "0.1."]
        """)
        guard case .array(let items, _)? = yaml("[.inf, -.Inf, +.INF, .nan, .NaN]") else { return XCTFail("not a sequence") }
        XCTAssertEqual(items.prefix(3).map { if case .number(let n, _) = $0 { n } else { 0 } }, [.infinity, -.infinity, .infinity])
        XCTAssertTrue(items.suffix(2).allSatisfy { if case .number(let n, _) = $0 { n.isNaN } else { false } })
    }

    func testCoreTags() throws {
        try assertReads("""
        a: !!str 123
        b: !!int "12"
        c: !!float '1.5'
        d: !!bool "true"
        e: !!null ""
        f: ! 12
        g: !!map {x: 1}
        h: !!seq [1]
        i: !!str
        j: &k !!str 1
        """, as: #"{"a": "123", "b": 12, "c": 1.5, "d": true, "e": null, "f": "12", "g": {"x": 1}, "h": [1], "i": "", "j": "1"}"#)
    }

    func testExplicitKeysAsYAMLWritersEmitLongOnes() throws {
        try assertReads("""
        schemas:
          ? a.very.long.key.name
          : type: object
            title: T
          short: 1
          ? "quoted"
          :
            - x
          ? lonely
        """, as: #"{"schemas": {"a.very.long.key.name": {"type": "object", "title": "T"}, "short": 1, "quoted": ["x"], "lonely": null}}"#)
    }

    func testLocationsOfKeysAndValues() throws {
        let read = try XCTUnwrap(yaml("a:\n  b: 1\n  c:\n  - x\n  - {d: 'e'}\nf: |\n  text\n"))
        XCTAssertEqual(Self.locations(read), [
            "t.yaml:1:1", "t.yaml:1:1", "t.yaml:2:3", "t.yaml:2:3", "t.yaml:2:6", "t.yaml:3:3", "t.yaml:4:3", "t.yaml:4:5",
            "t.yaml:5:5", "t.yaml:5:6", "t.yaml:5:9", "t.yaml:6:1", "t.yaml:6:4",
        ])
    }
}
