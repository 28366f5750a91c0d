/// The few words the passes over every token act on (`DecoderUses`, `CodingUses`),
/// recognised once, as the lexer makes each identifier, from its bytes: each pass then
/// switches on a byte in the token instead of looking at the text of every identifier.
///
/// No two of the words may share both their length and their first byte.
enum SwiftWord: UInt8, CaseIterable, Sendable {
    case none = 0
    case `struct`, `class`, `enum`, actor, `extension`, `protocol`, `func`, initializer, `let`, `var`, selfWord, `as`,
         JSONDecoder, keyDecodingStrategy, dateDecodingStrategy, decode, encode

    /// The word's text; empty for `none`.
    var text: String { Self.texts[Int(rawValue)] }

    private static let texts = ["", "struct", "class", "enum", "actor", "extension", "protocol", "func", "init", "let", "var", "self", "as",
                                "JSONDecoder", "keyDecodingStrategy", "dateDecodingStrategy", "decode", "encode"]

    /// By `first byte * 32 + length`: the word's raw value; 0 for none.
    private static let slots: [UInt8] = {
        precondition(texts.count == allCases.count)
        var slots = [UInt8](repeating: 0, count: 256 * 32)
        for word in allCases where word != .none {
            let bytes = Array(word.text.utf8)
            precondition(bytes.count < 32 && slots[Int(bytes[0]) * 32 + bytes.count] == 0, "SwiftWord: '\(word.text)' shares its length and first byte")
            slots[Int(bytes[0]) * 32 + bytes.count] = word.rawValue
        }
        return slots
    }()

    private static let bytes: [[UInt8]] = texts.map { Array($0.utf8) }

    /// The word the bytes spell, `none` for any other identifier.
    @inline(__always) static func of(_ b: UnsafeBufferPointer<UInt8>) -> SwiftWord {
        let count = b.count
        guard count > 1, count < 32 else { return .none }
        let raw = slots[Int(b[0]) * 32 + count]
        guard raw != 0 else { return .none }
        let expected = bytes[Int(raw)]
        for k in 1..<count where b[k] != expected[k] { return .none }
        return SwiftWord(rawValue: raw)!
    }

    /// The word `text` is, `none` for any other.
    static func of(_ text: String) -> SwiftWord {
        var text = text
        return text.withUTF8 { of($0) }
    }
}

/// Whether a name starts with an uppercase letter, as `Character.isUppercase` says; an ASCII
/// first byte is read as a byte.
@inline(__always) func startsWithUppercase(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
    return text.first?.isUppercase == true
}
