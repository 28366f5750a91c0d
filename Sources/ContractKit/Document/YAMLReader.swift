/// Reads one YAML document into `LocatedJSON`, with the location of every node and key: the
/// YAML that OpenAPI and JSON Schema documents are written in.
///
/// It reads block mappings and sequences (also `- key: value` and a sequence at its key's
/// indent), flow collections, plain, quoted and block scalars (`|`, `>`, with chomping and
/// indentation indicators), comments, anchors and aliases, the `---` and `...` markers and
/// `%YAML` directives. Plain scalars resolve by YAML 1.2's core schema (`null`, `~`, `true`,
/// `0x1F`, `.inf`, …); keys are strings in the order written. Any JSON text reads to the same
/// tree as `LocatedJSONParser` gives it.
///
/// What it does not read is an error that names it, never a silent misreading: a second
/// document, merge keys (`<<`), a collection or an alias as a key, `? ` keys inside flow
/// collections or spread over lines, and tags other than the core schema's (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map`,
/// `!!seq`, `!`). Every error stops the read: a tab in indentation, a duplicate key, a bad
/// indent, an undefined alias, an unterminated quote or flow collection, nesting deeper than
/// 100, or aliases that expand past a million nodes.
public enum YAMLReader {
    public static func parse(_ bytes: [UInt8], file: String) throws -> LocatedJSON {
        // Text with no control character but tabs and line feeds (no `\r` either) needs no
        // normalizing, nor the search for a control character.
        let plain = !hasControlCharacter(bytes)
        var reader = YAMLParser(bytes: plain ? bytes : normalizedLineBreaks(bytes), file: file)
        reader.hasControlCharacters = !plain
        return try reader.parseStream()
    }

    /// Whether a byte below U+0020 other than a tab or a line feed is in `bytes`.
    static func hasControlCharacter(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var k = 0
            while k < buffer.count {
                // Eight bytes at a time, none of them below 0x20: the common case.
                if k + 8 <= buffer.count {
                    let word = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
                    if (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 == 0 {
                        k += 8
                        continue
                    }
                }
                let end = min(k + 8, buffer.count)
                while k < end {
                    let c = base[k]
                    if c < 0x20, c != UInt8(ascii: "\n"), c != UInt8(ascii: "\t") { return true }
                    k += 1
                }
            }
            return false
        }
    }

    /// `\r\n` and a lone `\r` become `\n`: lines and columns stay the same, and the scanner
    /// knows one line break.
    static func normalizedLineBreaks(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "\r")) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (k, b) in bytes.enumerated() {
            if b != UInt8(ascii: "\r") { out.append(b) } else if k + 1 >= bytes.count || bytes[k + 1] != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
        }
        return out
    }
}

/// The reader's state: a cursor over the bytes, the anchors seen so far and the limits.
/// Between the entries of a block collection, the cursor stands on the first character of
/// the next line that holds something, and `indent` is that character's column (0-based),
/// or -1 at the end of the document.
struct YAMLParser {
    typealias Failure = DocumentSyntaxError
    typealias Member = (key: String, keyLocation: SourceLocation, value: LocatedJSON)

    /// Where a value stands, which decides what may start on its line: after an implicit
    /// key's `:` no collection may, after a `-` or an explicit key's `:` one may (`- a: 1`).
    enum Context { case document, mappingValue, sequenceEntry, explicitValue }

    let b: [UInt8]
    let file: String
    var i = 0
    var line = 1
    var lineStart = 0
    var indent = -1
    var depth = 0
    /// Each anchored node, with how many nodes it holds and how many levels deep it goes,
    /// so that an alias's copy counts against both limits.
    var anchors: [String: Anchored] = [:]
    /// Nodes made so far, counting every node an alias copies.
    var nodes = 0
    var aliasNodes = 0
    /// The deepest nesting reached so far, counting what aliases copy.
    var deepest = 0
    /// False when the text is known to hold no control character but tabs and line feeds.
    var hasControlCharacters = true

    struct Anchored {
        var value: LocatedJSON
        var nodes: Int
        var height: Int
    }

    /// Where an anchored node starts: the counts its `Anchored` is measured from.
    struct AnchorStart {
        var nodes: Int
        var depth: Int
        var deepest: Int
    }

    static let maxDepth = 100
    static let maxAliasNodes = 1_000_000

    init(bytes: [UInt8], file: String) {
        self.b = bytes
        self.file = file
    }

    var here: SourceLocation { SourceLocation(file: file, line: line, column: i - lineStart + 1) }
    var column: Int { i - lineStart }
    var atEnd: Bool { i >= b.count }

    func fail(_ message: String, at location: SourceLocation? = nil) -> Failure {
        Failure(message: message, location: location ?? here)
    }

    /// The byte at `k`, or a line break past the end.
    func byte(_ k: Int) -> UInt8 { k < b.count ? b[k] : UInt8(ascii: "\n") }

    /// Whether the byte at `k` separates: a space, a tab, a line break or the end.
    func isBlank(_ k: Int) -> Bool {
        let c = byte(k)
        return c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n")
    }

    mutating func skipInlineSpace() {
        while i < b.count, b[i] == UInt8(ascii: " ") || b[i] == UInt8(ascii: "\t") { i += 1 }
    }

    /// Whether the cursor is at the end of its line's content: a line break, the end, or a comment.
    var atLineEnd: Bool { atEnd || b[i] == UInt8(ascii: "\n") || b[i] == UInt8(ascii: "#") }

