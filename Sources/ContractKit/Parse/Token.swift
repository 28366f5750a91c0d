/// The kinds of token the TypeScript-subset lexer produces.
public enum TokenKind: Sendable, Equatable {
    case identifier
    /// A `'…'` or `"…"` literal; `text` holds the decoded value.
    case string
    /// A template literal (text between backticks), which in type position is an unsupported template-literal type.
    case template
    case number
    /// A regular-expression literal, only ever seen in implementation code we skip.
    case regex
    case punct
    case endOfFile
}

/// One token, with where it starts and the comments that belong to it.
///
/// Stored fields are ordered largest first and positions kept as 32-bit numbers: a 50 MB
/// contract has some 15 million tokens, and this keeps each at 40 bytes instead of 64.
public struct Token: Sendable, Equatable {
    /// The identifier, punctuation or number text, or a string literal's decoded value.
    public var text: String
    private var storedLine: Int32
    private var storedColumn: Int32
    /// Index into the lexer's comment table of the `/** … */` comment directly before
    /// this token, or -1. Comments live in a side table so tokens stay small and cheap to copy.
    public var docIndex: Int32 = -1
    /// Index of a `// …` comment on the same line after this token, or -1.
    public var trailingIndex: Int32 = -1
    /// The length of `text` in bytes, for cheap comparisons.
    var byteCount: Int32 = 0
    public var kind: TokenKind
    /// True when a line break separates this token from the previous one (for ASI).
    public var newlineBefore: Bool
    /// The first byte of `text`, for cheap comparisons.
    var firstByte: UInt8 = 0

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    init(kind: TokenKind, text: String, line: Int, column: Int, newlineBefore: Bool, docIndex: Int32 = -1) {
        self.kind = kind
        self.text = text
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
        self.newlineBefore = newlineBefore
        self.docIndex = docIndex
        self.firstByte = text.utf8.first ?? 0
        self.byteCount = Int32(clamping: text.utf8.count)
    }

    /// Whether this is the punctuator `p`. Compares bytes, not strings: it runs for
    /// almost every token.
    @inline(__always) func isPunct(_ p: StaticString) -> Bool {
        guard kind == .punct, Int(byteCount) == p.utf8CodeUnitCount, firstByte == p.utf8Start.pointee else { return false }
        return byteCount == 1 || text.utf8.elementsEqual(UnsafeBufferPointer(start: p.utf8Start, count: p.utf8CodeUnitCount))
    }

    @inline(__always) func isIdentifier(_ name: StaticString) -> Bool {
        guard kind == .identifier, Int(byteCount) == name.utf8CodeUnitCount, firstByte == name.utf8Start.pointee else { return false }
        return text.utf8.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
}
