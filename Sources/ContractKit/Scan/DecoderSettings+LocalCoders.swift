extension DecoderSettings {
    /// How far the look for a local coder's declaration and uses goes, in tokens each way: a
    /// function body longer than this is no real app's, and its setting is taken as no local's.
    static let localCoderReach = 20_000

    /// For a key strategy set on a coder a function declares (`let encoder = JSONEncoder()`,
    /// then `encoder.keyEncodingStrategy = .convertToSnakeCase`): the lines where that coder
    /// encodes or decodes (`encoder.encode(body)`) after the setting, in the block that
    /// declares it. Nil when the receiver is no local: a member (`self.encoder`, a type's
    /// static), a global, or a name declared nowhere the scan sees. `nameIndex` is the
    /// setting's name token (`keyEncodingStrategy`).
    static func localCoderUses(in tokens: [SwiftToken], settingAt nameIndex: Int) -> [Int]? {
        guard nameIndex >= 2, tokens[nameIndex - 1].isPunct("."), tokens[nameIndex - 2].kind == .identifier else { return nil }
        let receiverIndex = nameIndex - 2
        // `self.encoder.keyEncodingStrategy`, `Self.shared.encoder…`: a member.
        if receiverIndex >= 1, tokens[receiverIndex - 1].isPunct(".") { return nil }
        let receiver = tokens[receiverIndex].text
        guard let declaration = localDeclaration(of: receiver, in: tokens, before: receiverIndex) else { return nil }
        // Forward from the declaration to the `}` that closes its block, noting the uses after the setting.
        var lines: [Int] = []
        var depth = 0
        var j = declaration + 1
        while j < tokens.count, j - declaration < 2 * localCoderReach {
            let t = tokens[j]
            if t.isPunct("{") { depth += 1 } else if t.isPunct("}") {
                if depth == 0 { return lines }
                depth -= 1
            } else if t.kind == .identifier, t.hasText(receiver), !tokens[j - 1].isPunct("."), !(j + 1 < tokens.count && tokens[j + 1].isPunct(":")) {
                // `return decoder`, `self.decoder = decoder`, `send(with: encoder)`: the coder
                // leaves the block, and serves whatever its new holder codes.
                guard j + 1 < tokens.count, tokens[j + 1].isPunct(".") else { return nil }
                if j > nameIndex, j + 3 < tokens.count, tokens[j + 2].isWord("encode") || tokens[j + 2].isWord("decode"), tokens[j + 3].isPunct("(") {
                    lines.append(t.line)
                }
            }
            j += 1
        }
        return nil
    }

    /// `let name` or `var name` in the block that holds token `index` or one that holds that
    /// block, inside a function, closure or other body (not a type's, not the top level).
    static func localDeclaration(of name: String, in tokens: [SwiftToken], before index: Int) -> Int? {
        var depth = 0
        var k = index - 1
        var found: Int?
        while k >= 1, index - k < localCoderReach {
            let t = tokens[k]
            if t.isPunct("}") { depth += 1 } else if t.isPunct("{") {
                if depth > 0 { depth -= 1 } else if found != nil {
                    // The block that declares it: a type's body makes it a member.
                    return typeOpened(by: k, in: tokens) == nil ? found : nil
                } else if typeOpened(by: k, in: tokens) != nil { return nil }
            } else if found == nil, depth == 0, t.kind == .identifier, t.hasText(name), tokens[k - 1].isWord("let") || tokens[k - 1].isWord("var") {
                found = k
            }
            k -= 1
        }
        // Declared at the top level (a global), or too far back to tell.
        return nil
    }
}
