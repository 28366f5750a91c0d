/// Swift's regex literals (5.7 and later), found as the compiler's lexer finds them, so that
/// a `)`, `}`, `"` or `//` inside one is pattern text rather than Swift.
///
/// - Extended: `#/…/#`, `##/…/##`, always a regex; `#/` followed by a line break starts a
///   multi-line literal, which `/#` ends.
/// - Bare: `/…/`, on one line. A `/` is division or part of an operator unless the code
///   around it says otherwise: not after an operand (`a/b`, `x /= 2`), not when the literal
///   would start with a space or tab (`a / b / c`), end with an unescaped one, hold an
///   unbalanced `)` (`reduce(1, /)`), or run into the line's end; and never the name after
///   `func` or `operator`.
enum RegexLiterals {
    /// What a scan from a literal's opening delimiter found.
    enum Scan: Equatable {
        /// A literal: its pattern (between the delimiters), and the offset just after it.
        case literal(pattern: Range<Int>, end: Int)
        /// Not a regex after all: the `/` is an operator.
        case notRegex
        /// An extended literal with no end: lexing goes on at `resume`.
        case unterminated(resume: Int)
    }

    /// How the token before a bare `/` (and the operator characters joined to it) places it.
    enum Position: Equatable {
        /// Where an expression starts: after `=`, `return`, a binary operator.
        case expression
        /// Where an argument starts (`(`, `[`, `,`, `:`): a lone `/` may be the operator itself.
        case argument
        /// After `try?` or `try!`, which no binary operator can follow.
        case afterTry
        /// After an operand (a name, a literal, `)`) or where no expression goes (`.`, `->`).
        case operand
        /// After `func` or `operator`: the name of an operator being declared.
        case operatorName
    }

