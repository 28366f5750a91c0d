/// Backslash escapes in string literals, shared by the TypeScript lexer and the config's
/// JSON reader: `\n`, `\t`, `\r`, `\b`, `\f`, `\0`, `\uXXXX`, `\u{X…}`, and any other
/// character standing for itself.
enum StringEscapes {
    /// Decodes the escape whose letter is at `index` (just after the backslash), appending
    /// its bytes to `out`. Returns the index after the escape, or nil for a malformed `\u`.
    static func decode(_ bytes: [UInt8], at index: Int, into out: inout [UInt8]) -> Int? {
        let e = bytes[index]
        switch e {
        case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "b"): out.append(8)
        case UInt8(ascii: "f"): out.append(12)
        case UInt8(ascii: "0"): out.append(0)
        case UInt8(ascii: "u"):
            var start = index + 1, end = index + 5
            if start < bytes.count, bytes[start] == UInt8(ascii: "{") {
                start += 1
                guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "}")), close - start <= 6 else { return nil }
                end = close
            }
            guard end <= bytes.count, start < end, let code = UInt32(String(decoding: bytes[start..<end], as: UTF8.self), radix: 16),
                  let scalar = Unicode.Scalar(code) else { return nil }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
            return end < bytes.count && bytes[end] == UInt8(ascii: "}") ? end + 1 : end
        default:
            out.append(e)
        }
        return index + 1
    }
}
