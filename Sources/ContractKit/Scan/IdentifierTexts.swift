/// The texts of one file's identifiers, each spelling made into a `String` once: a file
/// repeats its few hundred names (`let`, `String`, `container`, a type's name) tens of
/// thousands of times, and decoding each from UTF-8 again cost more than the rest of the
/// lexer. A table of recent spellings, by a hash of their first and last eight bytes; a
/// spelling that finds another in its slot replaces it, so the table never grows.
struct IdentifierTexts {
    private struct Entry {
        /// The first eight bytes (fewer, zero-padded, for a short name), the first lowest.
        var head: UInt64 = 0
        /// The last eight bytes of a name longer than eight; 0 otherwise.
        var tail: UInt64 = 0
        /// The name's length in bytes; 0 for an empty slot.
        var count = 0
        /// Where the name was first seen in the file's bytes, to compare a long name whole.
        var start = 0
        var text = ""
    }

    private var entries: [Entry]
    private let mask: Int

    /// A table sized to the source: a small file fills few slots.
    init(sourceBytes: Int) {
        var size = 64
        while size < 4096 && size * 16 < sourceBytes { size *= 2 }
        entries = Array(repeating: Entry(), count: size)
        mask = size - 1
    }

    /// The text of the identifier `count` bytes long at `start` of `b` (the whole file, so
    /// `start` stays valid for the file's later names), whose `head` and `tail` the caller
    /// read (`SwiftWord.head`, `SwiftWord.tail`).
    @inline(__always) mutating func text(_ b: UnsafeBufferPointer<UInt8>, at start: Int, count: Int, head: UInt64, tail: UInt64) -> String {
        let hash = (head ^ (tail &<< 7) ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15
        let slot = Int(truncatingIfNeeded: hash >> 52) & mask
        // Up to 16 bytes, the head and tail cover the whole name; past that, the middle is compared too.
        if entries[slot].count == count && entries[slot].head == head && entries[slot].tail == tail
            && (count <= 16 || Self.sameBytes(b, start, entries[slot].start, count)) {
            return entries[slot].text
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<start + count]), as: UTF8.self)
        entries[slot] = Entry(head: head, tail: tail, count: count, start: start, text: text)
        return text
    }

    private static func sameBytes(_ b: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int, _ count: Int) -> Bool {
        for k in 8..<(count - 8) where b[x + k] != b[y + k] { return false }
        return true
    }
}
