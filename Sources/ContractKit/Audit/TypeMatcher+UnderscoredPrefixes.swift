/// A name's first word, the prefix that types of one module may share (`namespaceStripped`,
/// `contractStripped`). Some apps end that prefix with an underscore (`RAWG_GameDetails`,
/// `RAWG_GamePlatform`): the prefix is the word and the underscore, stripped as any shared
/// leading word is.
extension TypeMatcher {
    /// A first word of two letters or more, all capitals or capitalized, that an underscore ends
    /// before another capital starts a word: the word and the underscore (`RAWG_`). Nil otherwise.
    static func underscoredFirstWord(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func upper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        func lower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
        guard let end = bytes.firstIndex(of: UInt8(ascii: "_")), end >= 2, end + 2 < bytes.count, upper(bytes[end + 1]) else { return nil }
        let word = bytes[1..<end]
        // All capitals (`RAWG`) or one capital and lower-case letters (`Rawg`): one word, not `GameDetails_`.
        guard word.allSatisfy(upper) || word.allSatisfy(lower) else { return nil }
        return String(decoding: bytes[...end], as: UTF8.self)
    }

    /// The first word, read as bytes: up to the second capital letter (`Toot` of `TootRole`),
    /// or an acronym's capitals but the last (`XX` of `XXGenerateRequestData`), or a word and its underscore (`RAWG_`).
    static func firstWord(_ name: String) -> String? {
        // Read in place: every Codable type's name comes through here.
        var name = name
        return name.withUTF8 { firstWord(bytes: $0) }
    }

    static func firstWord(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func upper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        guard bytes.count > 2, upper(bytes[0]) else { return nil }
        if let word = underscoredFirstWord(bytes) { return word }
        if upper(bytes[1]) {
            var end = 1
            while end < bytes.count, upper(bytes[end]) { end += 1 }
            // `XXGenerate`: the run's last capital starts the next word.
            guard end < bytes.count, end >= 3 || (end == 2 && bytes.count > 3) else { return nil }
            return String(decoding: bytes[..<(end - 1)], as: UTF8.self)
        }
        guard let second = bytes.dropFirst().firstIndex(where: upper) else { return nil }
        return String(decoding: bytes[..<second], as: UTF8.self)
    }
}
