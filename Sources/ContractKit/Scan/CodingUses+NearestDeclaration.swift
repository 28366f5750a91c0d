/// A name a file declares with more than one type (`let payload = CreateIndexPayload(…)` in
/// one function, `let payload = UpdateIndexPayload(…)` in the next): an `encode(payload)`
/// encodes the one declared last before it, as Swift's scopes make it in a file written
/// function after function.
extension CodingUses {
    /// Every declaration of each of `names` over the file's parts, in file order: one walk
    /// however many `encode(…)` calls ask (a mapper file has thousands).
    static func declarations(of names: Set<String>, parts: [[SwiftToken]]) -> [String: [(line: Int, type: String)]] {
        var found: [String: [(line: Int, type: String)]] = [:]
        guard !names.isEmpty else { return found }
        for tokens in parts {
            for i in tokens.indices.dropLast(3) where tokens[i].kind == .identifier {
                // `name: T` at `name`; `let name = T(…)` at `let`.
                let name = names.contains(tokens[i].text) ? tokens[i].text
                    : (tokens[i].hasText("let") || tokens[i].hasText("var")) && names.contains(tokens[i + 1].text) ? tokens[i + 1].text : nil
                guard let name, let type = declaredType(of: name, tokens, at: i) else { continue }
                found[name, default: []].append((tokens[i].line, type))
            }
        }
        return found
    }

    /// The type of the last of `declarations` (in file order) at or before `line`.
    static func nearestDeclaredType(_ declarations: [(line: Int, type: String)], before line: Int) -> String? {
        var low = 0, high = declarations.count
        while low < high {
            let mid = (low + high) / 2
            if declarations[mid].line <= line { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : declarations[low - 1].type
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
