/// A function that hands its caller a result through a completion, and passes that
/// completion on: in
/// ```swift
/// func getPagination(_ completion: @escaping (Result<Pagination, Error>) -> Void) {
///     getSetting(key: "pagination", completion: completion)
/// }
/// ```
/// `getSetting` gives `completion` a `Pagination`, so a `getSetting<T>` that decodes its `T`
/// decodes a `Pagination` here: a typed result of that call, as `let p: Pagination = getSetting(…)` is.
/// A generic callback alias (`typealias SuccessCallback<T> = (T) -> Void`, spelled
/// `success: SuccessCallback<ExchangeInfo>`) hands its argument over the same way.
extension CodingUses {
    /// The typed results of the calls in the function at `funcIndex` that receive one of its
    /// `Result<T, …>` completions.
    static func completionResults(_ tokens: [SwiftToken], at funcIndex: Int) -> [CodingUse] {
        guard funcIndex + 2 < tokens.count, tokens[funcIndex + 1].kind == .identifier else { return [] }
        // The parameters up to the body: each `name: … Result<T, …> …` is a completion of T.
        var completions: [String: String] = [:]
        var j = funcIndex + 2
        var parameter: String?
        var depth = 0
        while j + 2 < tokens.count, !(tokens[j].isPunct("{") && depth <= 1) {
            let t = tokens[j]
            if t.isPunct("(") { depth += 1 } else if t.isPunct(")") { depth -= 1 }
            if t.kind == .identifier, t.hasText("func") || t.hasText("var") || t.hasText("let") { return [] }
            // `_ completion:` or `completion:` at the parameter list's own level.
            if depth == 1, t.kind == .identifier, tokens[j + 1].isPunct(":"), !t.hasText("_") { parameter = t.text }
            // `<` asked first: most words of a signature are no generic type's.
            if tokens[j + 1].isPunct("<"), t.isWord("Result") || isCallbackAlias(t), let name = parameter, let (type, _) = typeSpan(tokens, from: j + 2) {
                let simple = type.split(separator: ",").first.map(String.init) ?? type
                if simple.first?.isUppercase == true || simple.first == "[" { completions[name] = simple }
            }
            j += 1
        }
        guard !completions.isEmpty, j < tokens.count, tokens[j].isPunct("{") else { return [] }
        // The body: a call that takes a completion as an argument (`completion: completion`, `(completion)`).
        var uses: [CodingUse] = []
        var level = 0
        var k = j
        while k < tokens.count {
            if tokens[k].isPunct("{") { level += 1 } else if tokens[k].isPunct("}") {
                level -= 1
                if level == 0 { break }
            } else if tokens[k].kind == .identifier, let type = completions[tokens[k].text], k + 1 < tokens.count,
                      tokens[k + 1].isPunct(")") || tokens[k + 1].isPunct(","), tokens[k - 1].isPunct(":") || tokens[k - 1].isPunct("(") || tokens[k - 1].isPunct(","),
                      let callee = enclosingCallee(tokens, argumentAt: k) {
                uses.append(CodingUse(kind: .typedResult, callee: callee, type: type, line: tokens[k].line))
            }
            k += 1
        }
        return uses
    }

    /// The name of the call whose argument list holds the token at `index`.
    private static func enclosingCallee(_ tokens: [SwiftToken], argumentAt index: Int) -> String? {
        var depth = 0
        var j = index - 1
        while j >= 1 {
            if tokens[j].isPunct(")") { depth += 1 } else if tokens[j].isPunct("(") {
                if depth == 0 { return tokens[j - 1].kind == .identifier ? tokens[j - 1].text : nil }
                depth -= 1
            } else if tokens[j].isPunct("{") || tokens[j].isPunct("}") { return nil }
            j -= 1
        }
        return nil
    }

    /// A generic callback type by its name, as Swift code spells one: `SuccessCallback<T>`,
    /// `CompletionHandler<T>`, `ResponseCompletion<T>`.
    static func isCallbackAlias(_ token: SwiftToken) -> Bool {
        guard token.kind == .identifier, startsWithUppercase(token.text) else { return false }
        return callbackSuffixes.contains { token.text.hasSuffix($0) }
    }

    static let callbackSuffixes = ["Callback", "Completion", "Handler", "Closure"]
}