    /// The words the compiler's lexer classifies as keywords; after any but the expression
    /// keywords (`self`, `nil`, `true` …), an expression starts.
    static let keywords: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "where", "while",
    ]
    static let expressionKeywords: Set<String> = ["Any", "false", "nil", "self", "Self", "super", "true"]

    /// The characters an operator is made of (ASCII; `.` only starts one).
    @inline(__always) static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"): true
        default: false
        }
    }

    /// Where the operator holding the byte at `offset` starts (not before `lower`).
    static func operatorStart(_ bytes: [UInt8], at offset: Int, lower: Int) -> Int {
        var s = offset
        while s > lower && isOperatorByte(bytes[s - 1]) { s -= 1 }
        return s
    }

    /// An operator starting at `start` touches what comes before it (`a/`, `x!`): the
    /// compiler reads it as postfix or binary, never as the start of an expression.
    static func isLeftBound(_ bytes: [UInt8], _ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch bytes[start - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "("), UInt8(ascii: "["),
             UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && bytes[start - 2] == UInt8(ascii: "*"))  // the end of a `/* */` comment is space
        case 0xA0:
            return !(start >= 2 && bytes[start - 2] == 0xC2)  // a no-break space
        default:
            return true
        }
    }

    /// An operator ending before `end` touches what follows it (`/x`, `/(`).
    static func isRightBound(_ bytes: [UInt8], _ end: Int, limit: Int) -> Bool {
        guard end < limit else { return false }
        switch bytes[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: ")"), UInt8(ascii: "]"),
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return true  // the operator is not left-bound here
        case UInt8(ascii: "/"):
            return !(end + 1 < limit && (bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*")))
        case 0xC2:
            return !(end + 1 < limit && bytes[end + 1] == 0xA0)
        default:
            return true
        }
    }

    /// The bare literal that the `/` at `slash` starts, if it starts one: the operator it
    /// belongs to starts at `operatorStart`, and `position` says what comes before that.
    static func bare(_ bytes: [UInt8], slash: Int, operatorStart: Int, limit: Int, position: Position) -> Scan {
        // Only an operator's first `/` may open one: `x //= 2` or `/^/` read from their start.
        guard !isLeftBound(bytes, operatorStart), position != .operatorName,
              !bytes[operatorStart..<slash].contains(UInt8(ascii: "/")) else { return .notRegex }
        var operatorEnd = slash + 1
        while operatorEnd < limit, isOperatorByte(bytes[operatorEnd]),
              !(bytes[operatorEnd] == UInt8(ascii: "/") && operatorEnd + 1 < limit
                  && (bytes[operatorEnd + 1] == UInt8(ascii: "/") || bytes[operatorEnd + 1] == UInt8(ascii: "*"))) {
            operatorEnd += 1
        }
        var mustBeRegex = false
        // Space (or a closing bracket) on both sides: a binary operator, unless an expression starts here.
        if !isRightBound(bytes, operatorEnd, limit: limit) {
            switch position {
            case .operand, .operatorName: return .notRegex
            case .argument: break
            case .expression, .afterTry: mustBeRegex = true
            }
        }
        return bareBody(bytes, slash: slash, limit: limit, mustBeRegex: mustBeRegex)
    }

    /// The pattern of a bare literal and its closing `/`. `mustBeRegex`: no other reading is
    /// valid Swift, so the heuristics that make a `/` an operator do not apply; a literal with
    /// no end is still an operator, as a Swift 5 compiler without bare literals reads it.
    private static func bareBody(_ bytes: [UInt8], slash: Int, limit: Int, mustBeRegex: Bool) -> Scan {
        var j = slash + 1
        guard j < limit else { return .notRegex }
        if !mustBeRegex && (bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t")) { return .notRegex }
        if slash > 0 && bytes[slash - 1] == UInt8(ascii: "*") { return .notRegex }
        var groups = 0, classes = 0, lastSpace = -1
        while j < limit {
            let b = bytes[j]
            switch b {
            case UInt8(ascii: "/"):
                if j + 1 < limit && (bytes[j + 1] == UInt8(ascii: "/") || bytes[j + 1] == UInt8(ascii: "*")) { return .notRegex }
                if lastSpace == j - 1 && !mustBeRegex { return .notRegex }
                return .literal(pattern: (slash + 1)..<j, end: j + 1)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return .notRegex
            case UInt8(ascii: "\\"):
                j += 1  // the escaped character is pattern text, whatever it is
                if j < limit && (bytes[j] == UInt8(ascii: "\n") || bytes[j] == UInt8(ascii: "\r")) { return .notRegex }
            case UInt8(ascii: "(") where classes == 0:
                groups += 1
            case UInt8(ascii: ")") where classes == 0:
                if groups == 0 { if !mustBeRegex { return .notRegex } } else { groups -= 1 }
            case UInt8(ascii: "["):
                classes += 1
            case UInt8(ascii: "]"):
                if classes > 0 { classes -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                lastSpace = j
            default:
                break
            }
            j += 1
        }
        return .notRegex
    }

    /// The extended literal whose `hashes` pounds start at `start` and are followed by `/`.
    static func extended(_ bytes: [UInt8], start: Int, hashes: Int, limit: Int) -> Scan {
        var j = start + hashes + 1
        // Only spaces or tabs before the line's end: a multi-line literal.
        var k = j
        while k < limit && (bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t")) { k += 1 }
        let firstNewline: Int? = k < limit && (bytes[k] == UInt8(ascii: "\n") || bytes[k] == UInt8(ascii: "\r")) ? k : nil
        if let firstNewline { j = firstNewline }
        while j < limit {
            let b = bytes[j]
            if b == UInt8(ascii: "/") && poundsFollow(bytes, hashes, from: j + 1, limit: limit) {
                return .literal(pattern: (start + hashes + 1)..<j, end: j + 1 + hashes)
            }
            if b == UInt8(ascii: "\\") { j += 1 }
            if j < limit && firstNewline == nil && (bytes[j] == UInt8(ascii: "\n") || bytes[j] == UInt8(ascii: "\r")) {
                return .unterminated(resume: j)
            }
            j += 1
        }
        return .unterminated(resume: firstNewline ?? limit)
    }

    private static func poundsFollow(_ bytes: [UInt8], _ count: Int, from start: Int, limit: Int) -> Bool {
        guard start + count <= limit else { return false }
        for i in start..<(start + count) where bytes[i] != UInt8(ascii: "#") { return false }
        return true
    }
}
