/// Breaks a generated line that is longer than swift-format's default limit (100
/// columns) the way swift-format itself would accept it:
///
/// - a comment is word-wrapped under the same `//` or `///`;
/// - a type's long conformance list moves to its own line, the `{` to the next;
/// - a signature's parameters, a call's arguments and an array's elements are packed
///   into lines after the opening bracket, the closing one on a line of its own (a
///   call's closing parenthesis ends the last argument line unless text follows);
/// - an assignment breaks after `=`, and its right side is fitted again.
///
/// A line with none of these shapes is left as it is. Continuation lines carry their
/// extra indentation as leading spaces.
///
/// Lines are scanned as UTF-8 bytes: every bracket, quote and separator it looks for is
/// ASCII, and comparing `Character`s costs a string comparison each, which made fitting
/// the larger part of `generate`. Widths are still counted in characters.
enum LineFitter {
    /// One less than swift-format's 100: at exactly 100 it still breaks an array literal.
    static let limit = 99
    static let step = "  "

    typealias Code = ArraySlice<UInt8>

    /// The line as one or more lines that each fit in `width` columns where possible.
    static func fit(_ line: String, width: Int) -> [String] {
        guard columns(line) > width else { return [line] }
        if line.hasPrefix("//") { return wrapComment(line, width: width) }
        let code = Code(line.utf8)
        if let lines = typeDeclaration(code, width: width) { return lines }
        if code.last == ascii("{"), let lines = bracketed(code, width: width, closingAlone: true) { return lines }
        if let lines = assignment(code, width: width) { return lines }
        return bracketed(code, width: width, closingAlone: false) ?? [line]
    }

    /// The width of a line in characters; the byte count for ASCII, as almost every line is.
    static func columns(_ text: String) -> Int {
        var bytes = text
        let count = bytes.withUTF8 { buffer in isASCII(buffer) ? buffer.count : nil }
        return count ?? text.count
    }

    /// Whether every byte is ASCII, eight bytes at a time.
    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var i = 0
        while i + 8 <= buffer.count {
            if UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            i += 8
        }
        while i < buffer.count {
            if base[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }

    static func isASCII(_ code: Code) -> Bool {
        code.withUnsafeBufferPointer { isASCII($0) }
    }

    @inline(__always) static func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(ascii: c) }

    static func text(_ code: Code) -> String { String(decoding: code, as: UTF8.self) }

    /// The bytes without leading and trailing white space.
    static func trimmed(_ code: Code) -> Code {
        var start = code.startIndex, end = code.endIndex
        while start < end, isSpace(code[start]) { start += 1 }
        while end > start, isSpace(code[end - 1]) { end -= 1 }
        return code[start..<end]
    }

    @inline(__always) static func isSpace(_ b: UInt8) -> Bool {
        b == ascii(" ") || b == ascii("\t") || b == ascii("\n") || b == ascii("\r")
    }

    // MARK: Shapes

    static func wrapComment(_ line: String, width: Int) -> [String] {
        let prefix = line.hasPrefix("/// ") ? "/// " : line.hasPrefix("// ") ? "// " : String(line.prefix { $0 == "/" }) + " "
        let words = line.dropFirst(prefix.count).split(separator: " ", omittingEmptySubsequences: false)
        var lines: [String] = []
        var current = prefix
        var currentWidth = prefix.count
        for word in words {
            let wordWidth = columns(String(word))
            if currentWidth > prefix.count && currentWidth + 1 + wordWidth > width {
                lines.append(current)
                current = prefix
                currentWidth = prefix.count
            }
            if currentWidth > prefix.count {
                current += " "
                currentWidth += 1
            }
            current += word
            currentWidth += wordWidth
        }
        lines.append(current)
        return lines
    }

    static let typeKeywords: Set<Substring> = ["struct", "enum", "class", "extension", "protocol", "actor"]

