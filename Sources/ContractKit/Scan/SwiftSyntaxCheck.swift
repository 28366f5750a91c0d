/// The syntax errors a declaration-level reader can be sure of, so that an audit never
/// calls a file compliant that `swiftc` would reject: brackets that do not match, an `@`
/// with no attribute, a `func` with no name, a `let` with no pattern, and empty `;`
/// statements. Everything else is left to the compiler.
///
/// The lexer feeds it each punctuation token as it makes it, with what the token before
/// was, so the check costs no pass of its own over a large app's tokens. It also notes the
/// assignments that may set a `JSONDecoder` strategy (`DecoderSettings`).
struct SwiftSyntaxCheck {
    /// What the token before a punctuation token was, as far as the check cares.
    enum Previous: Equatable {
        case other
        case funcKeyword
        case letKeyword
        case varKeyword
        case semicolon
        /// An identifier of 19 or 20 bytes, the length of `dateDecodingStrategy` and `keyDecodingStrategy`.
        case settingLengthName

        var bindingWord: String? {
            switch self {
            case .letKeyword: "let"
            case .varKeyword: "var"
            default: nil
            }
        }
    }

    /// At most this many errors a file: after the first, most are consequences.
    static let maxErrors = 5

    let file: String
    private var errors: [Diagnostic] = []
    /// The brackets still open: byte and where.
    private var open: [(byte: UInt8, line: Int, column: Int)] = []
    private var mismatched = false
    /// A `#if` was seen: its branches may each open a brace that one `}` closes, so
    /// brackets are not judged in such a file, rather than risk a false error.
    private var sawDirective = false
    private var bracketErrors = 0
    /// A conditional-compilation directive (`#if`, `#elseif`, `#else`, `#endif`) was seen:
    /// only such a file's scan pays for a copy of its tokens without the conditions.
    private(set) var hasDirectives = false
    /// Indices of `=` tokens after a name of a strategy's length.
    private(set) var settingCandidates: [Int] = []

    init(file: String) { self.file = file }

    private mutating func error(_ message: String, _ line: Int, _ column: Int, bracket: Bool = false) {
        if errors.count < Self.maxErrors { errors.append(Diagnostic(.error, message, at: SourceLocation(file: file, line: line, column: column))) }
        if bracket { bracketErrors += 1 }
    }

    mutating func sawDirective(_ word: String) {
        if word == "if" || word == "else" || word == "elseif" { sawDirective = true }
        if SwiftDeclarationScanner.directives.contains(word) { hasDirectives = true }
    }

    /// A one-byte punctuation token, at token index `index`.
    mutating func sawPunct(_ byte: UInt8, index: Int, line: Int, column: Int, after previous: Previous) {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
            open.append((byte, line, column))
            if previous == .funcKeyword, byte != UInt8(ascii: "[") { error("expected a function name after 'func'", line, column) }
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if let word = previous.bindingWord, byte != UInt8(ascii: "]") { error("expected a pattern after '\(word)'", line, column) }
            guard !mismatched else { return }
            guard let opener = open.popLast() else {
                error(byte == UInt8(ascii: "}") ? "extraneous '}' at top level" : "unexpected '\(Character(Unicode.Scalar(byte)))'", line, column, bracket: true)
                return
            }
            let expected = closingBracket(opener.byte)
            if expected != byte {
                error("expected '\(Character(Unicode.Scalar(expected)))' to match the '\(Character(Unicode.Scalar(opener.byte)))' at line \(opener.line), not '\(Character(Unicode.Scalar(byte)))'",
                      line, column, bracket: true)
                mismatched = true
            }
        case UInt8(ascii: "@"):
            error("expected an attribute name after '@'", line, column)
        case UInt8(ascii: ";"):
            if previous == .semicolon { error("';' statements are not allowed", line, column) }
            if let word = previous.bindingWord { error("expected a pattern after '\(word)'", line, column) }
        case UInt8(ascii: "="):
            if let word = previous.bindingWord { error("expected a pattern after '\(word)'", line, column) }
            if previous == .settingLengthName { settingCandidates.append(index) }
        default:
            break
        }
    }

    /// Every bracket opened so far is closed, and none mismatched.
    var isBalanced: Bool { open.isEmpty && !mismatched }

    /// The errors, once the end of the file is reached at `line`:`column`; or, before a
    /// part of the file that starts a line (not `endOfFile`), those found so far.
    mutating func finish(line: Int, column: Int, after previous: Previous, endOfFile: Bool = true) -> [Diagnostic] {
        guard endOfFile else { return errors }
        if previous == .funcKeyword { error("expected a function name after 'func'", line, column) }
        if let word = previous.bindingWord { error("expected a pattern after '\(word)'", line, column) }
        if !sawDirective, !mismatched, let first = open.first {
            error("'\(Character(Unicode.Scalar(first.byte)))' is never closed", first.line, first.column, bracket: true)
        }
        if sawDirective && bracketErrors > 0 {
            return errors.filter { !($0.message.contains("'}'") || $0.message.contains("match the") || $0.message.hasPrefix("unexpected")) }
        }
        return errors
    }
}
