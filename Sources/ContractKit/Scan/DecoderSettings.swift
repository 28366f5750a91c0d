/// Finds the `JSONDecoder` settings in a file's tokens: `x.dateDecodingStrategy = .iso8601`,
/// `keyDecodingStrategy = .convertFromSnakeCase`, also written out in full
/// (`= JSONDecoder.DateDecodingStrategy.iso8601`). The audit reads them to judge a
/// contract string decoded as `Date`, and snake_case keys read without CodingKeys.
enum DecoderSettings {
    static let names: Set<String> = ["dateDecodingStrategy", "keyDecodingStrategy"]

    static func find(in tokens: [SwiftToken]) -> [DecoderSetting] {
        var found: [DecoderSetting] = []
        for i in tokens.indices where tokens[i].kind == .identifier && names.contains(tokens[i].text) {
            guard i + 2 < tokens.count, tokens[i + 1].isPunct("=") else { continue }
            // The last name of the dotted value: `.iso8601`, `JSONDecoder.DateDecodingStrategy.custom`.
            var j = i + 2
            var value: String?
            while j + 1 < tokens.count, !tokens[j + 1].newlineBefore || tokens[j + 1].isPunct(".") {
                if tokens[j].isPunct("."), tokens[j + 1].kind == .identifier { value = tokens[j + 1].text }
                if !(tokens[j].isPunct(".") || tokens[j].kind == .identifier) { break }
                j += 1
            }
            if let value { found.append(DecoderSetting(name: tokens[i].text, value: value, line: tokens[i].line)) }
        }
        return found
    }
}
