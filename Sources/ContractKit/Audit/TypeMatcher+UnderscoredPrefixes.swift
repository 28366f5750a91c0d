/// Some apps end the prefix their types share with an underscore (`RAWG_GameDetails`,
/// `RAWG_GamePlatform`): the prefix is the word and the underscore, stripped as any shared
/// leading word is (`namespaceStripped`, `contractStripped`).
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
}
