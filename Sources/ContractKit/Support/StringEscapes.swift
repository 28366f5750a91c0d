/// Backslash escapes in string literals, shared by the TypeScript lexer and the config's
/// JSON reader: `\n`, `\t`, `\r`, `\b`, `\f`, `\0`, `\uXXXX` (two for a surrogate pair), `\u{X…}`, and any other
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
            guard end <= bytes.count, start < end, let code = UInt32(String(decoding: bytes[start..<end], as: UTF8.self), radix: 16) else { return nil }
            if (0xD800..<0xDC00).contains(code), end + 6 <= bytes.count, bytes[end] == UInt8(ascii: "\\"), bytes[end + 1] == UInt8(ascii: "u"),
               let low = UInt32(String(decoding: bytes[(end + 2)..<(end + 6)], as: UTF8.self), radix: 16), (0xDC00..<0xE000).contains(low),
               let pair = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) {
                // A UTF-16 surrogate pair, as JSON writes a character outside the BMP: `\ud83d\udc4d`.
                out.append(contentsOf: Array(String(Character(pair)).utf8))
                return end + 6
            }
            guard let scalar = Unicode.Scalar(code) else { return nil }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
            return end < bytes.count && bytes[end] == UInt8(ascii: "}") ? end + 1 : end
        default:
            out.append(e)
        }
        return index + 1
    }
}
