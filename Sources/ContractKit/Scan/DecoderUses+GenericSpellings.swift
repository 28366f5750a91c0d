/// Generic types spelled with their arguments outside any declaration the scanner reads for
/// types: a return type (`-> APIRequest<Page<User>>`), a constructor call (`APIRequest<Page<User>>(…)`),
/// a cast. They say which instances of the app's generic structs it decodes (`TypeMatcher+GenericEnvelopes`).
extension DecoderUses {
    /// The longest capitalized name at `i` followed by balanced `<…>`, each text once per file.
    mutating func genericSpelling(at i: Int) {
        guard let first = tokens[i].text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return }
        // Part of a dotted name already recorded from its start (`Swift.Array<…>`) or a comparison's right side.
        if i > 0, tokens[i - 1].isPunct(".") { return }
        guard let (text, _) = CodingUses.typeSpan(tokens, from: i), text.hasByte(UInt8(ascii: ">")) else { return }
        genericSpellings.insert(text)
    }
}
