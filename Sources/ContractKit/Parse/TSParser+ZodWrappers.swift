/// A project's own function that builds a zod object from the shape it is given:
///
/// ```ts
/// export function responseObject<T extends z.ZodRawShape>(shape: T): z.ZodObject<T> {
///   return (strictMode ? z.strictObject(shape) : z.object(shape)) as z.ZodObject<T>;
/// }
/// export const userSchema = responseObject({ id: z.string() });
/// ```
///
/// TypeScript types such a call exactly as `z.object(shape)`, and so does the reader: a
/// function (or an arrow `const`) whose declared return type is `z.ZodObject<P>` with `P` the
/// type of its first parameter, or, with no return type, whose every `return` is
/// `z.object(p)`, `z.strictObject(p)` or `z.looseObject(p)` of that parameter (through
/// `as`, parentheses and `cond ? a : b`), is recorded as an object wrapper. A call of a
/// function with a `{ key: schema }` argument is read as `.call`, which the resolver reads
/// as the object when the function, here or imported, is such a wrapper, and as an
/// unsupported schema that names the function otherwise.
extension TSParser {
    /// The zod functions that build an object from a shape.
    static let zodObjectBuilders: Set<String> = ["object", "strictObject", "looseObject"]

    /// At `function` or `async function`: records the function when it wraps `z.object`.
    mutating func recordZodWrapperFunction(exported: Bool) {
        guard !zodNames.isEmpty else { return }
        var i = position
        while i < tokens.count, tokens[i].isIdentifier("async") || tokens[i].isIdentifier("function") { i += 1 }
        guard i + 1 < tokens.count, tokens[i].kind == .identifier else { return }
        if isZodObjectWrapper(from: i + 1) { result.zodObjectWrappers[tokens[i].text] = exported }
    }

    /// At `const`: `const f = <T …>(shape: T): z.ZodObject<T> => …` or `const f = (shape) => z.object(shape)`.
    mutating func recordZodWrapperArrow(exported: Bool) {
        guard !zodNames.isEmpty, peek().kind == .identifier, peek(2).isPunct("="), peek(3).isPunct("(") || peek(3).isPunct("<") else { return }
        if isZodObjectWrapper(from: position + 3) { result.zodObjectWrappers[peek().text] = exported }
    }

    /// Whether the signature starting at `start` (`<T>(…)` or `(…)`) and its body build a zod
    /// object of the first parameter.
    func isZodObjectWrapper(from start: Int) -> Bool {
        var i = start
        if tokens[i].isPunct("<") { i = Self.skipAngles(tokens, from: i) }
        guard i + 1 < tokens.count, tokens[i].isPunct("("), tokens[i + 1].kind == .identifier else { return false }
        let parameter = tokens[i + 1].text
        i += 2
        var parameterType: [String] = []
        if i < tokens.count, tokens[i].isPunct(":") {
            i += 1
            var depth = 0
            while i < tokens.count {
                let t = tokens[i]
                if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") || t.isPunct("<") { depth += 1 }
                if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") || t.isPunct(">") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0 && (t.isPunct(",") || t.isPunct("=")) { break }
                parameterType.append(t.text)
                i += 1
            }
        }
        i = Self.closingParen(tokens, from: i)
        guard i < tokens.count else { return false }
        if tokens[i].isPunct(":") {
            return annotatesZodObject(from: i + 1, of: parameterType)
        }
        if tokens[i].isPunct("=>") { i += 1 }
        guard i < tokens.count else { return false }
        if !tokens[i].isPunct("{") { return buildsZodObject(tokens[i..<expressionEnd(from: i)], of: parameter) }
        return everyReturnBuildsZodObject(bodyFrom: i, of: parameter)
    }

    /// Just past the `)` closing the parameter list that `i` is inside of (depth one).
    static func closingParen(_ tokens: [Token], from start: Int) -> Int {
        var depth = 1
        var i = start
        while i < tokens.count && depth > 0 {
            if tokens[i].isPunct("(") { depth += 1 } else if tokens[i].isPunct(")") { depth -= 1 }
            i += 1
        }
        return i
    }

    /// `z.ZodObject<P>` or `ZodObject<P, …>` after a signature's `:`, `P` written as the parameter's type.
    func annotatesZodObject(from start: Int, of parameterType: [String]) -> Bool {
        var i = start
        if i + 1 < tokens.count, zodNames.contains(tokens[i].text), tokens[i + 1].isPunct(".") { i += 2 }
        guard !parameterType.isEmpty, i + 1 < tokens.count, tokens[i].isIdentifier("ZodObject"), tokens[i + 1].isPunct("<") else { return false }
        i += 2
        for word in parameterType {
            guard i < tokens.count, tokens[i].text == word else { return false }
            i += 1
        }
        return i < tokens.count && (tokens[i].isPunct(">") || tokens[i].isPunct(","))
    }

