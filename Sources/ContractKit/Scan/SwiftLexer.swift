/// A token of Swift source, as the declaration scanner needs it.
struct SwiftToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// An identifier or keyword; backticks are removed (`default` → default).
        case identifier
        /// A string literal of any form; `text` is its content without delimiters.
        case string
        case number
        /// `@name`: `text` is the name without `@`.
        case attribute
        /// `#if`, `#else`, `#available`…: `text` is the word without `#`.
        case pound
        /// A regex literal (`/…/`, `#/…/#`): `text` is its pattern, without delimiters.
        case regex
        case punct
        case endOfFile
    }

    let text: String
    // 32 bytes a token, with nothing but the text to retain: a large app has millions.
    private var storedLine: Int32
    private var storedColumn: Int32
    let kind: Kind
    /// A line break separates this token from the previous one.
    var newlineBefore: Bool
    /// For one-byte punctuation, that byte; 0 for every other token (`->`, `??`).
    let punctByte: UInt8
    /// For an identifier, the word of the token passes it is (`SwiftWord`); `none` for any other.
    let word: SwiftWord

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    init(kind: Kind, text: String, line: Int, column: Int, newlineBefore: Bool, punctByte: UInt8 = 0) {
        self.init(kind: kind, text: text, line: line, column: column, newlineBefore: newlineBefore, punctByte: punctByte,
                  word: kind == .identifier ? SwiftWord.of(text) : .none)
    }

    /// A token whose word the lexer read from its bytes.
    @inline(__always) init(kind: Kind, text: String, line: Int, column: Int, newlineBefore: Bool, punctByte: UInt8, word: SwiftWord) {
        self.text = text
        self.word = word
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        self.kind = kind
        self.newlineBefore = newlineBefore
        self.punctByte = punctByte
    }

    /// One-byte punctuation (`{`, `.`), compared as a byte: the scanners ask millions of times.
    @inline(__always) func isPunct(_ p: Unicode.Scalar) -> Bool { punctByte != 0 && UInt32(punctByte) == p.value }
    /// Longer punctuation: `->`, `??`.
    func isPunct(text p: String) -> Bool { kind == .punct && hasText(p) }
    func isWord(_ w: String) -> Bool { kind == .identifier && hasText(w) }
    /// The token's text is `w`: lengths first, which a string comparison does not do, so
    /// the scanners' millions of questions about other words cost a few instructions each.
    @inline(__always) func hasText(_ w: String) -> Bool { text.utf8.count == w.utf8.count && text == w }
}

/// Splits Swift source into tokens. Never fails: unterminated strings and comments
/// become error diagnostics, and the token stream always ends with `.endOfFile`.
struct SwiftLexer {
    private let bytes: [UInt8]
    /// Where lexing stops: the file's end, or a part's (see `tokenizePart`).
    private let end: Int
    private let file: String
    private var index: Int
    private var line: Int
    private var lineStart: Int
    private var sawNewline = true
    private(set) var tokens: [SwiftToken] = []
    private(set) var diagnostics = Diagnostics()
    /// Fed each punctuation token as it is made: the syntax errors the scanner is sure of.
    private(set) var syntax: SwiftSyntaxCheck
    /// What the last token was, for the syntax check.
    private var previous = SwiftSyntaxCheck.Previous.other
    private(set) var syntaxErrors: [Diagnostic] = []

    static func tokenize(_ bytes: [UInt8], file: String) -> ([SwiftToken], Diagnostics) {
        let (tokens, diagnostics, _) = tokenizeChecked(bytes, file: file)
        return (tokens, diagnostics)
    }

    /// The tokens, the lexer's own diagnostics, and the syntax check it fed.
    static func tokenizeChecked(_ bytes: [UInt8], file: String) -> ([SwiftToken], Diagnostics, (errors: [Diagnostic], settingCandidates: [Int], hasDirectives: Bool)) {
        var lexer = SwiftLexer(bytes: bytes, file: file)
        if let bad = firstInvalidUTF8Offset(bytes) {
            var l = 1, start = 0
            for i in 0..<bad where bytes[i] == UInt8(ascii: "\n") { l += 1; start = i + 1 }
            lexer.diagnostics.emit(.error, "invalid UTF-8 byte sequence", at: SourceLocation(file: file, line: l, column: bad - start + 1))
        }
        lexer.run()
        return (lexer.tokens, lexer.diagnostics, (lexer.syntaxErrors, lexer.syntax.settingCandidates, lexer.syntax.hasDirectives))
    }

