/// The few words a token pass acts on, found by a word's length and first byte before one
/// string comparison: the passes over every token ask of each identifier, and a `switch` on
/// its text compares it with each word in turn.
///
/// No two of the words may share both their length and their first byte.
struct ScanWords<Word: RawRepresentable & CaseIterable & Sendable>: Sendable where Word.RawValue == String {
    /// By `first byte * 32 + length`: the word's index in `words`, plus one; 0 for none.
    private let slots: [UInt8]
    private let words: [Word]

    init() {
        words = Array(Word.allCases)
        var slots = [UInt8](repeating: 0, count: 256 * 32)
        for (index, word) in words.enumerated() {
            let bytes = word.rawValue.utf8
            precondition(bytes.count < 32 && slots[Int(bytes.first!) * 32 + bytes.count] == 0, "ScanWords: '\(word.rawValue)' shares its length and first byte")
            slots[Int(bytes.first!) * 32 + bytes.count] = UInt8(index + 1)
        }
        self.slots = slots
    }

    /// The word `text` is, if it is one of them.
    @inline(__always) func match(_ text: String) -> Word? {
        let bytes = text.utf8
        let count = bytes.count
        guard count < 32, let first = bytes.first else { return nil }
        let slot = slots[Int(first) * 32 + count]
        guard slot != 0 else { return nil }
        let word = words[Int(slot) - 1]
        return text == word.rawValue ? word : nil
    }
}

/// Whether a name starts with an uppercase letter, as `Character.isUppercase` says; an ASCII
/// first byte is read as a byte.
@inline(__always) func startsWithUppercase(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
    return text.first?.isUppercase == true
}
