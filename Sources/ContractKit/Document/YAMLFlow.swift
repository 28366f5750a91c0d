/// Flow collections (`[a, b]`, `{a: 1}`, nested and over lines, so any JSON reads) and
/// literal (`|`) and folded (`>`) block scalars.
extension YAMLParser {
    /// A node inside a flow collection, with its text when it is a scalar (a key's name).
    struct FlowNode {
        var value: LocatedJSON
        var keyText: String?
    }

    /// A flow sequence or mapping at the cursor.
    mutating func parseFlowCollection(tag: String?) throws -> LocatedJSON {
        let open = here
        try enter(open)
        defer { depth -= 1 }
        let isMapping = b[i] == UInt8(ascii: "{")
        try checkCollectionTag(tag, isMapping ? "!!map" : "!!seq", at: open)
        let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        nodes += 1
        i += 1
        var items: [LocatedJSON] = []
        var members: [Member] = []
        var seen = Set<String>()
        while true {
            try skipFlowSpace(open)
            if b[i] == close {
                i += 1
                return isMapping ? .object(members, open) : .array(items, open)
            }
            if b[i] == UInt8(ascii: "?"), isBlank(i + 1) { throw fail("explicit mapping keys ('? ') are not supported") }
            let nodeStart = here
            let node = try parseFlowNode(open)
            try skipFlowSpace(open)
            if b[i] == UInt8(ascii: ":") || isMapping {
                guard let key = node.keyText else { throw fail("a collection or an alias as a mapping key is not supported", at: nodeStart) }
                if key == "<<" { throw fail("merge keys ('<<') are not supported: write the keys out", at: node.value.location) }
                var value = LocatedJSON.null(here)
                if b[i] == UInt8(ascii: ":") {
                    i += 1
                    try skipFlowSpace(open)
                    value = b[i] == UInt8(ascii: ",") || b[i] == close ? .null(here) : try parseFlowNode(open).value
                    try skipFlowSpace(open)
                }
                if isMapping {
                    if !seen.insert(key).inserted { throw fail("duplicate key '\(key)'", at: node.value.location) }
                    members.append((key, node.value.location, value))
                } else {
                    nodes += 1
                    items.append(.object([(key, node.value.location, value)], node.value.location))
                }
            } else {
                items.append(node.value)
            }
            if b[i] == UInt8(ascii: ",") { i += 1 } else if b[i] != close {
                throw fail("expected ',' or '\(String(UnicodeScalar(close)))' in the flow \(isMapping ? "mapping" : "sequence")")
            }
        }
    }

