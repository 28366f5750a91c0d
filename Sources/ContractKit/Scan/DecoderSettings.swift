/// Finds the `JSONDecoder` settings in a file's tokens: `x.dateDecodingStrategy = .iso8601`,
/// `keyDecodingStrategy = .convertFromSnakeCase`, and a `JSONEncoder`'s
/// `keyEncodingStrategy = .convertToSnakeCase`, also written out in full
/// (`= JSONDecoder.DateDecodingStrategy.iso8601`). The audit reads them to judge a
/// contract string decoded as `Date`, and snake_case keys read without CodingKeys.
enum DecoderSettings {
    static let names: Set<String> = ["dateDecodingStrategy", "keyDecodingStrategy", "keyEncodingStrategy"]

    /// `candidates` are the indices of `=` tokens after a name of the right length, which
    /// the lexer notes as it goes (`SwiftSyntaxCheck.settingCandidates`).
    static func find(in tokens: [SwiftToken], at candidates: [Int]) -> [DecoderSetting] {
        var found: [DecoderSetting] = []
        for equals in candidates where names.contains(tokens[equals - 1].text) {
            // `= makeDateStrategy()`: the value the helper function returns.
            let from = value(in: tokens, after: equals) == nil ? returnedValueStart(in: tokens, ofCallAfter: equals) : equals
            guard let from, let value = value(in: tokens, after: from) else { continue }
            var setting = DecoderSetting(name: tokens[equals - 1].text, value: value, line: tokens[equals - 1].line)
            setting.enclosingType = enclosingType(in: tokens, before: equals)
            if value == "custom", closureDecodesNumber(tokens, after: from) { setting.closureReadsNumber = true }
            if setting.name != "dateDecodingStrategy" { setting.localUses = localCoderUses(in: tokens, settingAt: equals - 1) }
            found.append(setting)
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

    /// For `= makeStrategy()` (or `self.`/`Self.makeStrategy()`) at `equals`: the index just
    /// before the value the same file's `func makeStrategy` returns (its `return`, or the `{`
    /// of a body that is one expression), so `value(in:after:)` reads it. Nil for anything else.
    static func returnedValueStart(in tokens: [SwiftToken], ofCallAfter equals: Int) -> Int? {
        var j = equals + 1
        while j + 1 < tokens.count, tokens[j].isWord("self") || tokens[j].isWord("Self"), tokens[j + 1].isPunct(".") { j += 2 }
        guard j + 2 < tokens.count, tokens[j].kind == .identifier, tokens[j + 1].isPunct("("), tokens[j + 2].isPunct(")") else { return nil }
        let name = tokens[j].text
        // Asked only for a setting made by a call: a rare form, so the file's tokens are searched here.
        guard let declared = tokens.indices.first(where: { k in k >= 1 && tokens[k - 1].isWord("func") && tokens[k].hasText(name) }) else { return nil }
        var k = declared + 1
        while k < tokens.count, !tokens[k].isPunct("{") { k += 1 }
        guard k + 1 < tokens.count else { return nil }
        let open = k
        var depth = 0
        while k < tokens.count {
            if tokens[k].isPunct("{") { depth += 1 } else if tokens[k].isPunct("}") { depth -= 1; if depth == 0 { break } }
            if depth == 1, tokens[k].isWord("return") { return k }
            k += 1
        }
        return open
    }

    static let numberTypes: Set<String> = ["Double", "Int", "Int64", "Int32", "UInt64", "Float", "TimeInterval", "Decimal"]

    /// Whether the closure of `= .custom { … }` after `equals` decodes a number (`decode(Double.self)`).
    static func closureDecodesNumber(_ tokens: [SwiftToken], after equals: Int) -> Bool {
        var j = equals + 1
        while j < tokens.count, !tokens[j].isPunct("{"), j - equals < 16 { j += 1 }
        guard j < tokens.count, tokens[j].isPunct("{") else { return false }
        var depth = 0
        while j + 2 < tokens.count {
            let t = tokens[j]
            if t.isPunct("{") { depth += 1 } else if t.isPunct("}") {
                depth -= 1
                if depth == 0 { return false }
            } else if t.kind == .identifier, numberTypes.contains(t.text), tokens[j + 1].isPunct("."), tokens[j + 2].isWord("self") {
                return true
            }
            j += 1
        }
        return false
    }

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor"]
    /// Words that open a block that is no type's: a function's, a property's, a closure's.
    static let otherBlockWords: Set<String> = ["func", "init", "var", "let", "in", "if", "else", "guard", "for", "while", "do", "switch", "case", "return"]

    /// The innermost type (or extension) whose body holds token `index`: `OrderDTO` for the
    /// settings of `struct OrderDTO { static let decoder: JSONDecoder = { … }() }`.
    static func enclosingType(in tokens: [SwiftToken], before index: Int) -> String? {
        var depth = 0
        var k = index - 1
        while k >= 0 {
            defer { k -= 1 }
            if tokens[k].isPunct("}") { depth += 1; continue }
            guard tokens[k].isPunct("{") else { continue }
            if depth > 0 { depth -= 1; continue }
            if let name = typeOpened(by: k, in: tokens) { return name }
        }
        return nil
    }

    /// The type (or extension) whose body the `{` at `brace` opens, by the last component of
    /// its name: the tokens before it, back to a keyword, say what it opens. Nil for any other block.
    static func typeOpened(by brace: Int, in tokens: [SwiftToken]) -> String? {
        var j = brace - 1
        while j >= 0, brace - j < 64 {
            let t = tokens[j]
            if t.isPunct("{") || t.isPunct("}") || t.isPunct("=") || t.isPunct(")") || t.isPunct(";") { return nil }
            if t.kind == .identifier, otherBlockWords.contains(t.text) { return nil }
            if t.kind == .identifier, typeKeywords.contains(t.text), j + 1 < brace, tokens[j + 1].kind == .identifier {
                var name = tokens[j + 1].text
                var m = j + 2
                while m + 1 < brace, tokens[m].isPunct("."), tokens[m + 1].kind == .identifier { name = tokens[m + 1].text; m += 2 }
                return name
            }
            j -= 1
        }
        return nil
    }
}