    /// `public enum Name: A, B, C {` → `public enum Name:` / `  A, B, C` / `{`.
    static func typeDeclaration(_ code: Code, width: Int) -> [String]? {
        guard code.count >= 2, code.last == ascii("{"), code[code.endIndex - 2] == ascii(" "), !code.contains(ascii("(")),
              text(code).split(separator: " ").contains(where: typeKeywords.contains),
              let colon = topLevelIndex(of: ascii(":"), in: code) else { return nil }
        let head = text(code[...colon])
        let items = topLevelItems(trimmed(code[(colon + 1)..<(code.endIndex - 2)]), separator: ascii(","))
        return [head] + pack(items, width: width - step.count, trailingComma: false, indent: step) + ["{"]
    }

    /// `lhs = rhs` → `lhs =` / `  rhs`, the right side fitted again; an array literal
    /// stays after the `=`: `lhs = [` / `  a, b,` / `]`.
    static func assignment(_ code: Code, width: Int) -> [String]? {
        guard let equals = topLevelAssignment(code) else { return nil }
        let lhs = trimmed(code[..<equals])
        let rhs = trimmed(code[(equals + 1)...])
        guard !lhs.isEmpty, !rhs.isEmpty else { return nil }
        if rhs.first == ascii("["), let close = matchingClose(rhs, from: rhs.startIndex), close == rhs.endIndex - 1 {
            let items = topLevelItems(rhs[(rhs.startIndex + 1)..<close], separator: ascii(","))
            return [text(lhs) + " = ["] + pack(items, width: width - step.count, trailingComma: true, indent: step) + ["]"]
        }
        let inner = fit(text(rhs), width: width - step.count)
        return [text(lhs) + " ="] + inner.map { step + $0 }
    }

    /// The first top-level `(` or `[` group: its items packed on lines of their own.
    static func bracketed(_ code: Code, width: Int, closingAlone: Bool) -> [String]? {
        let d = depths(code)
        guard let open = firstTopLevelOpen(code, d), let close = matchingClose(code, from: open, d) else { return nil }
        let head = text(code[...open])
        let tail = text(code[(close + 1)...])
        // The items split where the line's own depths are one inside the bracket: one scan.
        let items = topLevelItems(code[(open + 1)..<close], separator: ascii(","), depths: d, level: d[open - code.startIndex] + 1)
        guard !items.isEmpty else { return nil }
        let isArray = code[open] == ascii("[")
        var body = pack(items, width: width - step.count, trailingComma: isArray, indent: step, ascii: isASCII(code))
        // Items that are still too long (a nested call) are fitted again.
        body = body.flatMap { columns($0) > width ? fit(String($0.dropFirst(step.count)), width: width - step.count).map { step + $0 } : [$0] }
        let closing = code[close] == ascii(")") ? ")" : "]"
        if closingAlone || isArray || !tail.isEmpty {
            return [head] + body + [closing + tail]
        }
        body[body.count - 1] += closing
        return [head] + body
    }

