/// Skipping implementation code the parser does not read: an initialiser, the rest of a
/// member, an expression. One loop tracks bracket depth; what ends the skip differs.
extension TSParser {
    /// What ends a skip at bracket depth 0.
    struct SkipEnd {
        /// Punctuation that ends it, left unread: `,` and `;` after an expression.
        var separators: Set<String>
        /// After a `}` (or any bracket, with `anyBracket`) closes back to depth 0: go on,
        /// stop if a line break follows, or stop just after it.
        var afterBlock: AfterBlock
        var anyBracket = false
        /// A line break before the current token ends it, given the token before it.
        var lineBreakEnds: (_ previous: Token, _ current: Token) -> Bool = { _, _ in false }

        enum AfterBlock { case goOn, stopAtLineBreak, stop }
    }

    /// Skips to the end `end` describes; a closing bracket at depth 0 belongs to an
    /// enclosing construct and is left unread. Iterative: no input overflows the stack.
    mutating func skip(until end: SkipEnd) {
        var depth = 0
        while !atEnd {
            if current.kind == .punct {
                switch current.text {
                case "(", "[", "{":
                    depth += 1
                case ")", "]", "}":
                    if depth == 0 { return }
                    depth -= 1
                    if depth == 0 && (end.anyBracket || current.isPunct("}")) && end.afterBlock != .goOn {
                        advance()
                        if end.afterBlock == .stop || (current.newlineBefore && !Self.continuesAfterBlock(current)) { return }
                        continue
                    }
                default:
                    if depth == 0 && end.separators.contains(current.text) { return }
                }
            }
            if depth == 0 && current.newlineBefore && position > 0 && end.lineBreakEnds(tokens[position - 1], current) { return }
            advance()
        }
    }

    /// Whether a token on a new line after a closing bracket goes on with the expression:
    /// `>();` after the `{ … }` of `new Map<string, { … }\n>()`, or `.then(…)`. A member
    /// or statement never starts with an operator; it may start with `[`, `*`, `#`, `@`.
    static func continuesAfterBlock(_ token: Token) -> Bool {
        token.kind == .punct && !["[", "*", "#", "@", ";", "}", "{"].contains(token.text)
    }

    /// Skips an expression up to a `,`, `;` or closing bracket at depth 0.
    mutating func skipExpression() {
        skip(until: SkipEnd(separators: [",", ";"], afterBlock: .goOn))
    }

    /// Skips a class property's initialiser: to `;`, or to a line break at depth 0 that
    /// does not continue the expression.
    mutating func skipClassPropertyRest() {
        skip(until: SkipEnd(separators: [";"], afterBlock: .stopAtLineBreak, anyBracket: true) { previous, current in
            !(previous.kind == .punct && !["(", "[", "{", ")", "]", "}"].contains(previous.text)) && !Self.continuesAfterBlock(current)
        })
    }

    /// Skips the rest of an interface member up to its separator or the closing brace.
    mutating func skipMemberRest() {
        skip(until: SkipEnd(separators: [";", ","], afterBlock: .stop) { previous, current in
            !current.isPunct("{") && previous.kind != .punct
        })
    }

    /// Skips one statement of implementation code: to a `;` at bracket depth 0, or to the
    /// end of a block that closes at depth 0 when the next token starts a new line. Brackets
    /// must pair as in any JavaScript: a `}` that closes a `(` is a syntax error, thrown to
    /// abandon the statement, so the reader resumes at the next one instead of losing the
    /// rest of the file inside a block that never closes. Iterative: no input overflows the stack.
    mutating func skipStatement() throws {
        var open: [Int] = []  // token indices of the brackets still open
        var first = true
        while !atEnd {
            let token = current
            // `=> class extends Base {` or `= function () {` goes on with the statement.
            if !first && open.isEmpty && token.newlineBefore && token.kind == .identifier && Self.statementStarters.contains(token.text) && !peek().isPunct(":")
                && !previousTokenContinuesExpression() {
                return
            }
            first = false
            if token.kind == .punct {
                switch token.text {
                case "(", "[", "{":
                    open.append(position)
                case ")", "]", "}":
                    guard let opener = open.popLast() else { return }  // belongs to an enclosing construct
                    try expectClosing(tokens[opener])
                    advance()
                    if open.isEmpty && token.text == "}" && (current.newlineBefore || atEnd) && !current.isPunct(")") && !current.isPunct(".") {
                        _ = consume(";")
                        return
                    }
                    continue
                case ";":
                    if open.isEmpty { advance(); return }
                default:
                    break
                }
            }
            advance()
        }
        if let opener = open.last { try expectClosing(tokens[opener]) }
    }

    /// Fails unless the current token closes `opener`: `)` for `(`, `]` for `[`, `}` for `{`.
    mutating func expectClosing(_ opener: Token) throws {
        let closer = opener.isPunct("(") ? ")" : opener.isPunct("[") ? "]" : "}"
        if current.kind == .punct && current.text == closer { return }
        try fail("expected '\(closer)' to close the '\(opener.text)' at line \(opener.line), column \(opener.column), but found \(describe(current))")
    }

    /// Skips a balanced bracket group starting at the current opening token.
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            if current.kind == .punct {
                switch current.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default: break
                }
            }
            advance()
        } while depth > 0 && !atEnd
    }

    /// Decorators: `@Entity('books')`, `@Type(() => X)`, `@(tagged`x`)`; none is read.
    mutating func skipDecorators() {
        while current.isPunct("@") {
            advance()
            if current.isPunct("(") {
                skipBalanced()
                continue
            }
            // `@Type`, `@validators.Length`: a name, then the arguments of a call.
            guard current.kind == .identifier else { continue }
            advance()
            while current.isPunct(".") && peek().kind == .identifier { advance(); advance() }
            if current.isPunct("(") { skipBalanced() }
        }
    }

    /// What the statement at `start` declares, for the list of statements a syntax error
    /// left unread: `interface Order`, `const orderService`, `function load`, else `statement`.
    /// Read from the tokens only after an error, so it costs nothing on a good file.
    func skippedStatement(at start: Int) -> SkippedDeclaration {
        let at = location(of: tokens[start])
        var i = start
        while i < tokens.count - 1, tokens[i].isPunct("@") || tokens[i].kind == .identifier && Self.labelModifiers.contains(tokens[i].text) {
            if tokens[i].isPunct("@") {
                i += 1
                while i < tokens.count - 1, tokens[i].kind == .identifier || tokens[i].isPunct(".") { i += 1 }
                if tokens[i].isPunct("(") { i = Self.afterGroup(tokens, from: i) }
            } else {
                i += 1
            }
        }
        let keyword = tokens[i]
        guard keyword.kind == .identifier, Self.labelKeywords.contains(keyword.text) else {
            return SkippedDeclaration(kind: "statement", declaredName: nil, location: at)
        }
        var nameIndex = i + 1
        if keyword.text == "const" && tokens[nameIndex].isIdentifier("enum") { nameIndex += 1 }
        if keyword.text == "function" && tokens[nameIndex].isPunct("*") { nameIndex += 1 }
        let name = tokens[nameIndex]
        let kind = keyword.text == "const" && nameIndex == i + 2 ? "const enum" : keyword.text
        return SkippedDeclaration(kind: kind, declaredName: name.kind == .identifier ? name.text : nil, location: at)
    }

    static let labelModifiers: Set<String> = ["export", "declare", "default", "abstract", "async"]
    static let labelKeywords: Set<String> = [
        "interface", "type", "enum", "class", "const", "let", "var", "function", "namespace", "module", "import",
    ]
}
