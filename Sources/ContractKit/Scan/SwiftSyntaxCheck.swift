/// The syntax errors a declaration-level reader can be sure of, so that an audit never
/// calls a file compliant that `swiftc` would reject: brackets that do not match, an `@`
/// with no attribute, a `func` with no name, a `let` with no pattern, and empty `;`
/// statements. Everything else is left to the compiler.
enum SwiftSyntaxCheck {
    /// At most this many errors a file: after the first, most are consequences.
    static let maxErrors = 5

    static func check(_ tokens: [SwiftToken], file: String) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        func error(_ message: String, _ t: SwiftToken) {
            if errors.count < maxErrors { errors.append(Diagnostic(.error, message, at: SourceLocation(file: file, line: t.line, column: t.column))) }
        }
        // `#if` branches may each open a brace that one `}` closes: brackets are not
        // counted in such a file, rather than risk a false error.
        let countsBrackets = !tokens.contains { $0.kind == .pound && ($0.text == "if" || $0.text == "else" || $0.text == "elseif") }
        var open: [SwiftToken] = []
        for (i, t) in tokens.enumerated() {
            let next = i + 1 < tokens.count ? tokens[i + 1] : t
            switch t.kind {
            case .punct:
                switch t.punctByte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if countsBrackets { open.append(t) }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard countsBrackets else { break }
                    guard let opener = open.popLast() else {
                        error(t.isPunct("}") ? "extraneous '}' at top level" : "unexpected '\(t.text)'", t)
                        continue
                    }
                    if closingBracket(opener.punctByte) != t.punctByte {
                        error("expected '\(Character(Unicode.Scalar(closingBracket(opener.punctByte))))' to match the '\(opener.text)' at line \(opener.line), not '\(t.text)'", t)
                        return errors
                    }
                case UInt8(ascii: "@"):
                    error("expected an attribute name after '@'", t)
                case UInt8(ascii: ";") where next.isPunct(";"):
                    error("';' statements are not allowed", next)
                default:
                    break
                }
            case .identifier where t.text == "func" && (next.isPunct("(") || next.isPunct("{") || next.kind == .endOfFile):
                error("expected a function name after 'func'", next)
            case .identifier where (t.text == "let" || t.text == "var")
                && (next.isPunct("=") || next.isPunct(";") || next.isPunct("}") || next.isPunct(")") || next.kind == .endOfFile):
                error("expected a pattern after '\(t.text)'", next)
            default:
                break
            }
        }
        if let first = open.first {
            error("'\(first.text)' is never closed", first)
        }
        return errors
    }
}