    /// Items joined with `, ` into as few lines as fit, each line after `indent`; each
    /// line but the last ends in a comma, and the last too when `trailingComma`. Built as
    /// bytes: strings concatenated piece by piece cost more than the rest of the fitting.
    static func pack(_ items: [Code], width: Int, trailingComma: Bool, indent: String = "", ascii allASCII: Bool = false) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = Array(indent.utf8)
        let start = current.count
        var currentWidth = 0
        for (i, item) in items.enumerated() {
            let comma = !(i == items.count - 1 && !trailingComma)
            let pieceWidth = (allASCII || isASCII(item) ? item.count : text(item).count) + (comma ? 1 : 0)
            if current.count > start {
                if currentWidth + 1 + pieceWidth <= width {
                    current.append(ascii(" "))
                    currentWidth += 1
                } else {
                    lines.append(String(decoding: current, as: UTF8.self))
                    current.removeSubrange(start...)
                    currentWidth = 0
                }
            }
            current += item
            if comma { current.append(ascii(",")) }
            currentWidth += pieceWidth
        }
        if current.count > start { lines.append(String(decoding: current, as: UTF8.self)) }
        return lines
    }

    // MARK: Scanning

    /// Bracket depth at each byte (indexed from the slice's start), strings skipped;
    /// `<…>` counts as a bracket after an identifier (generics), never in `->` or a
    /// comparison with spaces.
    static func depths(_ code: Code) -> [Int] {
        code.withUnsafeBufferPointer { bytes in
            [Int](unsafeUninitializedCapacity: bytes.count) { result, count in
                var depth = 0
                var inString = false
                var i = 0
                while i < bytes.count {
                    let c = bytes[i]
                    if inString {
                        result[i] = depth + 1
                        if c == 0x5C {  // a backslash escapes the next byte
                            i += 1
                            if i < bytes.count { result[i] = depth + 1 }
                        } else if c == 0x22 {
                            inString = false
                        }
                        i += 1
                        continue
                    }
                    switch c {
                    case 0x22: inString = true; result[i] = depth + 1  // "
                    case 0x28, 0x5B, 0x7B: result[i] = depth; depth += 1  // ( [ {
                    case 0x29, 0x5D, 0x7D: depth = max(0, depth - 1); result[i] = depth  // ) ] }
                    case 0x3C where i > 0 && isWordByte(bytes[i - 1]):  // <
                        result[i] = depth; depth += 1
                    case 0x3E where i > 0 && bytes[i - 1] != 0x2D && bytes[i - 1] != 0x20 && depth > 0:  // > not after - or space
                        depth -= 1; result[i] = depth
                    default: result[i] = depth
                    }
                    i += 1
                }
                count = bytes.count
            }
        }
    }

    /// A letter or digit: ASCII ones, and any byte of a non-ASCII character.
    @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
        (b | 0x20) >= ascii("a") && (b | 0x20) <= ascii("z") || (b >= ascii("0") && b <= ascii("9")) || b >= 0x80
    }

    static func topLevelIndex(of byte: UInt8, in code: Code) -> Int? {
        let d = depths(code)
        return code.indices.first { code[$0] == byte && d[$0 - code.startIndex] == 0 }
    }

    /// The `=` of an assignment or initialized declaration at depth 0, never `==`, `!=`,
    /// `<=`, `>=`, `+=` or a default parameter value inside brackets.
    static func topLevelAssignment(_ code: Code) -> Int? {
        guard code.contains(ascii("=")) else { return nil }
        let d = depths(code)
        let base = code.startIndex
        for i in code.indices where code[i] == ascii("=") && d[i - base] == 0 && i > base && i + 1 < code.endIndex {
            if code[i - 1] == ascii(" ") && code[i + 1] == ascii(" ") { return i }
        }
        return nil
    }

    static func firstTopLevelOpen(_ code: Code, _ d: [Int]) -> Int? {
        code.indices.first { (code[$0] == ascii("(") || code[$0] == ascii("[")) && d[$0 - code.startIndex] == 0 }
    }

    static func matchingClose(_ code: Code, from open: Int, _ known: [Int]? = nil) -> Int? {
        let d = known ?? depths(code)
        let base = code.startIndex
        let closer = code[open] == ascii("(") ? ascii(")") : code[open] == ascii("[") ? ascii("]") : ascii("}")
        return code.indices.first { $0 > open && code[$0] == closer && d[$0 - base] == d[open - base] }
    }

    /// The trimmed, non-empty items between top-level separators; with `depths` (of the
    /// whole line the slice is part of, indexed from its start at 0), those at `level`.
    static func topLevelItems(_ code: Code, separator: UInt8, depths known: [Int]? = nil, level: Int = 0) -> [Code] {
        let d = known ?? depths(code)
        let base = known == nil ? code.startIndex : 0
        var items: [Code] = []
        var start = code.startIndex
        for i in code.indices where code[i] == separator && d[i - base] == level {
            let item = trimmed(code[start..<i])
            if !item.isEmpty { items.append(item) }
            start = i + 1
        }
        let last = trimmed(code[start...])
        if !last.isEmpty { items.append(last) }
        return items
    }
}
