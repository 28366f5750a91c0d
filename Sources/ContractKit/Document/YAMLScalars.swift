/// Scalars: plain (in block context), single- and double-quoted, literal and folded, and
/// their resolution by YAML 1.2's core schema.
extension YAMLParser {
    /// A scalar's node: plain text resolves by the core schema, quoted text is a string,
    /// and a tag says what the text must be.
    mutating func scalar(_ text: String, at location: SourceLocation, plain: Bool, tag: String?) throws -> LocatedJSON {
        nodes += 1
        guard let tag, tag != "!" || plain else { return plain ? Self.resolve(text, at: location) : .string(text, location) }
        let resolved = Self.resolve(text, at: location)
        switch (tag, resolved) {
        case ("!", _), ("!!str", _): return .string(text, location)
        case ("!!null", .null), ("!!bool", .bool), ("!!float", .number): return resolved
        case ("!!int", .number(let n, _)) where n.rounded() == n: return resolved
        default: throw fail("'\(text)' is not a valid \(tag)", at: location)
        }
    }

    /// The core schema: `null`, `~` and nothing are null; `true` and `false` (also capitalized
    /// or upper case) are booleans; decimal, `0o` octal, `0x` hex, `.inf` and `.nan` are
    /// numbers; anything else is a string.
    static func resolve(_ text: String, at location: SourceLocation) -> LocatedJSON {
        guard let first = text.utf8.first else { return .null(location) }
        switch first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"):
            switch text {
            case "null", "Null", "NULL", "~": return .null(location)
            default: break
            }
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            switch text {
            case "true", "True", "TRUE": return .bool(true, location)
            default: break
            }
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            switch text {
            case "false", "False", "FALSE": return .bool(false, location)
            default: break
            }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if let number = number(text) { return .number(number, location) }
        default:
            break
        }
        return .string(text, location)
    }

    static func number(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        let u = Array(text.utf8)
        if u.count > 2, u[0] == UInt8(ascii: "0"), u[1] == UInt8(ascii: "o") || u[1] == UInt8(ascii: "x") {
            let radix = u[1] == UInt8(ascii: "o") ? 8 : 16
            var value = 0.0
            for c in u[2...] {
                guard let digit = hexValue(c), digit < radix else { return nil }
                value = value * Double(radix) + Double(digit)
            }
            return value
        }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var k = 0
        func digits() -> Int {
            let from = k
            while k < u.count, u[k] >= UInt8(ascii: "0"), u[k] <= UInt8(ascii: "9") { k += 1 }
            return k - from
        }
        if k < u.count, u[k] == UInt8(ascii: "-") || u[k] == UInt8(ascii: "+") { k += 1 }
        let whole = digits()
        var fraction = 0
        if k < u.count, u[k] == UInt8(ascii: ".") {
            k += 1
            fraction = digits()
        }
        guard whole > 0 || fraction > 0 else { return nil }
        if k < u.count, u[k] == UInt8(ascii: "e") || u[k] == UInt8(ascii: "E") {
            k += 1
            if k < u.count, u[k] == UInt8(ascii: "-") || u[k] == UInt8(ascii: "+") { k += 1 }
            guard digits() > 0 else { return nil }
        }
        guard k == u.count else { return nil }
        let plain = u.last == UInt8(ascii: ".") ? String(text.dropLast()) : text
        return Double(plain.hasPrefix("+") ? String(plain.dropFirst()) : plain)
    }

    static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// A plain scalar in block context; it goes on over lines indented deeper than `parent`
    /// (a line break folds to a space, an empty line to a line break) until a comment.
    mutating func parsePlainBlock(parent: Int, tag: String?) throws -> LocatedJSON {
        let start = here
        let (firstLine, firstStop) = scanPlainLine()
        var stop = firstStop
        // Only a scalar over lines needs its text put together.
        var out: [UInt8]?
        while stop == .lineEnd {
            let saved = (i, line, lineStart)
            var empties = 0
            var contentColumn = -1
            while i < b.count {
                newLine()
                while i < b.count, b[i] == UInt8(ascii: " ") { i += 1 }
                let spaces = column
                skipInlineSpace()
                if i < b.count, b[i] == UInt8(ascii: "\n") { empties += 1; continue }
                contentColumn = i < b.count && spaces == column ? spaces : -1
                break
            }
            guard contentColumn > parent, b[i] != UInt8(ascii: "#"), !atDocumentMarker(lineStart) else {
                (i, line, lineStart) = saved
                break
            }
            if out == nil { out = Array(b[firstLine]) }
            out?.append(contentsOf: empties == 0 ? [UInt8(ascii: " ")] : Array(repeating: UInt8(ascii: "\n"), count: empties))
            let next: Range<Int>
            (next, stop) = scanPlainLine()
            out?.append(contentsOf: b[next])
            if stop == .colon {
                throw fail("a ': ' inside a plain scalar that goes over lines: indent this key like the others, or quote the value")
            }
        }
        try skipToNextContentLine()
        let text = out.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: b[firstLine], as: UTF8.self)
        return try scalar(text, at: start, plain: true, tag: tag)
    }

    enum PlainStop { case lineEnd, comment, colon }

    /// One line of a plain scalar, up to a line break, a ` #` comment or a `: `; trailing
    /// white space is left out of the range it gives.
    mutating func scanPlainLine() -> (Range<Int>, PlainStop) {
        let from = i
        var stop = PlainStop.lineEnd
        while i < b.count, b[i] != UInt8(ascii: "\n") {
            let c = b[i]
            if c == UInt8(ascii: ":"), isBlank(i + 1) { stop = .colon; break }
            if c == UInt8(ascii: "#"), i > from, b[i - 1] == UInt8(ascii: " ") || b[i - 1] == UInt8(ascii: "\t") { stop = .comment; break }
            i += 1
        }
        var end = i
        while end > from, b[end - 1] == UInt8(ascii: " ") || b[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return (from..<end, stop)
    }

    /// A single- or double-quoted scalar at the cursor, over lines if need be: a line break
    /// folds to a space, and each empty line to a line break.
    mutating func parseQuoted() throws -> String {
        let start = here
        let quote = b[i]
        let double = quote == UInt8(ascii: "\"")
        var out: [UInt8] = []
        var kept = 0
        i += 1
        if let text = simpleQuoted(quote) { return text }
        while i < b.count {
            let c = b[i]
            if c == quote {
                if !double, i + 1 < b.count, b[i + 1] == quote {
                    out.append(quote)
                    i += 2
                    kept = out.count
                    continue
                }
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if c == UInt8(ascii: "\n") {
                while out.count > kept, out.last == UInt8(ascii: " ") || out.last == UInt8(ascii: "\t") { out.removeLast() }
                var empties = 0
                repeat {
                    newLine()
                    skipInlineSpace()
                    if i < b.count, b[i] == UInt8(ascii: "\n") { empties += 1 } else { break }
                } while true
                if atDocumentMarker(i) { break }
                out.append(contentsOf: empties == 0 ? [UInt8(ascii: " ")] : Array(repeating: UInt8(ascii: "\n"), count: empties))
                continue
            }
            if double, c == UInt8(ascii: "\\") {
                try decodeEscape(into: &out)
                kept = out.count
                continue
            }
            out.append(c)
            i += 1
        }
        throw fail("unterminated \(double ? "double" : "single")-quoted string", at: start)
    }

    /// The common quoted scalar, from just past its opening quote: one line, with no escape
    /// (or doubled single quote); the text as written, moving past the closing quote. Nil,
    /// leaving the cursor, for any other.
    mutating func simpleQuoted(_ quote: UInt8) -> String? {
        var k = i
        while k < b.count, b[k] != quote, b[k] != UInt8(ascii: "\n"), b[k] != UInt8(ascii: "\\") || quote != UInt8(ascii: "\"") { k += 1 }
        guard k < b.count, b[k] == quote, quote == UInt8(ascii: "\"") || byte(k + 1) != quote else { return nil }
        defer { i = k + 1 }
        return String(decoding: b[i..<k], as: UTF8.self)
    }

    /// A double-quoted scalar's escape at the cursor (the backslash): JSON's, and YAML's
    /// `\x`, `\U`, `\e`, `\0`, `\a`, `\v`, `\N`, `\_`, `\L`, `\P`, an escaped space or tab, and
    /// an escaped line break (which joins the lines with nothing between).
    mutating func decodeEscape(into out: inout [UInt8]) throws {
        let start = here
        i += 1
        guard i < b.count else { throw fail("unterminated double-quoted string", at: start) }
        let e = b[i]
        i += 1
        var code: UInt32
        if let value = Self.simpleEscape(e) {
            code = value
        } else if e == UInt8(ascii: "\n") {
            i -= 1
            newLine()
            skipInlineSpace()
            return
        } else if let width = Self.hexEscapeWidth(e) {
            code = try hexCode(width, escapeAt: start)
            if (0xD800..<0xDC00).contains(code), byte(i) == UInt8(ascii: "\\"), byte(i + 1) == UInt8(ascii: "u") {
                i += 2
                let low = try hexCode(4, escapeAt: start)
                guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid escape: a high surrogate without its low half", at: start) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
        } else {
            throw fail("invalid escape '\\\(String(UnicodeScalar(e)))' in a double-quoted string", at: start)
        }
        guard let scalar = Unicode.Scalar(code) else { throw fail("invalid escape: U+\(String(code, radix: 16, uppercase: true)) is not a character", at: start) }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// The character a one-letter escape stands for: `\n` is U+000A.
    static func simpleEscape(_ e: UInt8) -> UInt32? {
        switch e {
        case UInt8(ascii: "0"): 0
        case UInt8(ascii: "a"): 7
        case UInt8(ascii: "b"): 8
        case UInt8(ascii: "t"), 9: 9
        case UInt8(ascii: "n"): 10
        case UInt8(ascii: "v"): 11
        case UInt8(ascii: "f"): 12
        case UInt8(ascii: "r"): 13
        case UInt8(ascii: "e"): 27
        case UInt8(ascii: " "): 32
        case UInt8(ascii: "\""): 34
        case UInt8(ascii: "/"): 47
        case UInt8(ascii: "\\"): 92
        case UInt8(ascii: "N"): 0x85
        case UInt8(ascii: "_"): 0xA0
        case UInt8(ascii: "L"): 0x2028
        case UInt8(ascii: "P"): 0x2029
        default: nil
        }
    }

    /// How many hex digits follow `\x`, `\u` and `\U`.
    static func hexEscapeWidth(_ e: UInt8) -> Int? {
        switch e {
        case UInt8(ascii: "x"): 2
        case UInt8(ascii: "u"): 4
        case UInt8(ascii: "U"): 8
        default: nil
        }
    }

    mutating func hexCode(_ width: Int, escapeAt start: SourceLocation) throws -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<width {
            guard i < b.count, let digit = Self.hexValue(b[i]) else { throw fail("invalid escape: expected \(width) hex digits", at: start) }
            code = code << 4 | UInt32(digit)
            i += 1
        }
        return code
    }
}
