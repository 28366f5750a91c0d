/// A name a file declares with more than one type (`let payload = CreateIndexPayload(…)` in
/// one function, `let payload = UpdateIndexPayload(…)` in the next): an `encode(payload)`
/// encodes the one declared last before it, as Swift's scopes make it in a file written
/// function after function.
extension CodingUses {
    /// The type of the last declaration of `name` at or before `line`, over the file's parts.
    static func nearestDeclaredType(_ name: String, before line: Int, parts: [[SwiftToken]]) -> String? {
        var best: (line: Int, type: String)?
        for tokens in parts {
            for i in tokens.indices.dropLast(3) where tokens[i].kind == .identifier && tokens[i].line <= line {
                guard let type = declaredType(of: name, tokens, at: i) else { continue }
                if best.map({ tokens[i].line >= $0.line }) ?? true { best = (tokens[i].line, type) }
            }
        }
        return best?.type
    }

    /// The type a declaration at `i` gives `name`: `name: T`, or `let name = T(…)`.
    private static func declaredType(of name: String, _ tokens: [SwiftToken], at i: Int) -> String? {
        if tokens[i].hasText(name), tokens[i + 1].isPunct(":"), i == 0 || !tokens[i - 1].isPunct(".") {
            return typeText(tokens, from: i + 2)
        }
        guard tokens[i].hasText("let") || tokens[i].hasText("var"), tokens[i + 1].isWord(name), tokens[i + 2].isPunct("=") else { return nil }
        var j = i + 3
        while j < tokens.count, tokens[j].isWord("try") || tokens[j].isWord("await") { j += 1 }
        guard j + 1 < tokens.count, tokens[j].kind == .identifier, tokens[j].text.first?.isUppercase == true, tokens[j + 1].isPunct("(") else { return nil }
        return tokens[j].text
    }
}
