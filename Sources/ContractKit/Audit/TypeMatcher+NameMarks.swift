/// Marks a name may carry that say nothing of what it names: an API version at its end, or a
/// namespace's lower-case letter at its start. `stems` reads each name without them too.
extension TypeMatcher {
    /// A name that ends in an API version after a lower-case letter (`InstanceV2`): the name without it.
    static func withoutVersionSuffix(_ name: String) -> String? {
        // Nearly every name ends in a letter: asked of every type, it costs no copy then.
        guard let last = name.utf8.last, last >= UInt8(ascii: "0"), last <= UInt8(ascii: "9") else { return nil }
        let bytes = Array(name.utf8)
        var i = bytes.count
        while i > 0, bytes[i - 1] >= UInt8(ascii: "0"), bytes[i - 1] <= UInt8(ascii: "9") { i -= 1 }
        guard i < bytes.count, i >= 3, bytes[i - 1] == UInt8(ascii: "V"), bytes[i - 2] >= UInt8(ascii: "a"), bytes[i - 2] <= UInt8(ascii: "z") else { return nil }
        return String(decoding: bytes[..<(i - 1)], as: UTF8.self)
    }

    /// A type name that starts with one lower-case letter before a capitalized word, the mark
    /// some apps put on every type of a namespace (`mImageContent` inside `extension Matrix`,
    /// `kVideoInfo`): the name without it. Not an acronym's first letter (`iOSVersion`).
    static func withoutLowercaseMark(_ name: String) -> String? {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), let third = bytes.next(),
              first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"),
              second >= UInt8(ascii: "A") && second <= UInt8(ascii: "Z"),
              third >= UInt8(ascii: "a") && third <= UInt8(ascii: "z") else { return nil }
        return String(name.dropFirst())
    }
}
