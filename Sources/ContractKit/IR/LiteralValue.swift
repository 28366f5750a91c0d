/// A literal value as it appears in a type or an enum.
public enum LiteralValue: Sendable, Hashable, Codable, Comparable {
    case string(String)
    case number(Double)
    case boolean(Bool)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.sortKey < rhs.sortKey }

    private var sortKey: String {
        switch self {
        case .string(let s): "s" + s
        case .number(let n): "n" + String(n)
        case .boolean(let b): "b" + String(b)
        }
    }

    /// The value as TypeScript would write it: `'E-book'`, `42`, `true`.
    public var typeScriptText: String {
        switch self {
        case .string(let s): "'\(s)'"
        case .number(let n): formatNumber(n)
        case .boolean(let b): b ? "true" : "false"
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let b = try? c.decode(Bool.self) { self = .boolean(b) } else if let n = try? c.decode(Double.self) { self = .number(n) } else { self = .string(try c.decode(String.self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .string(let s): try c.encode(s)
        case .number(let n): try c.encode(n)
        case .boolean(let b): try c.encode(b)
        }
    }
}


extension LiteralValue {
    /// The value as a plain string: `E-book`, `42`, `true`.
    public var stringValue: String {
        switch self {
        case .string(let s): s
        case .number(let n): formatNumber(n)
        case .boolean(let b): b ? "true" : "false"
        }
    }
}