    /// Skips white space, line breaks and comments inside a flow collection; the end of the
    /// document there means the collection opened at `open` is never closed.
    mutating func skipFlowSpace(_ open: SourceLocation) throws {
        while i < b.count {
            switch b[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): i += 1
            case UInt8(ascii: "\n"):
                newLine()
                if atDocumentMarker(i) { throw unterminated(open) }
            case UInt8(ascii: "#"):
                while i < b.count, b[i] != UInt8(ascii: "\n") { i += 1 }
            default: return
            }
        }
        throw unterminated(open)
    }

    func unterminated(_ open: SourceLocation) -> Failure {
        fail("unterminated flow collection: the bracket here is never closed", at: open)
    }

    mutating func parseFlowNode(_ open: SourceLocation) throws -> FlowNode {
        let anchorStart = startAnchor()
        let properties = try parseProperties()
        try skipFlowSpace(open)
        let start = here
        let node: FlowNode
        switch b[i] {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            node = FlowNode(value: try parseFlowCollection(tag: properties.tag))
        case UInt8(ascii: "*"):
            guard properties.isEmpty else { throw fail("an alias cannot have an anchor or a tag", at: properties.location) }
            node = FlowNode(value: try parseAlias())
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let text = try parseQuoted()
            node = FlowNode(value: try scalar(text, at: start, plain: false, tag: properties.tag), keyText: text)
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            guard !properties.isEmpty else { throw fail("expected a value") }
            node = FlowNode(value: try scalar("", at: start, plain: true, tag: properties.tag), keyText: "")
        case UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw fail("'\(String(UnicodeScalar(b[i])))' cannot start a value inside a flow collection")
        default:
            if isSequenceEntry(i) { throw fail("a block sequence cannot stand inside a flow collection") }
            let text = try scanFlowPlain(open)
            node = FlowNode(value: try scalar(text, at: start, plain: true, tag: properties.tag), keyText: text)
        }
        anchor(properties.anchor, node.value, from: anchorStart)
        return node
    }

    /// Whether a plain scalar inside a flow collection ends at `k`.
    func endsFlowPlain(_ k: Int, from: Int) -> Bool {
        let c = byte(k)
        if c == UInt8(ascii: "\n") || Self.isFlowIndicator(c) { return true }
        if c == UInt8(ascii: ":") { return isBlank(k + 1) || Self.isFlowIndicator(byte(k + 1)) }
        return c == UInt8(ascii: "#") && k > from && (b[k - 1] == UInt8(ascii: " ") || b[k - 1] == UInt8(ascii: "\t"))
    }

    /// A plain scalar inside a flow collection, over lines if need be.
    mutating func scanFlowPlain(_ open: SourceLocation) throws -> String {
        var out: [UInt8] = []
        while true {
            let from = i
            while i < b.count, !endsFlowPlain(i, from: from) { i += 1 }
            var end = i
            while end > from, b[end - 1] == UInt8(ascii: " ") || b[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            out.append(contentsOf: b[from..<end])
            guard byte(i) == UInt8(ascii: "\n"), i < b.count else { break }
            var empties = 0
            repeat {
                newLine()
                if atDocumentMarker(i) { throw unterminated(open) }
                skipInlineSpace()
                if i < b.count, b[i] == UInt8(ascii: "\n") { empties += 1 } else { break }
            } while true
            if i >= b.count || endsFlowPlain(i, from: i) { break }
            out.append(contentsOf: empties == 0 ? [UInt8(ascii: " ")] : Array(repeating: UInt8(ascii: "\n"), count: empties))
        }
        return String(decoding: out, as: UTF8.self)
    }

    enum Chomping { case strip, clip, keep }

    /// A literal (`|`) or folded (`>`) block scalar; its header may carry a chomping
    /// indicator (`-`, `+`) and an indentation indicator (1–9, added to `parent`'s indent).
    mutating func parseBlockScalar(parent: Int, tag: String?) throws -> LocatedJSON {
        let start = here
        let folded = b[i] == UInt8(ascii: ">")
        var chomping = Chomping.clip
        var explicit: Int?
        i += 1
        for _ in 0..<2 where i < b.count {
            switch b[i] {
            case UInt8(ascii: "-"): chomping = .strip
            case UInt8(ascii: "+"): chomping = .keep
            case UInt8(ascii: "1")...UInt8(ascii: "9"): explicit = Int(b[i] - UInt8(ascii: "0"))
            default: continue
            }
            i += 1
        }
        guard isBlank(i) else { throw fail("unexpected text after the block scalar header") }
        skipInlineSpace()
        guard atLineEnd else { throw fail("unexpected text after the block scalar header") }
        while i < b.count, b[i] != UInt8(ascii: "\n") { i += 1 }
        newLine()
        let lines = collectBlockLines(contentIndent: explicit.map { max(parent, 0) + $0 }, parent: parent)
        let text = Self.joinBlockLines(lines, folded: folded, chomping: chomping)
        try skipBlankLinesAtStart()
        return try scalar(text, at: start, plain: false, tag: tag)
    }

    /// The lines of a block scalar from the cursor (a line start), each without its
    /// indentation, nil for an empty line. Stops at the start of the first line indented
    /// less than the content (or a document marker).
    mutating func collectBlockLines(contentIndent explicit: Int?, parent: Int) -> [ArraySlice<UInt8>?] {
        var contentIndent = explicit
        var lines: [ArraySlice<UInt8>?] = []
        while i < b.count {
            let begin = i
            var k = i
            while k < b.count, b[k] == UInt8(ascii: " ") { k += 1 }
            let spaces = k - begin
            let blank = k >= b.count || b[k] == UInt8(ascii: "\n")
            if contentIndent == nil, !blank {
                if spaces <= parent { break }
                contentIndent = spaces
            }
            let need = contentIndent ?? Int.max
            if !blank, spaces < need || atDocumentMarker(begin) { break }
            var end = k
            while end < b.count, b[end] != UInt8(ascii: "\n") { end += 1 }
            lines.append(blank && spaces <= need ? nil : b[(begin + need)..<end])
            i = end
            guard i < b.count else { break }
            newLine()
        }
        return lines
    }

    static func joinBlockLines(_ lines: [ArraySlice<UInt8>?], folded: Bool, chomping: Chomping) -> String {
        let last = lines.lastIndex { $0 != nil }
        var out: [UInt8] = []
        var empties = 0
        var previousWasText = false
        var first = true
        for case let content in lines[..<((last ?? -1) + 1)] {
            guard let content else { empties += 1; continue }
            let isText = content.first != UInt8(ascii: " ") && content.first != UInt8(ascii: "\t")
            if first {
                first = false
                out.append(contentsOf: Array(repeating: UInt8(ascii: "\n"), count: empties))
            } else if folded && previousWasText && isText {
                out.append(contentsOf: empties == 0 ? [UInt8(ascii: " ")] : Array(repeating: UInt8(ascii: "\n"), count: empties))
            } else {
                out.append(contentsOf: Array(repeating: UInt8(ascii: "\n"), count: empties + 1))
            }
            out.append(contentsOf: content)
            previousWasText = isText
            empties = 0
        }
        let trailing = lines.count - ((last ?? -1) + 1)
        switch chomping {
        case .strip: break
        case .clip: if last != nil { out.append(UInt8(ascii: "\n")) }
        case .keep: out.append(contentsOf: Array(repeating: UInt8(ascii: "\n"), count: trailing + (last != nil ? 1 : 0)))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
