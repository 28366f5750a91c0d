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

    /// The table that finds the words, made once: a lexer keeps it at hand.
    static let table = SwiftWordTable(texts)

    /// The word `text` is, `none` for any other.
    static func of(_ text: String) -> SwiftWord {
        var text = text
        return text.withUTF8 { table.word($0) }
    }
}

/// Finds a `SwiftWord` from an identifier's bytes: its length and first byte pick the one
/// word it may be, then its bytes are compared.
struct SwiftWordTable: Sendable {
    /// By `first byte * 32 + length`: the word's raw value; 0 for none.
    private let slots: [UInt8]
    /// Every word's bytes, one after another, and where each starts (by raw value).
    private let bytes: [UInt8]
    private let starts: [Int]

    init(_ texts: [String]) {
        precondition(texts.count == SwiftWord.allCases.count)
        var slots = [UInt8](repeating: 0, count: 256 * 32)
        var bytes: [UInt8] = [], starts: [Int] = []
        for (raw, text) in texts.enumerated() {
            let spelled = Array(text.utf8)
            starts.append(bytes.count)
            bytes += spelled
            guard raw != 0 else { continue }
            precondition(spelled.count < 32 && slots[Int(spelled[0]) * 32 + spelled.count] == 0, "SwiftWord: '\(text)' shares its length and first byte")
            slots[Int(spelled[0]) * 32 + spelled.count] = UInt8(raw)
        }
        (self.slots, self.bytes, self.starts) = (slots, bytes, starts)
    }

    /// The word the bytes spell, `none` for any other identifier.
    @inline(__always) func word(_ b: UnsafeBufferPointer<UInt8>) -> SwiftWord {
        let count = b.count
        guard count > 1, count < 32 else { return .none }
        let raw = slots[Int(b[0]) &* 32 &+ count]
        guard raw != 0 else { return .none }
        let start = starts[Int(raw)]
        for k in 1..<count where b[k] != bytes[start + k] { return .none }
        return SwiftWord(rawValue: raw) ?? .none
    }
}

/// Whether a name starts with an uppercase letter, as `Character.isUppercase` says; an ASCII
/// first byte is read as a byte.
@inline(__always) func startsWithUppercase(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
    return text.first?.isUppercase == true
}

