import Foundation

/// Enum member initialisers: the constant expressions TypeScript computes at compile time
/// (`1 << 2`, `-1`, `A | B`, `'a'.length`, `E.A + 1`), computed the same way. An initialiser
/// that is not constant (`Math.sin(1)`, a template literal) is skipped and has no value.
extension TSParser {
    /// The value of the expression here, with `known` the members declared before it; nil,
    /// with the whole initialiser skipped, when it is not a constant ContractKit can compute.
    mutating func parseEnumInitializer(enumName: String, known: [String: LiteralValue]) -> LiteralValue? {
        let start = position
        var evaluator = ConstantEvaluator(enumName: enumName, known: known)
        if let value = evaluator.binary(&self, minimumPrecedence: 0), current.isPunct(",") || current.isPunct("}") {
            return value
        }
        position = start
        skipExpression()
        return nil
    }
}

/// Precedence climbing over the tokens of one constant expression.
struct ConstantEvaluator {
    let enumName: String
    let known: [String: LiteralValue]
    var depth = 0

    /// Binary operators by precedence; `<<`, `>>` and `>>>` arrive as adjacent `<` or `>` tokens.
    static let precedence: [String: Int] = [
        "|": 1, "^": 2, "&": 3, "<<": 4, ">>": 4, ">>>": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6, "**": 7,
    ]

    mutating func binary(_ p: inout TSParser, minimumPrecedence: Int) -> LiteralValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 100, var left = unary(&p) else { return nil }
        while let (op, width) = binaryOperator(p), let rank = Self.precedence[op], rank >= minimumPrecedence {
            for _ in 0..<width { p.advance() }
            guard let right = binary(&p, minimumPrecedence: op == "**" ? rank : rank + 1),
                  let value = Self.apply(op, left, right) else { return nil }
            left = value
        }
        return left
    }

    func binaryOperator(_ p: TSParser) -> (String, Int)? {
        let token = p.current
        guard token.kind == .punct else { return nil }
        if token.text == "<" || token.text == ">" {
            var count = 1
            while count < 3, p.peek(count).kind == .punct, p.peek(count).text == token.text,
                  p.peek(count).line == token.line, p.peek(count).column == token.column + count {
                count += 1
            }
            if token.text == "<" { return count == 2 ? ("<<", 2) : nil }
            return count >= 2 ? (String(repeating: ">", count: count), count) : nil
        }
        return Self.precedence[token.text] != nil ? (token.text, 1) : nil
    }

    mutating func unary(_ p: inout TSParser) -> LiteralValue? {
        for op in ["-", "+", "~"] where p.current.kind == .punct && p.current.text == op {
            p.advance()
            guard let operand = unary(&p), case .number(let n) = Self.numeric(operand) else { return nil }
            switch op {
            case "-": return .number(-n)
            case "+": return .number(n)
            default: return .number(Double(~Self.int32(n)))
            }
        }
        guard var value = primary(&p) else { return nil }
        // `'abc'.length`
        while p.current.isPunct("."), p.peek().isIdentifier("length"), case .string(let s) = value {
            p.advance(); p.advance()
            value = .number(Double(s.utf16.count))
        }
        return value
    }

    mutating func primary(_ p: inout TSParser) -> LiteralValue? {
        let token = p.current
        switch token.kind {
        case .number:
            p.advance()
            return p.parseNumber(token.text).map(LiteralValue.number)
        case .string:
            p.advance()
            return .string(token.text)
        case .punct where token.text == "(":
            p.advance()
            let inner = binary(&p, minimumPrecedence: 0)
            return p.consume(")") ? inner : nil
        case .identifier:
            p.advance()
            var name = token.text
            if name == enumName, p.current.isPunct("."), p.peek().kind == .identifier {
                p.advance()
                name = p.advance().text
            } else if name == enumName, p.current.isPunct("["), p.peek().kind == .string, p.peek(2).isPunct("]") {
                p.advance()
                name = p.advance().text
                p.advance()
            }
            if let value = known[name] { return value }
            if name == "Infinity" { return .number(.infinity) }
            if name == "NaN" { return .number(.nan) }
            return nil
        default:
            return nil
        }
    }

    static func numeric(_ value: LiteralValue) -> LiteralValue? {
        if case .number = value { return value }
        return nil
    }

    /// ECMAScript's ToInt32, for the bitwise operators.
    static func int32(_ n: Double) -> Int32 {
        guard n.isFinite else { return 0 }
        let wrapped = n.rounded(.towardZero).truncatingRemainder(dividingBy: 4_294_967_296)
        return Int32(truncatingIfNeeded: Int64(wrapped))
    }

    static func apply(_ op: String, _ left: LiteralValue, _ right: LiteralValue) -> LiteralValue? {
        if op == "+", case .string(let a) = left { return .string(a + right.stringValue) }
        if op == "+", case .string(let b) = right { return .string(left.stringValue + b) }
        guard case .number(let a) = left, case .number(let b) = right else { return nil }
        switch op {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/": return .number(a / b)
        case "%": return .number(a.truncatingRemainder(dividingBy: b))
        case "**": return .number(pow(a, b))
        case "|": return .number(Double(int32(a) | int32(b)))
        case "&": return .number(Double(int32(a) & int32(b)))
        case "^": return .number(Double(int32(a) ^ int32(b)))
        case "<<": return .number(Double(int32(a) << (UInt32(bitPattern: int32(b)) & 31)))
        case ">>": return .number(Double(int32(a) >> (UInt32(bitPattern: int32(b)) & 31)))
        case ">>>": return .number(Double(UInt32(bitPattern: int32(a)) >> (UInt32(bitPattern: int32(b)) & 31)))
        default: return nil
        }
    }
}
