/// The kinds of token the TypeScript-subset lexer produces.
public enum TokenKind: Sendable, Equatable {
    case identifier
    /// A `'…'` or `"…"` literal; `text` holds the decoded value.
    case string
    /// A `` `…` `` literal, which in type position is an unsupported template-literal type.
    case template
    case number
    /// A regular-expression literal, only ever seen in implementation code we skip.
    case regex
    case punct
    case endOfFile
}

/// One token, with where it starts and the comments that belong to it.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// The identifier, punctuation or number text, or a string literal's decoded value.
    public var text: String
    public var line: Int
    public var column: Int
    /// True when a line break separates this token from the previous one (for ASI).
    public var newlineBefore: Bool
    /// The `/** … */` comment directly before this token, if any.
    public var doc: String?
    /// A `// …` comment on the same line after this token, if any.
    public var trailingComment: String?

    func isPunct(_ p: String) -> Bool { kind == .punct && text == p }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