    /// Every `return` in the `{ … }` body at `open` returns a zod object of `parameter`; at least one does.
    func everyReturnBuildsZodObject(bodyFrom open: Int, of parameter: String) -> Bool {
        var depth = 0
        var i = open
        var returns = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.isPunct("{") { depth += 1 } else if t.isPunct("}") {
                depth -= 1
                if depth == 0 { break }
            } else if t.isIdentifier("function") || t.isPunct("=>") {
                return false  // a nested function's returns are not this one's
            } else if t.isIdentifier("return") {
                let end = expressionEnd(from: i + 1)
                guard buildsZodObject(tokens[(i + 1)..<end], of: parameter) else { return false }
                returns += 1
                i = end
                continue
            }
            i += 1
        }
        return returns > 0
    }

    /// Where the expression starting at `start` ends: at a `;`, a `,` or a closer of the
    /// enclosing block, or a line that starts a new statement.
    func expressionEnd(from start: Int) -> Int {
        var depth = 0
        var i = start
        while i < tokens.count, tokens[i].kind != .endOfFile {
            let t = tokens[i]
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { depth += 1 }
            if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, t.isPunct(";") || t.isPunct(",") { break }
            if depth == 0, i > start, t.newlineBefore, t.kind == .identifier, Self.statementStarters.contains(t.text) { break }
            i += 1
        }
        return i
    }

    /// `z.object(p)`, possibly in parentheses, followed by `as …`, or in both arms of `c ? a : b`.
    func buildsZodObject(_ expression: ArraySlice<Token>, of parameter: String) -> Bool {
        var range = expression
        // `… as z.ZodObject<T>`: the cast says nothing new.
        var depth = 0
        for j in range.indices {
            let t = range[j]
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { depth += 1 } else if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") { depth -= 1 }
            if depth == 0, t.isIdentifier("as") || t.isIdentifier("satisfies") { range = range[range.startIndex..<j]; break }
        }
        guard let first = range.first, let last = range.last else { return false }
        if first.isPunct("("), last.isPunct(")"), Self.closingParen(tokens, from: range.startIndex + 1) == range.endIndex {
            return buildsZodObject(range.dropFirst().dropLast(), of: parameter)
        }
        if let (question, colon) = conditionalArms(range) {
            return buildsZodObject(range[(question + 1)..<colon], of: parameter) && buildsZodObject(range[(colon + 1)...], of: parameter)
        }
        let words = range.map(\.text)
        return words.count == 6 && zodNames.contains(words[0]) && words[1] == "." && Self.zodObjectBuilders.contains(words[2])
            && words[3] == "(" && words[4] == parameter && words[5] == ")"
    }

    /// The `?` and `:` of a conditional at the top level of `range`.
    func conditionalArms(_ range: ArraySlice<Token>) -> (Int, Int)? {
        var depth = 0, nested = 0
        var question: Int?
        for j in range.indices {
            let t = range[j]
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { depth += 1 } else if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") { depth -= 1 }
            guard depth == 0 else { continue }
            if t.isPunct("?") {
                if question == nil { question = j } else { nested += 1 }
            } else if t.isPunct(":"), let q = question {
                if nested == 0 { return (q, j) }
                nested -= 1
            }
        }
        return nil
    }

    /// `wrapper({ key: schema, … })` in a zod expression: the call, read by the resolver.
    mutating func zodWrapperCall(_ function: Token, _ at: SourceLocation) throws -> ZodSchema {
        try expect("(")
        let shapeAt = here
        let members = try parseZodShape()
        try finishCall()
        return ZodSchema(type: .call(function: function.text, argument: .object(members, location: shapeAt), location: at))
    }

    /// `const userSchema = wrapper({ … })` at the const's name, looked at without moving: a call
    /// the zod reader reads, of a function recorded as a wrapper above or under a schema's name.
    mutating func zodWrapperCallFollows() -> Bool {
        guard !zodNames.isEmpty, current.kind == .identifier, peek().isPunct("="), peek(2).kind == .identifier,
              peek(3).isPunct("("), peek(4).isPunct("{"), !zodNames.contains(peek(2).text) else { return false }
        let name = current.text
        guard name.hasSuffix("Schema") || name.hasSuffix("schema") || result.zodObjectWrappers[peek(2).text] != nil else { return false }
        let saved = (position, diagnostics, errorCount)
        defer { (position, diagnostics, errorCount) = saved }
        advance()
        advance()
        guard (try? parseZodExpression()) != nil else { return false }
        return current.isPunct(",") || current.isPunct(";") || current.newlineBefore || atEnd || current.isPunct("}")
            || current.isIdentifier("as") || current.isIdentifier("satisfies")
    }
}
