/// A typed result through a function's return type: an API wrapper that hands a generic
/// helper's result straight back (`func movies() async throws -> [Movie] { try await
/// request(endpoint: "movie") }`, or `return try await request(…)` after a few statements)
/// makes Swift infer the helper's `T` from its own return type, as `let m: [Movie] = try
/// await request(…)` does. Whether the callee is one of the app's decode helpers is asked
/// later, as for every typed result.
extension CodingUses {
    /// The typed results a non-generic function's body returns from a call, with the function's return type.
    static func returnedResults(_ tokens: [SwiftToken], at funcIndex: Int) -> [CodingUse] {
        guard let (type, open) = returnTypeAndBody(tokens, at: funcIndex) else { return [] }
        var uses: [CodingUse] = []
        // The single expression an implicit return gives back: its call closes the body.
        if let (callee, close) = call(tokens, from: open + 1), close + 1 < tokens.count, tokens[close + 1].isPunct("}") {
            uses.append(CodingUse(kind: .typedResult, callee: callee, type: type, line: tokens[open + 1].line))
            uses[uses.count - 1].function = tokens[funcIndex + 1].text
        }
        // `return try await request(…)` at the body's own depth (a closure's `return` is its own).
        var depth = 0
        var j = open
        while j < tokens.count {
            let t = tokens[j]
            if t.isPunct("{") { depth += 1 } else if t.isPunct("}") {
                depth -= 1
                if depth == 0 { break }
            } else if depth == 1, t.kind == .identifier, t.text == "return", let (callee, _) = call(tokens, from: j + 1) {
                uses.append(CodingUse(kind: .typedResult, callee: callee, type: type, line: t.line))
                uses[uses.count - 1].function = tokens[funcIndex + 1].text
            }
            j += 1
        }
        return uses
    }

    /// `func name(…) async throws -> Type {`: the return type's text and the body's `{`.
    /// Generic functions are the helpers' own business; `-> Void` and `-> Bool` return no payload.
    static func returnTypeAndBody(_ tokens: [SwiftToken], at funcIndex: Int) -> (String, Int)? {
        guard funcIndex + 2 < tokens.count, tokens[funcIndex + 1].kind == .identifier, tokens[funcIndex + 2].isPunct("(") else { return nil }
        var j = funcIndex + 2
        var parens = 0
        while j < tokens.count {
            let t = tokens[j]
            if t.isPunct("(") { parens += 1 } else if t.isPunct(")") { parens -= 1 }
            else if parens == 0, t.isPunct(text: "->") { break }
            else if parens == 0, t.isPunct("{") || (t.kind == .identifier && ["func", "var", "let", "where"].contains(t.text)) { return nil }
            j += 1
        }
        guard j + 1 < tokens.count, let (type, end) = typeSpan(tokens, from: j + 1), end < tokens.count, tokens[end].isPunct("{") else { return nil }
        return (type, end)
    }

    /// `try await api.request(…)` from `start`: the called name and the index of its closing `)`.
    static func call(_ tokens: [SwiftToken], from start: Int) -> (String, Int)? {
        var j = start
        while j < tokens.count, tokens[j].kind == .identifier, tokens[j].text == "try" || tokens[j].text == "await" {
            j += 1
            if j < tokens.count, tokens[j].isPunct("?") || tokens[j].isPunct("!") { j += 1 }
        }
        var callee: String?
        while j + 1 < tokens.count, tokens[j].kind == .identifier {
            callee = tokens[j].text
            if tokens[j + 1].isPunct(".") { j += 2 } else { break }
        }
        guard let callee, j + 1 < tokens.count, tokens[j + 1].isPunct("(") else { return nil }
        var depth = 0
        var k = j + 1
        while k < tokens.count {
            if tokens[k].isPunct("(") { depth += 1 } else if tokens[k].isPunct(")") {
                depth -= 1
                if depth == 0 { return (callee, k) }
            }
            k += 1
        }
        return nil
    }
}