    private init(bytes: [UInt8], file: String, range: Range<Int>? = nil, firstLine: Int = 1) {
        self.bytes = bytes
        self.file = file
        end = range?.upperBound ?? bytes.count
        index = range?.lowerBound ?? 0
        lineStart = index
        line = firstLine
        syntax = SwiftSyntaxCheck(file: file)
    }

    /// The tokens of a part of a file that starts a line (`firstLine`), when the part lexes
    /// with no diagnostic at all and closes every bracket it opens (`isLast` may leave them
    /// open, for the check of the whole file to judge): then the part's tokens are exactly
    /// those the whole file's lexing makes there, and the next part starts in plain code.
    /// Nil otherwise: the caller lexes the whole file.
    static func tokenizePart(_ bytes: [UInt8], _ range: Range<Int>, file: String, firstLine: Int,
                             isLast: Bool) -> ([SwiftToken], settingCandidates: [Int], hasDirectives: Bool)? {
        guard firstInvalidUTF8Offset(bytes, in: range) == nil else { return nil }
        var lexer = SwiftLexer(bytes: bytes, file: file, range: range, firstLine: firstLine)
        lexer.run(endOfFile: isLast)
        guard lexer.diagnostics.items.isEmpty, lexer.syntaxErrors.isEmpty, isLast || lexer.syntax.isBalanced else { return nil }
        return (lexer.tokens, lexer.syntax.settingCandidates, lexer.syntax.hasDirectives)
    }

    private var column: Int { index - lineStart + 1 }
    private func peek(_ o: Int = 0) -> UInt8 { index + o < end ? bytes[index + o] : 0 }

    private mutating func newline() {
        index += 1
        line += 1
        lineStart = index
        sawNewline = true
    }

    private mutating func error(_ message: String, line: Int, column: Int) {
        diagnostics.emit(.error, message, at: SourceLocation(file: file, line: line, column: column))
    }

    /// One-character strings for ASCII bytes, made once: punctuation is a third of all tokens.
    static let asciiStrings: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    private mutating func push(_ kind: SwiftToken.Kind, _ text: String, _ line: Int, _ column: Int, punctByte: UInt8 = 0) {
        tokens.append(SwiftToken(kind: kind, text: text, line: line, column: column, newlineBefore: sawNewline, punctByte: punctByte))
        sawNewline = false
        previous = .other
    }

    /// `endOfFile`: the input ends here, so open brackets are errors.
    private mutating func run(endOfFile: Bool = true) {
        // The loop reads the bytes through one buffer: an array's element is bounds-checked, and
        // a buffer made per identifier retains the array each time.
        let source = bytes
        source.withUnsafeBufferPointer { run($0, endOfFile: endOfFile) }
    }

