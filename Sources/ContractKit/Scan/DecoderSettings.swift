/// Finds the `JSONDecoder` settings in a file's tokens: `x.dateDecodingStrategy = .iso8601`,
/// `keyDecodingStrategy = .convertFromSnakeCase`, also written out in full
/// (`= JSONDecoder.DateDecodingStrategy.iso8601`). The audit reads them to judge a
/// contract string decoded as `Date`, and snake_case keys read without CodingKeys.
enum DecoderSettings {
    static let names: Set<String> = ["dateDecodingStrategy", "keyDecodingStrategy"]

    /// `candidates` are the indices of `=` tokens after a name of the right length, which
    /// the lexer notes as it goes (`SwiftSyntaxCheck.settingCandidates`).
    static func find(in tokens: [SwiftToken], at candidates: [Int]) -> [DecoderSetting] {
        var found: [DecoderSetting] = []
        for equals in candidates where names.contains(tokens[equals - 1].text) {
            if let value = value(in: tokens, after: equals) {
                found.append(DecoderSetting(name: tokens[equals - 1].text, value: value, line: tokens[equals - 1].line))
            }
        }
        return found
    }

    /// The last name of the dotted value after the `=` at `equals`: `.iso8601`,
    /// `JSONDecoder.DateDecodingStrategy.custom`.
    static func value(in tokens: [SwiftToken], after equals: Int) -> String? {
        var j = equals + 1
        var value: String?
        while j + 1 < tokens.count, !tokens[j + 1].newlineBefore || tokens[j + 1].isPunct(".") {
            if tokens[j].isPunct("."), tokens[j + 1].kind == .identifier { value = tokens[j + 1].text }
            if !(tokens[j].isPunct(".") || tokens[j].kind == .identifier) { break }
            j += 1
        }
        return value
    }
}
