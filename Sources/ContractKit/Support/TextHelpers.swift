/// Small text helpers every stage uses.

/// `WorkDTO.BoundingBox` → `BoundingBox`.
func lastComponent(_ name: String) -> String {
    // Searched backwards over the bytes in place (the generic `lastIndex(of:)` walks the
    // UTF-8 view index by index): every type name of the audit comes through here.
    var text = name
    return text.withUTF8 { bytes in
        var i = bytes.count
        while i > 0 {
            i -= 1
            if bytes[i] == UInt8(ascii: ".") { return String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)...]), as: UTF8.self) }
        }
        return name
    }
}

/// `boundingBox` → `BoundingBox`.
func upperFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

/// `42` rather than `42.0` for whole numbers.
func formatNumber(_ n: Double) -> String {
    if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
    return String(n)
}

extension StringProtocol {
    /// Whether the text's UTF-8 holds `byte`, read in place: the generic `utf8.contains` walks
    /// the view index by index, and the audit asks this of every type and key name.
    @inline(__always) func hasByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}

extension Array where Element == UInt8 {
    /// Appends a string's UTF-8 bytes in one copy, where `+= s.utf8` walks them one at a
    /// time: a large app's report appends hundreds of thousands of table cells.
    @inline(__always) mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