    private mutating func run(_ b: UnsafeBufferPointer<UInt8>, endOfFile: Bool) {
        tokens.reserveCapacity((end - index) / 4)  // about one token per four bytes of Swift
        // Kept at hand for the loop: a static is looked up through a guard on every use.
        let asciiStrings = Self.asciiStrings
        var names = IdentifierTexts(sourceBytes: end - index)
        while index < end {
            let c = b[index]
            let l = line, col = column
            switch c {
            case UInt8(ascii: "\n"):
                newline()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
                // Indentation: a run of spaces, passed in a tight loop rather than a turn of this one each.
                var i = index
                while i < end && b[i] == UInt8(ascii: " ") { i += 1 }
                index = i
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                var i = index
                while i < end && b[i] != UInt8(ascii: "\n") { i += 1 }
                index = i
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment(l, col)
            case UInt8(ascii: "/") where lexedBareRegex(l, col):
                break  // a regex literal; any other `/` is an operator character, below
            case UInt8(ascii: "\""):
                push(.string, lexString(hashes: 0, l, col), l, col)
            case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "#") || peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "/"):
                var hashes = 0
                while peek() == UInt8(ascii: "#") { hashes += 1; index += 1 }
                if peek() == UInt8(ascii: "\"") {
                    push(.string, lexString(hashes: hashes, l, col), l, col)
                } else if peek() == UInt8(ascii: "/") {
                    extendedRegex(start: index - hashes, hashes: hashes, l, col)
                } else {
                    push(.punct, "#", l, col, punctByte: UInt8(ascii: "#"))
                }
            case UInt8(ascii: "#") where isIdentifierStart(peek(1)):
                index += 1
                push(.pound, word(), l, col)
                syntax.sawDirective(tokens[tokens.count - 1].text)
            case UInt8(ascii: "@") where isIdentifierStart(peek(1)):
                index += 1
                push(.attribute, word(), l, col)
            // A macro or attribute named in backticks: `#`expect`(…)`, `@`Suite``.
            case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "`"), UInt8(ascii: "@") where peek(1) == UInt8(ascii: "`"):
                index += 1
                push(c == UInt8(ascii: "#") ? .pound : .attribute, backticked(), l, col)
            case UInt8(ascii: "`"):
                push(.identifier, backticked(), l, col)
            case 0:
                // A NUL past the start a binary file shows (`NotSwiftCheck`) is no Swift, as the compiler says too.
                error("NUL byte in a Swift file", line: l, column: col)
                index += 1
            default:
                if isIdentifierStart(c) {
                    identifier(b, l, col, &names)
                } else {
                    numberOrPunctuation(c, l, col, asciiStrings)
                }
            }
        }
        syntaxErrors = syntax.finish(line: line, column: column, after: previous, endOfFile: endOfFile)
        // A part ends with one too, where the next part starts: the scanners stop at it.
        tokens.append(SwiftToken(kind: .endOfFile, text: "", line: line, column: column, newlineBefore: true))
    }

    /// A number, or punctuation: `->` and `??` whole, any other operator one character at a
    /// time. Inlined in `run`: punctuation is a third of all tokens.
    @inline(__always) private mutating func numberOrPunctuation(_ c: UInt8, _ l: Int, _ col: Int, _ asciiStrings: [String]) {
        if isDigit(c) {
            let start = index
            while index < end && (isIdentifierPart(bytes[index]) || (bytes[index] == UInt8(ascii: ".") && isDigit(peek(1)))) { index += 1 }
            push(.number, text(start..<index), l, col)
        } else {
            index += 1
            // `->` and `...` matter to the scanner; other operators stay single characters.
            if c == UInt8(ascii: "-") && peek() == UInt8(ascii: ">") {
                index += 1
                push(.punct, "->", l, col)
            } else if c == UInt8(ascii: "?") && peek() == UInt8(ascii: "?") {
                index += 1
                push(.punct, "??", l, col)
            } else {
                if c < 0x80 {
                    // In place rather than through `push`.
                    tokens.append(SwiftToken(kind: .punct, text: asciiStrings[Int(c)], line: l, column: col, newlineBefore: sawNewline, punctByte: c, word: .none))
                    sawNewline = false
                    syntax.sawPunct(c, index: tokens.count - 1, line: l, column: col, after: previous)
                    previous = c == UInt8(ascii: ";") ? .semicolon : .other
                } else {
                    push(.punct, String(decoding: [c], as: UTF8.self), l, col)
                }
            }
        }
    }

    /// The text of `range`, decoded from the bytes in place: an `ArraySlice` would retain
    /// the file's buffer and take the generic decoding path, once per identifier.
    private func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// An identifier: its text (made once per spelling, see `IdentifierTexts`), the word of
    /// the token passes it is, and what the syntax check makes of it, from one look at its
    /// bytes. Every third token is one, so the path stays inlined in `run`.
    @inline(__always) private mutating func identifier(_ b: UnsafeBufferPointer<UInt8>, _ l: Int, _ col: Int, _ names: inout IdentifierTexts) {
        // The name's bytes found with a local index: `index` in the loop would be stored byte by byte.
        let start = index
        var i = start + 1
        while i < end && isIdentifierPart(b[i]) { i += 1 }
        index = i
        let count = i - start
        let head = SwiftWord.head(b, at: start, count: count)
        let name = names.text(b, at: start, count: count, head: head, tail: SwiftWord.tail(b, at: start, count: count))
        let word = SwiftWord.of(b, at: start, count: count, head: head)
        // After a `.`, a keyword names a member (`.keyword(.let)`), not a declaration.
        // The last token's byte read in place: `tokens.last` would copy the token, text and all.
        let member = !tokens.isEmpty && tokens[tokens.count - 1].punctByte == UInt8(ascii: ".")
        tokens.append(SwiftToken(kind: .identifier, text: name, line: l, column: col, newlineBefore: sawNewline, punctByte: 0, word: word))
        sawNewline = false
        // What the syntax check needs of a word, as the bytes say.
        previous = switch word {
        case .let where !member: .letKeyword
        case .var where !member: .varKeyword
        case .func where !member: .funcKeyword
        default: count == 19 || count == 20 ? .settingLengthName : .other
        }
    }

    /// A bare regex literal `/…/` from the `/` at `index`, when the code around it makes
    /// it one (see `RegexLiterals`); false, with nothing consumed, when the `/` is an operator.
    private mutating func lexedBareRegex(_ l: Int, _ col: Int) -> Bool {
        let operatorStart = RegexLiterals.operatorStart(bytes, at: index, lower: lineStart)
        let position = regexPosition(operatorBytes: index - operatorStart)
        guard case .literal(let pattern, let after) = RegexLiterals.bare(bytes, slash: index, operatorStart: operatorStart, limit: end, position: position) else {
            return false
        }
        push(.regex, text(pattern), l, col)
        index = after
        return true
    }

    /// An extended regex literal `#/…/#` whose `hashes` pounds start at `start`; `index` is at its `/`.
    private mutating func extendedRegex(start: Int, hashes: Int, _ l: Int, _ col: Int) {
        switch RegexLiterals.extended(bytes, start: start, hashes: hashes, limit: end) {
        case .literal(let pattern, let after):
            push(.regex, text(pattern), l, col)
            passLines(to: after)
        case .unterminated(let resume):
            error("unterminated regex literal", line: l, column: col)
            push(.regex, text((index + 1)..<resume), l, col)
            passLines(to: resume)
        case .notRegex:
            break  // never for `#/`: the `/` is lexed next
        }
    }

    /// Moves to `offset`, counting the line breaks passed (a multi-line literal's).
    private mutating func passLines(to offset: Int) {
        while index < offset {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += 1
        }
    }

    /// Where the tokens before an operator (its first `operatorBytes` bytes, already
    /// tokens) place a `/` in it: what the compiler asks before it reads a regex literal.
    private func regexPosition(operatorBytes: Int) -> RegexLiterals.Position {
        var k = tokens.count - 1
        var left = operatorBytes
        while left > 0 && k >= 0 { left -= tokens[k].text.utf8.count; k -= 1 }
        guard k >= 0 else { return .expression }
        let t = tokens[k]
        switch t.kind {
        case .identifier:
            if t.text == "func" || t.text == "operator" { return .operatorName }
            return RegexLiterals.keywords.contains(t.text) && !RegexLiterals.expressionKeywords.contains(t.text) ? .expression : .operand
        case .pound:
            return SwiftDeclarationScanner.directives.contains(t.text) ? .expression : .operand
        case .string, .number, .regex, .attribute, .endOfFile:
            return .operand
        case .punct:
            switch t.text {
            case "(", "[", ",", ":": return .argument
            case "{", ";": return .expression
            case ")", "]", "}", ".", "->", "@", "#", "\\": return .operand
            default: break
            }
            // Another operator: one that touches what precedes it is postfix (`x!`, `try?`).
            guard t.line == line, RegexLiterals.isOperatorByte(t.punctByte == 0 ? t.text.utf8.first ?? 0 : t.punctByte) else { return .expression }
            let offset = lineStart + t.column - 1
            if t.isPunct("?") || t.isPunct("!") {
                guard RegexLiterals.isLeftBound(bytes, offset) else { return .expression }
                return k > 0 && tokens[k - 1].isWord("try") ? .afterTry : .operand
            }
            return RegexLiterals.isLeftBound(bytes, RegexLiterals.operatorStart(bytes, at: offset, lower: lineStart)) ? .operand : .expression
        }
    }

    /// A name in backticks from the opening one at `index`, without them (a raw identifier may hold spaces).
    private mutating func backticked() -> String {
        index += 1
        let start = index
        while index < end && bytes[index] != UInt8(ascii: "`") && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        let text = text(start..<index)
        if peek() == UInt8(ascii: "`") { index += 1 }
        return text
    }

    private mutating func word() -> String {
        let start = index
        while index < end && isIdentifierPart(bytes[index]) { index += 1 }
        return text(start..<index)
    }

    /// Swift block comments nest: `/* a /* b */ c */` is one comment.
    private mutating func skipBlockComment(_ l: Int, _ col: Int) {
        var depth = 0
        while index < end {
            if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else if bytes[index] == UInt8(ascii: "\n") {
                newline()
            } else {
                index += 1
            }
        }
        error("unterminated comment", line: l, column: col)
    }

    /// A string literal after its leading `#`s: `"…"`, `"""…"""`, with `\(…)`
    /// interpolations that may hold strings themselves (`\#(…)` in raw strings).
    /// Iterative with an explicit stack, so no input can overflow the call stack.
    private mutating func lexString(hashes: Int, _ l: Int, _ col: Int) -> String {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && !closesOnItsLine(hashes: hashes)
        index += multiline ? 3 : 1
        var content: [UInt8] = []
        // Open literals: (hashes, multiline). Interpolations push code contexts (paren depth).
        enum Context { case literal(hashes: Int, multiline: Bool), code(parens: Int) }
        var stack: [Context] = [.literal(hashes: hashes, multiline: multiline)]
        while index < end, let top = stack.last {
            let b = bytes[index]
            switch top {
            case .literal(let h, let multi):
                if b == UInt8(ascii: "\n") {
                    if !multi { error("unterminated string literal", line: l, column: col); return String(decoding: content, as: UTF8.self) }
                    newline()
                    if stack.count == 1 { content.append(b) }
                    continue
                }
                if b == UInt8(ascii: "\\") && hashesFollow(h, from: index + 1) {
                    let after = index + 1 + h
                    if after < end && bytes[after] == UInt8(ascii: "(") {
                        index = after + 1
                        stack.append(.code(parens: 0))
                    } else {
                        if stack.count == 1 && after < end { content.append(bytes[after]) }
                        // `\` at a line's end continues a multi-line string: still a line of the file.
                        if after < end && bytes[after] == UInt8(ascii: "\n") {
                            line += 1
                            lineStart = after + 1
                        }
                        index = min(end, after + 1)
                    }
                    continue
                }
                if b == UInt8(ascii: "\"") && (!multi || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\""))) && hashesFollow(h, from: index + (multi ? 3 : 1)) {
                    index += (multi ? 3 : 1) + h
                    stack.removeLast()
                    if stack.isEmpty { return String(decoding: content, as: UTF8.self) }
                    continue
                }
                if stack.count == 1 { content.append(b) }
                index += 1
            case .code(let parens):
                switch b {
                case UInt8(ascii: "\n"): newline(); continue
                case UInt8(ascii: "("): stack[stack.count - 1] = .code(parens: parens + 1)
                case UInt8(ascii: ")"):
                    if parens == 0 { stack.removeLast() } else { stack[stack.count - 1] = .code(parens: parens - 1) }
                case UInt8(ascii: "\""):
                    let multi = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                    index += multi ? 3 : 1
                    stack.append(.literal(hashes: 0, multiline: multi))
                    continue
                default: break
                }
                index += 1
            }
        }
        error("unterminated string literal", line: l, column: col)
        return String(decoding: content, as: UTF8.self)
    }

    /// A raw string that opens with `"""` yet closes on the same line (`#"""#` is the
    /// string `"`): a single-line literal, as the compiler reads it.
    private func closesOnItsLine(hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        var i = index + 2
        while i < end && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") {
            if bytes[i] == UInt8(ascii: "\""), hashesFollow(hashes, from: i + 1) { return true }
            i += 1
        }
        return false
    }

    private func hashesFollow(_ count: Int, from start: Int) -> Bool {
        guard count > 0 else { return true }
        guard start + count <= end else { return false }
        for i in start..<(start + count) where bytes[i] != UInt8(ascii: "#") { return false }
        return true
    }
}
