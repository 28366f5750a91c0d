/// What a function or method signature says about direction: `(req: A) => Promise<B>` sends
/// an `A` and receives a `B`. The audit reads these to tell a contract's requests from its
/// responses; the signature itself is skipped as before.
extension TSParser {
    /// Wrappers a return type is read through: `Promise<B>`, `Observable<B[]>`.
    static let signatureWrappers: Set<String> = ["Promise", "PromiseLike", "Observable", "Array", "ReadonlyArray", "AsyncIterable", "AsyncGenerator", "Partial", "Readonly"]

    /// Records the signature that starts at the current token (`<T>(…): R` or `(…): R`)
    /// without consuming it.
    mutating func recordSignature(reach: SignatureSyntax.Reach = .public) { recordSignature(from: position, reach: reach) }

    /// `function name<T>(…): R` and `async function …` at the current statement.
    mutating func recordFunctionStatement(exported: Bool) {
        var i = position
        let isAsync = current.isIdentifier("async")
        while i < tokens.count, tokens[i].isIdentifier("async") || tokens[i].isIdentifier("function") || tokens[i].isPunct("*") { i += 1 }
        guard i + 1 < tokens.count, tokens[i].kind == .identifier else { return }
        recordSignature(from: i + 1, isAsync: isAsync, reach: exported ? .public : .unexportedFunction)
    }

    /// Only a call that answers later (`async`, or returning a `Promise` or an `Observable`)
    /// is taken as a request and its response: a helper such as
    /// `createError(code: ErrorCode): ErrorResponse` runs where the types are built.
    mutating func recordSignature(from start: Int, isAsync: Bool? = nil, reach: SignatureSyntax.Reach = .public) {
        let isAsync = isAsync ?? (start >= 2 && tokens[start - 2].isIdentifier("async"))
        var i = start
        if tokens[i].isPunct("<") { i = Self.skipAngles(tokens, from: i) }
        guard i < tokens.count, tokens[i].isPunct("(") else { return }
        var params: [String] = []
        var partialParams: [String] = []
        var depth = 0
        var afterColon = false
        while i < tokens.count {
            let t = tokens[i]
            if t.isPunct("(") || t.isPunct("{") || t.isPunct("[") || t.isPunct("<") { depth += 1 }
            else if t.isPunct(")") || t.isPunct("}") || t.isPunct("]") || t.isPunct(">") {
                depth -= 1
                if depth == 0 { i += 1; break }
            } else if depth == 1 && t.isPunct(":") { afterColon = true }
            else if depth == 1 && (t.isPunct(",") || t.isPunct("=")) { afterColon = false }
            else if afterColon, depth == 1, t.kind == .identifier, Self.namesType(t.text), !Self.signatureWrappers.contains(t.text) { params.append(t.text) }
            // `Partial<T>` sends a `T` whose every field may be left out. Not a direction of its own:
            // the same `T` is often received whole (`setSession(Partial<Session>)` beside `getSession()`).
            if afterColon, depth == 1, let sent = Self.partialArgument(tokens, at: i) { partialParams.append(sent) }
            i += 1
        }
        var returns: [String] = []
        var answersLater = isAsync
        // `(…): R` of a method or function, `(…) => R` of a function type.
        if i < tokens.count, tokens[i].isPunct(":") || tokens[i].isPunct("=>") {
            i += 1
            var angle = 0
            while i < tokens.count {
                let t = tokens[i]
                if t.isPunct("<") { angle += 1 } else if t.isPunct(">") { angle -= 1 }
                else if angle == 0, t.isPunct("{") || t.isPunct(";") || t.isPunct(",") || t.isPunct("}") || t.isPunct("=") || t.isPunct("=>") { break }
                if t.newlineBefore, i > start, angle <= 0 || t.kind == .identifier && ["export", "function", "interface", "type", "const"].contains(t.text) { break }
                if t.isIdentifier("Promise") || t.isIdentifier("PromiseLike") || t.isIdentifier("Observable") { answersLater = true }
                if t.kind == .identifier, Self.namesType(t.text), !Self.signatureWrappers.contains(t.text) { returns.append(t.text) }
                i += 1
            }
        }
        if answersLater, !params.isEmpty || !returns.isEmpty || !partialParams.isEmpty {
            // The method's or function's own name, when it is written just before: `listOrders(…)`, `fetch<T>(…)`.
            let name = start >= 1 && tokens[start - 1].kind == .identifier ? tokens[start - 1].text : nil
            result.signatures.append(SignatureSyntax(namespace: namespacePath, name: name, parameters: params, returns: returns, reach: reach,
                                                     partialParameters: partialParams))
        }
    }

    /// The type a parameter sends as `Partial<T>` (`options: Partial<SetTorrentOptions>`): the
    /// caller may leave out any of its fields. Nil for any other token.
    static func partialArgument(_ tokens: [Token], at i: Int) -> String? {
        guard tokens[i].isIdentifier("Partial"), i + 3 < tokens.count, tokens[i + 1].isPunct("<"),
              tokens[i + 2].kind == .identifier, namesType(tokens[i + 2].text), tokens[i + 3].isPunct(">") else { return nil }
        return tokens[i + 2].text
    }

    /// A type's name as a signature writes it: not a primitive or a keyword.
    static func namesType(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isUppercase else { return false }
        return text != "Record" && text != "Omit" && text != "Pick"
    }

    static func skipAngles(_ tokens: [Token], from start: Int) -> Int {
        var depth = 0
        var i = start
        repeat {
            if tokens[i].isPunct("<") { depth += 1 } else if tokens[i].isPunct(">") { depth -= 1 }
            i += 1
        } while depth > 0 && i < tokens.count
        return i
    }
}

/// A function or method signature's parameter and return types, as written: the types a
/// caller sends and receives.
public struct SignatureSyntax: Sendable, Equatable {
    public var namespace: String?
    /// The method's or function's name; nil for a function type (`(req: A) => Promise<B>`).
    public var name: String?
    public var parameters: [String]
    public var returns: [String]
    /// Who can call it: a `private`/`protected`/`#` method is the class's own business, and a
    /// function without `export` the module's (unless an export list names it).
    public var reach: Reach = .public
    /// The parameter types sent as `Partial<T>` (not in `parameters`): every field optional in use.
    public var partialParameters: [String] = []

    public enum Reach: Sendable, Equatable {
        case `public`
        /// A `private`, `protected` or `#name` method of a class.
        case privateMember
        /// A `function` statement without `export`: public only if an export list names it,
        /// or if its file is a script, whose functions are global.
        case unexportedFunction
    }
}
