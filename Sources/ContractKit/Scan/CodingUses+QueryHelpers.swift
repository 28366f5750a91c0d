/// A function that wraps `URLQueryItem` (`static func append(_ items: inout [URLQueryItem],
/// name: String, value: String?) { items.append(URLQueryItem(name: name, value: value)) }`):
/// each call of it with a literal (`append(&items, name: "pageSize", value: p.pageSize)`)
/// sends that key in a URL's query, as `URLQueryItem(name: "pageSize", …)` does. Calls are
/// read in the run of tokens that declares the helper (a file, or a large file's part).
extension CodingUses {
    /// For `URLQueryItem(name: key, …)` inside a function whose parameter `key` it is: the
    /// function's name and that parameter's label (nil for an unlabelled `_ key`).
    static func queryHelper(_ tokens: [SwiftToken], nameAt i: Int, function: (name: String, at: Int)?) -> (name: String, label: String)? {
        guard let function, i + 1 < tokens.count, tokens[i].kind == .identifier,
              tokens[i + 1].isPunct(",") || tokens[i + 1].isPunct(")"),
              let label = parameterLabel(tokens, funcIndex: function.at, named: tokens[i].text) else { return nil }
        return (function.name, label)
    }

    /// The label of the parameter named `name` in the signature of the `func` at `funcIndex`.
    static func parameterLabel(_ tokens: [SwiftToken], funcIndex: Int, named name: String) -> String? {
        var j = funcIndex + 2
        // `func append<T>(…)`: past the generic parameters.
        if j < tokens.count, tokens[j].isPunct("<") {
            var angles = 0
            while j < tokens.count {
                if tokens[j].isPunct("<") { angles += 1 } else if tokens[j].isPunct(">") { angles -= 1; if angles == 0 { j += 1; break } }
                j += 1
            }
        }
        guard j < tokens.count, tokens[j].isPunct("(") else { return nil }
        var depth = 0
        var k = j
        while k + 2 < tokens.count {
            let t = tokens[k]
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("<") { depth += 1 } else if t.isPunct(")") || t.isPunct("]") || t.isPunct(">") {
                depth -= 1
                if depth == 0 { return nil }
            } else if depth == 1, t.kind == .identifier, tokens[k - 1].isPunct("(") || tokens[k - 1].isPunct(",") {
                // `label name: Type` or `name: Type`.
                if tokens[k + 1].kind == .identifier, tokens[k + 2].isPunct(":"), tokens[k + 1].text == name { return t.text == "_" ? nil : t.text }
                if tokens[k + 1].isPunct(":"), t.text == name { return name }
            }
            k += 1
        }
        return nil
    }

    /// The keys each call of a query helper sends: the string literal given to its label.
    static func queryHelperCalls(_ tokens: [SwiftToken], helpers: [String: Set<String>]) -> [CodingUse] {
        var uses: [CodingUse] = []
        var i = 1
        while i + 1 < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, let labels = helpers[tokens[i].text], tokens[i + 1].isPunct("("), !tokens[i - 1].isWord("func") else { continue }
            var depth = 0
            var k = i + 1
            while k + 2 < tokens.count {
                let t = tokens[k]
                if t.isPunct("(") || t.isPunct("[") { depth += 1 } else if t.isPunct(")") || t.isPunct("]") {
                    depth -= 1
                    if depth == 0 { break }
                } else if depth == 1, t.kind == .identifier, labels.contains(t.text), tokens[k + 1].isPunct(":"), tokens[k + 2].kind == .string {
                    uses.append(CodingUse(kind: .queryItem, type: tokens[k + 2].text, line: tokens[k + 2].line))
                }
                k += 1
            }
        }
        return uses
    }
}