    /// Moves past the line break at the cursor (or stays at the end).
    mutating func newLine() {
        guard i < b.count else { return }
        i += 1
        line += 1
        lineStart = i
    }

    /// Whether a document marker (`---` or `...`) starts the line at the cursor.
    func atDocumentMarker(_ k: Int) -> Bool {
        k - lineStart == 0 && k + 2 < b.count && isBlank(k + 3)
            && ((b[k] == UInt8(ascii: "-") && b[k + 1] == UInt8(ascii: "-") && b[k + 2] == UInt8(ascii: "-"))
                || (b[k] == UInt8(ascii: ".") && b[k + 1] == UInt8(ascii: ".") && b[k + 2] == UInt8(ascii: ".")))
    }

    /// From the end of a line's content, passes the rest of the line, then blank and comment
    /// lines, and stops on the first character of the next line that holds something,
    /// setting `indent` (-1 at the end or at a document marker). A tab before that
    /// character is an error.
    mutating func skipToNextContentLine() throws {
        skipInlineSpace()
        guard atLineEnd else { throw fail("unexpected text after the value") }
        while true {
            while i < b.count, b[i] != UInt8(ascii: "\n") { i += 1 }
            guard i < b.count else { indent = -1; return }
            newLine()
            while i < b.count, b[i] == UInt8(ascii: " ") { i += 1 }
            if i < b.count, b[i] == UInt8(ascii: "\t") {
                let tab = here
                skipInlineSpace()
                if !atLineEnd { throw fail("a tab character in indentation: YAML indents with spaces", at: tab) }
            }
            if atEnd { indent = -1; return }
            if b[i] == UInt8(ascii: "\n") || b[i] == UInt8(ascii: "#") { continue }
            indent = atDocumentMarker(i) ? -1 : column
            return
        }
    }

    /// The stream: directives, an optional `---`, one document, an optional `...`.
    mutating func parseStream() throws -> LocatedJSON {
        if let bad = firstInvalidUTF8Offset(b) {
            i = bad
            locate(i)
            throw fail("invalid UTF-8 byte sequence")
        }
        if hasControlCharacters, let control = b.firstIndex(where: { $0 < 0x20 && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") }) {
            i = control
            locate(i)
            throw fail("a control character (U+\(String(format: "%04X", b[control]))) is not allowed in YAML")
        }
        if b.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3; lineStart = 3 }
        var sawDirective = false
        try skipBlankLinesAtStart()
        while indent == 0, b[i] == UInt8(ascii: "%") {
            sawDirective = true
            while i < b.count, b[i] != UInt8(ascii: "\n") { i += 1 }
            try skipToNextContentLine()
        }
        let start = here
        var value: LocatedJSON
        if i < b.count, atDocumentMarker(i), b[i] == UInt8(ascii: "-") {
            i += 3
            value = try parseValue(parent: -1, context: .document, emptyAt: start)
        } else if sawDirective {
            throw fail("a directive must be followed by '---'")
        } else if indent < 0 {
            value = .null(start)
        } else {
            value = try parseBlockNode(parent: -1, context: .document, sameLine: false)
        }
        return try finishStream(value)
    }

    /// After the document: only `...`, comments and blank lines may follow.
    mutating func finishStream(_ value: LocatedJSON) throws -> LocatedJSON {
        if i < b.count, atDocumentMarker(i), b[i] == UInt8(ascii: ".") {
            i += 3
            try skipToNextContentLine()
        }
        if i < b.count, atDocumentMarker(i) {
            throw fail("a second document is not supported: an OpenAPI or JSON Schema file holds one YAML document")
        }
        guard atEnd else { throw fail(indent > 0 ? "bad indentation: this line belongs to no open mapping or sequence" : "unexpected text after the document") }
        return value
    }

    /// Skips blank and comment lines before the first content, setting `indent`.
    mutating func skipBlankLinesAtStart() throws {
        while i < b.count, b[i] == UInt8(ascii: " ") { i += 1 }
        if i < b.count, b[i] == UInt8(ascii: "\t") {
            let tab = here
            skipInlineSpace()
            if !atLineEnd { throw fail("a tab character in indentation: YAML indents with spaces", at: tab) }
        }
        guard atLineEnd else {
            indent = atDocumentMarker(i) ? -1 : column
            return
        }
        try skipToNextContentLine()
    }

    /// Sets `line` and `lineStart` for the byte at `k` by counting from the start (for errors found by a pre-scan).
    mutating func locate(_ k: Int) {
        line = 1 + b[..<k].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        lineStart = (b[..<k].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    }

    mutating func enter(_ location: SourceLocation) throws {
        depth += 1
        deepest = max(deepest, depth)
        if depth > Self.maxDepth { throw fail("nesting is too deep", at: location) }
    }

    mutating func startAnchor() -> AnchorStart {
        defer { deepest = depth }
        return AnchorStart(nodes: nodes, depth: depth, deepest: deepest)
    }

    /// Records `value` under `name`, measured from `start`.
    mutating func anchor(_ name: String?, _ value: LocatedJSON, from start: AnchorStart) {
        if let name { anchors[name] = Anchored(value: value, nodes: nodes - start.nodes, height: deepest - start.depth) }
        deepest = max(deepest, start.deepest)
    }
}
