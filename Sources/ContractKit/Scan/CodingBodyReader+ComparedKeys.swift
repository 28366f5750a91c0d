/// Reads through keys the decoder walks rather than names:
/// ```swift
/// for key in container.allKeys {
///     if key.stringValue == "chapters" {
///         chapters = try container.decode([String: Chapter].self, forKey: key)
///     } else if key.stringValue == "volume" {
///         volume = try container.decode(String.self, forKey: DynamicKeys(stringValue: key.stringValue)!)
///     }
/// }
/// ```
/// The key is computed, but the `if` around the read says which one it is: the literal its
/// `stringValue` is compared with.
extension CodingBodyReader {
    /// The string literal that an `if` enclosing the call at `i` compares some key's
    /// `stringValue` with (`if key.stringValue == "chapters" {`), nearest first.
    func comparedKeyLiteral(callAt i: Int) -> String? {
        firstEnclosingBlock(of: i) { stringValueComparison(beforeBlockOpenedAt: $0) }
    }

    /// The first answer `check` gives for the `{` of a block enclosing the token at `i`, nearest first.
    func firstEnclosingBlock<T>(of i: Int, _ check: (Int) -> T?) -> T? {
        var level = 0
        var j = i - 1
        while j >= 0 {
            if body[j].isPunct("}") {
                level += 1
            } else if body[j].isPunct("{") {
                if level > 0 {
                    level -= 1
                } else if let answer = check(j) {
                    return answer
                }
            }
            j -= 1
        }
        return nil
    }

    /// `"chapters"` in the condition `if key.stringValue == "chapters"` before the brace at `open`.
    private func stringValueComparison(beforeBlockOpenedAt open: Int) -> String? {
        var k = open - 1
        // `==` is two `=` tokens.
        while k >= 3, !body[k].isPunct("{"), !body[k].isPunct("}") {
            if body[k].kind == .string, body[k - 1].isPunct("="), body[k - 2].isPunct("="), body[k - 3].isWord("stringValue") { return body[k].text }
            if body[k].isWord("if") { return nil }
            k -= 1
        }
        return nil
    }

    /// A loop over `allKeys` (or a key computed at run time) is no partial reading when every read
    /// in the body names its key, directly or by the comparison around it: the loop reads those
    /// keys, when present, and passes over the rest.
    static func dropWalkedKeys(_ partial: inout [String], reads: [ScannedDecoder.Read]) {
        guard !reads.isEmpty, reads.allSatisfy({ !$0.key.isEmpty && ($0.literalKey || $0.key != "stringValue") }) else { return }
        partial.removeAll { $0 == "a loop over allKeys" || $0 == "a key computed at run time" }
    }
}
