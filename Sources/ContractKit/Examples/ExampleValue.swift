/// A JSON value with its object members in order, as a payload is written.
public indirect enum ExampleValue: Sendable, Equatable {
    case string(String)
    case number(Double, isInteger: Bool)
    case bool(Bool)
    case null
    case array([ExampleValue])
    case object([(String, ExampleValue)])

    public static func == (a: ExampleValue, b: ExampleValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): x == y
        case (.number(let x, let i), .number(let y, let j)): x == y && i == j
        case (.bool(let x), .bool(let y)): x == y
        case (.null, .null): true
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// Writes the value with `JSONWriter`: pretty, members in order.
    public func write(to w: inout JSONWriter) {
        switch self {
        case .string(let s): w.string(s)
        case .number(let n, let isInteger): isInteger && abs(n) < 1e15 ? w.number(Int(n)) : w.number(n)
        case .bool(let b): w.bool(b)
        case .null: w.null()
        case .array(let items): w.array(items) { w, item in item.write(to: &w) }
        case .object(let members):
            w.object { w in
                for (key, value) in members {
                    w.key(key)
                    value.write(to: &w)
                }
            }
        }
    }

    /// The value as compact JSON on one line, for a harness or a test fixture.
    public var compactJSON: String {
        switch self {
        case .string(let s): return "\"" + jsonEscaped(s) + "\""
        case .number(let n, let isInteger): return isInteger && abs(n) < 1e15 ? String(Int(n)) : formatNumber(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.compactJSON).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { "\"\(jsonEscaped($0.0))\":\($0.1.compactJSON)" }.joined(separator: ",") + "}"
        }
    }
}

/// A string's JSON escapes, without the quotes.
func jsonEscaped(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20: out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
