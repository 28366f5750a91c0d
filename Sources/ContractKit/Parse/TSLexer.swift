/// Splits TypeScript source bytes into tokens.
///
/// It works on UTF-8 bytes and never fails: malformed input (an unterminated string or
/// comment, invalid UTF-8) becomes an error diagnostic and the lexer carries on, so the
/// parser always gets a token stream that ends in `.endOfFile`.
struct TSLexer {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [Token] = []
    /// Doc and trailing comments, referred to by index from tokens.
    private var comments: [String] = []
    private var pendingDoc: Int32 = -1
    private var sawNewline = false
    private(set) var diagnostics = Diagnostics()

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        // Room for every token up front (contracts average well over 3 bytes a token):
        // growing a 50 MB file's token array by doubling copied it again and again, and the
        // kernel cleared each new copy's pages. Capacity never written is never touched.
        tokens.reserveCapacity(bytes.count / 3 + 16)
    }

    /// Lexes the whole input.
    static func tokenize(_ bytes: [UInt8], file: String) -> (tokens: [Token], comments: [String], diagnostics: Diagnostics) {
        var lexer = TSLexer(bytes: bytes, file: file)
        lexer.checkUTF8()
        lexer.run()
        return (lexer.tokens, lexer.comments, lexer.diagnostics)
    }

    private var column: Int { index - lineStart + 1 }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        let i = index + offset
        return i < bytes.count ? bytes[i] : 0
    }

    private mutating func advanceLine() {
        line += 1
        lineStart = index
    }

    private mutating func checkUTF8() {
        if let bad = firstInvalidUTF8Offset(bytes) {
            var l = 1, start = 0
            for i in 0..<bad where bytes[i] == UInt8(ascii: "\n") {
                l += 1
                start = i + 1
            }
            diagnostics.emit(.error, "invalid UTF-8 byte sequence", at: location(line: l, column: bad - start + 1))
        }
    }

    private mutating func run() {
        while true {
            skipTrivia()
            if index >= bytes.count { break }
            lexToken()
        }
        tokens.append(Token(kind: .endOfFile, text: "", line: line, column: column, newlineBefore: true, docIndex: pendingDoc))
    }

    // MARK: Trivia

    private mutating func skipTrivia() {
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\n") {
                index += 1
                advanceLine()
                sawNewline = true
            } else if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") || c == 0x0B || c == 0x0C {
                index += 1
            } else if c == 0xEF && peek(1) == 0xBB && peek(2) == 0xBF {
                index += 3  // byte-order mark
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                lexLineComment()
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                lexBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func lexLineComment() {
        let start = index + 2
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        // A comment on the same line as the previous token documents that token's member.
        if !sawNewline, !tokens.isEmpty {
            let text = String(decoding: trimASCIIWhitespace(bytes[start..<index]), as: UTF8.self)
            if !text.isEmpty, tokens[tokens.count - 1].trailingIndex < 0 {
                tokens[tokens.count - 1].trailingIndex = Int32(comments.count)
                comments.append(text)
            }
        }
    }

    private mutating func lexBlockComment() {
        let startLine = line, startColumn = column
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        let contentStart = index + (isDoc ? 3 : 2)
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                if isDoc {
                    pendingDoc = Int32(comments.count)
                    comments.append(text(contentStart..<index))
                }
                index += 2
                return
            }
            if bytes[index] == UInt8(ascii: "\n") {
                index += 1
                advanceLine()
                sawNewline = true
            } else {
                index += 1
            }
        }
        diagnostics.emit(.error, "unterminated comment", at: location(line: startLine, column: startColumn))
    }

    // MARK: Tokens

    /// The text of `range`, decoded from the bytes in place (an `ArraySlice` would retain
    /// the file's buffer and take the generic decoding path for every token).
    private func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    private mutating func push(_ kind: TokenKind, _ text: String, line: Int, column: Int) {
        tokens.append(Token(kind: kind, text: text, line: line, column: column,
                            newlineBefore: sawNewline || tokens.isEmpty, docIndex: pendingDoc))
        pendingDoc = -1
        sawNewline = false
    }

    private mutating func lexToken() {
        let c = bytes[index]
        let startLine = line, startColumn = column
        if isIdentifierStart(c) {
            let start = index
            while index < bytes.count && isIdentifierPart(bytes[index]) { index += 1 }
            push(.identifier, text(start..<index), line: startLine, column: startColumn)
        } else if isDigit(c) || (c == UInt8(ascii: ".") && isDigit(peek(1))) {
            let start = index
            while index < bytes.count {
                let b = bytes[index]
                if isIdentifierPart(b) || b == UInt8(ascii: ".") {
                    index += 1
                } else if (b == UInt8(ascii: "+") || b == UInt8(ascii: "-")),
                          bytes[index - 1] == UInt8(ascii: "e") || bytes[index - 1] == UInt8(ascii: "E"),
                          !(bytes[start] == UInt8(ascii: "0") && (index - start > 1) && (bytes[start + 1] | 0x20) == UInt8(ascii: "x")) {
                    index += 1
                } else {
                    break
                }
            }
            push(.number, text(start..<index), line: startLine, column: startColumn)
        } else if c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") {
            let value = lexQuotedString(quote: c, line: startLine, column: startColumn)
            push(.string, value, line: startLine, column: startColumn)
        } else if c == UInt8(ascii: "`") {
            lexTemplate(line: startLine, column: startColumn)
            push(.template, "`", line: startLine, column: startColumn)
        } else if c == UInt8(ascii: "/") && regexAllowed() && lexRegex() {
            push(.regex, "/", line: startLine, column: startColumn)
        } else {
            push(.punct, lexPunct(), line: startLine, column: startColumn)
        }
    }

    /// Multi-byte punctuators, by first byte. `>` is never merged so that
    /// `Array<Array<T>>` closes two type-argument lists.
    private static let multiPunct: [UInt8: [String]] = {
        var table: [UInt8: [String]] = [:]
        for p in ["...", "===", "!==", "**=", "=>", "?.", "??", "==", "!=", "&&", "||", "**", "++", "--", "+=", "-=", "*=", "/=", "<="] {
            table[p.utf8.first!, default: []].append(p)
        }
        return table
    }()

    private mutating func lexPunct() -> String {
        let b = bytes[index]
        if let candidates = Self.multiPunct[b] {
            for p in candidates where matches(p) {
                if p == "?." && isDigit(peek(2)) { continue }  // `a ?.5 : b`
                index += p.utf8.count
                return p
            }
        }
        index += 1
        if b < 0x80 { return String(UnicodeScalar(b)) }
        return String(decoding: [b], as: UTF8.self)
    }

    private func matches(_ p: String) -> Bool {
        var i = index
        for b in p.utf8 {
            if i >= bytes.count || bytes[i] != b { return false }
            i += 1
        }
        return true
    }

    private mutating func lexQuotedString(quote: UInt8, line startLine: Int, column startColumn: Int) -> String {
        index += 1
        var value: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            if b == quote {
                index += 1
                return String(decoding: value, as: UTF8.self)
            }
            if b == UInt8(ascii: "\n") { break }
            if b == UInt8(ascii: "\\") && index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "\n") {  // a line continuation
                    index += 2
                    advanceLine()
                } else if let after = StringEscapes.decode(bytes, at: index + 1, into: &value) {
                    index = after
                } else {
                    value.append(bytes[index + 1])  // a malformed \u: kept as written
                    index += 2
                }
                continue
            }
            value.append(b)
            index += 1
        }
        diagnostics.emit(.error, "unterminated string literal", at: location(line: startLine, column: startColumn))
        return String(decoding: value, as: UTF8.self)
    }

    /// Skips a template literal, including `${ … }` substitutions that may nest further
    /// templates and strings. Iterative, so deep nesting cannot overflow the stack.
    private mutating func lexTemplate(line startLine: Int, column startColumn: Int) {
        enum Context { case text, code(braceDepth: Int) }
        index += 1
        var stack: [Context] = [.text]
        while index < bytes.count, let context = stack.last {
            let b = bytes[index]
            if b == UInt8(ascii: "\n") {
                index += 1
                advanceLine()
                continue
            }
            switch context {
            case .text:
                if b == UInt8(ascii: "\\") {
                    index += 2
                    // `\` at a line's end continues the template: still a line of the file.
                    if index <= bytes.count && bytes[index - 1] == UInt8(ascii: "\n") { advanceLine() }
                } else if b == UInt8(ascii: "`") {
                    index += 1
                    stack.removeLast()
                    if stack.isEmpty { return }
                } else if b == UInt8(ascii: "$") && peek(1) == UInt8(ascii: "{") {
                    index += 2
                    stack.append(.code(braceDepth: 0))
                } else {
                    index += 1
                }
            case .code(let depth):
                index += 1
                switch b {
                case UInt8(ascii: "{"): stack[stack.count - 1] = .code(braceDepth: depth + 1)
                case UInt8(ascii: "}"):
                    if depth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .code(braceDepth: depth - 1) }
                case UInt8(ascii: "`"): stack.append(.text)
                case UInt8(ascii: "'"), UInt8(ascii: "\""):
                    index -= 1
                    _ = lexQuotedString(quote: b, line: line, column: column)
                default: break
                }
            }
        }
        diagnostics.emit(.error, "unterminated template literal", at: location(line: startLine, column: startColumn))
    }

    /// Whether a `/` here starts a regular expression rather than a division.
    private func regexAllowed() -> Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .identifier:
            return ["return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await"].contains(last.text)
        case .number, .string, .template, .regex:
            return false
        case .punct:
            return !(last.text == ")" || last.text == "]" || last.text == "}")
        case .endOfFile:
            return true
        }
    }

    /// Skips a regex literal on one line; returns false (consuming nothing) if there is none.
    private mutating func lexRegex() -> Bool {
        var i = index + 1
        var inClass = false
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { return false }
            if b == UInt8(ascii: "\\") {
                // A regular expression cannot go on past a line's end, escaped or not.
                if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") { return false }
                i += 2
                continue
            }
            if b == UInt8(ascii: "[") { inClass = true } else if b == UInt8(ascii: "]") { inClass = false } else if b == UInt8(ascii: "/") && !inClass {
                i += 1
                while i < bytes.count && isIdentifierPart(bytes[i]) { i += 1 }
                index = i
                return true
            }
            i += 1
        }
        return false
    }
}

@inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

@inline(__always) func isIdentifierStart(_ b: UInt8) -> Bool {
    (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
}

/// A start byte or a digit, read from two 64-bit masks of the ASCII bytes (`$` and the digits in
/// the low one, the letters and `_` in the high one): the lexers ask of every byte of every name.
@inline(__always) func isIdentifierPart(_ b: UInt8) -> Bool {
    if b >= 0x80 { return true }
    let mask: UInt64 = b < 64 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
    return (mask >> UInt64(b & 63)) & 1 != 0
}


extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].properties.isWhitespace { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }
}
