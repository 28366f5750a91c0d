/// Finds every function and initializer with a body, in any type, extension or at top
/// level, and hands each body to `MapperBodyAnalyzer`. Used for the mapper layer of the
/// audit, so only files given as mappers or models pay for it.
///
/// Functions nested in other bodies are part of their enclosing body's analysis.
struct FunctionScanner {
    let tokens: [SwiftToken]
    let file: String

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
    static let notAfterClass: Set<String> = ["func", "var", "let", "subscript", "final", "override", "init"]

    static func scan(_ tokens: [SwiftToken], file: String) -> [ScannedFunction] {
        FunctionScanner(tokens: tokens, file: file).run()
    }

    func run() -> [ScannedFunction] {
        var functions: [ScannedFunction] = []
        var depth = 0
        var typeStack: [(name: String, depth: Int)] = []
        var pendingType: String?
        var i = 0
        while i < tokens.count, tokens[i].kind != .endOfFile {
            let t = tokens[i]
            if t.isPunct("{") {
                depth += 1
                if let pending = pendingType {
                    typeStack.append((pending, depth))
                    pendingType = nil
                }
                i += 1
                continue
            }
            if t.isPunct("}") {
                if typeStack.last?.depth == depth { typeStack.removeLast() }
                depth = max(0, depth - 1)
                i += 1
                continue
            }
            let afterDot = i > 0 && tokens[i - 1].isPunct(".")
            if t.kind == .identifier, !afterDot, Self.typeKeywords.contains(t.text), tokens[i + 1].kind == .identifier,
               !(t.text == "class" && Self.notAfterClass.contains(tokens[i + 1].text)) {
                var j = i + 1
                var parts: [String] = []
                while tokens[j].kind == .identifier {
                    parts.append(tokens[j].text)
                    if tokens[j + 1].isPunct("."), tokens[j + 2].kind == .identifier { j += 2 } else { j += 1; break }
                }
                let own = parts.joined(separator: ".")
                // Qualified names stop growing past the scanner's nesting limit, so absurd
                // nesting (`struct A { struct A { …`) stays linear.
                pendingType = t.text == "extension" || typeStack.isEmpty || typeStack.count >= SwiftDeclarationScanner.maxDepth
                    ? own : typeStack.last!.name + "." + own
                i = j
                continue
            }
            if t.kind == .identifier, !afterDot, t.text == "func" || t.text == "init" {
                if let (function, next) = function(at: i, enclosingType: typeStack.last?.name) {
                    if let function { functions.append(function) }
                    i = next
                    continue
                }
            }
            if t.isWord("var"), !afterDot, let type = typeStack.last?.name, let (function, next) = computedProperty(at: i, enclosingType: type) {
                if let function { functions.append(function) }
                i = next
                continue
            }
            i += 1
        }
        return functions
    }

    /// Reads a declaration from its `func` or `init` keyword. Returns the function (nil for
    /// a requirement with no body) and the index after it.
    func function(at start: Int, enclosingType: String?) -> (ScannedFunction?, Int)? {
        var i = start
        let keyword = tokens[i]
        var name = "init"
        i += 1
        if keyword.text == "func" {
            guard tokens[i].kind == .identifier || tokens[i].kind == .punct else { return nil }
            name = tokens[i].text
            i += 1
        } else if tokens[i].isPunct("?") || tokens[i].isPunct("!") {
            i += 1
        }
        if tokens[i].isPunct("<") { i = skip(from: i) }
        guard tokens[i].isPunct("(") else { return nil }
        let afterParameters = skip(from: i)
        // An unterminated list runs to the end of the file.
        let closed = tokens[afterParameters - 1].isPunct(")")
        let parameters = Self.parameters(tokens[(i + 1)..<max(i + 1, closed ? afterParameters - 1 : afterParameters)])
        i = afterParameters
        // The header up to the body: effects, `-> Type`, a where clause.
        var returnTokens: [SwiftToken]?
        while tokens[i].kind != .endOfFile, !tokens[i].isPunct("{"), !tokens[i].isPunct("}") {
            if tokens[i].newlineBefore, tokens[i].kind == .identifier,
               ["func", "init", "var", "let", "case", "struct", "class", "enum", "extension", "public", "private", "static"].contains(tokens[i].text) { break }
            if tokens[i].isPunct(text: "->") {
                returnTokens = []
            } else if tokens[i].isWord("where") {
                i = skipWhereClause(from: i)
                continue
            } else if returnTokens != nil {
                returnTokens!.append(tokens[i])
            }
            i += 1
        }
        var isStatic = false
        var k = start - 1
        while k >= 0, tokens[k].kind == .identifier || tokens[k].kind == .attribute, !tokens[k].isPunct("}") {
            if tokens[k].isWord("static") || tokens[k].isWord("class") { isStatic = true }
            if tokens[k].newlineBefore { break }
            k -= 1
        }
        guard tokens[i].isPunct("{") else { return (nil, i) }
        let end = skip(from: i)
        let bodyEnd = tokens[end - 1].isPunct("}") && end - 1 > i ? end - 1 : end
        var function = ScannedFunction(name: name, enclosingType: enclosingType, isStatic: isStatic, parameters: parameters,
                                       returnType: returnTokens.map(tokenText).flatMap { $0.isEmpty ? nil : $0 },
                                       file: file, line: keyword.line, column: keyword.column)
        analyzeBody((i + 1)..<max(i + 1, min(bodyEnd, tokens.count - 1)), into: &function)
        return (function, end)
    }

    /// `var model: Work { … }` in a type or extension: a getter is a mapper too when it
    /// builds a model from the DTO it extends. Returns nil for a stored property; a
    /// function with no body for observers (`didSet`), which read nothing.
    func computedProperty(at start: Int, enclosingType: String) -> (ScannedFunction?, Int)? {
        let name = tokens[start + 1]
        guard name.kind == .identifier, tokens[start + 2].isPunct(":") else { return nil }
        var i = start + 3
        var typeTokens: [SwiftToken] = []
        var level = 0
        while tokens[i].kind != .endOfFile {
            let t = tokens[i]
            if level == 0 && (t.isPunct("{") || t.isPunct("=") || t.isPunct("}") || t.isPunct(";") || (t.newlineBefore && !typeTokens.isEmpty && !t.isPunct("?"))) { break }
            if t.isPunct("<") || t.isPunct("(") || t.isPunct("[") { level += 1 }
            if t.isPunct(">") || t.isPunct(")") || t.isPunct("]") { level -= 1 }
            typeTokens.append(t)
            i += 1
        }
        guard tokens[i].isPunct("{"), !typeTokens.isEmpty else { return nil }
        let end = skip(from: i)
        let first = tokens[i + 1]
        if first.isWord("willSet") || first.isWord("didSet") { return (nil, end) }
        let bodyEnd = tokens[end - 1].isPunct("}") && end - 1 > i ? end - 1 : end
        var function = ScannedFunction(name: name.text, enclosingType: enclosingType, isStatic: false, parameters: [], returnType: tokenText(typeTokens),
                                       file: file, line: tokens[start].line, column: tokens[start].column)
        analyzeBody((i + 1)..<max(i + 1, min(bodyEnd, tokens.count - 1)), into: &function)
        return (function, end)
    }

    /// Records what the body at `range` reads and writes, reading the tokens in place.
    func analyzeBody(_ range: Range<Int>, into function: inout ScannedFunction) {
        tokens.withUnsafeBufferPointer { all in
            var analyzer = MapperBodyAnalyzer(body: UnsafeBufferPointer(rebasing: all[range]), function: function)
            analyzer.analyze(into: &function)
        }
    }

    func skipWhereClause(from start: Int) -> Int {
        var i = start
        while tokens[i].kind != .endOfFile, !tokens[i].isPunct("{") { i += 1 }
        return i
    }

    /// The index after the balanced group that opens at `start`.
    func skip(from start: Int) -> Int {
        let open = tokens[start].punctByte
        let close = closingBracket(open)
        var level = 0
        var i = start
        repeat {
            let b = tokens[i].punctByte
            if b != 0 {
                if b == open { level += 1 } else if b == close { level -= 1 }
            }
            i += 1
        } while level > 0 && tokens[i].kind != .endOfFile
        return i
    }

    /// `label name: Type = default, …`, as the declaration scanner reads them.
    static func parameters(_ tokens: ArraySlice<SwiftToken>) -> [ScannedInitializer.Parameter] {
        // By index ranges, without copying each parameter's tokens: a generated DTO's
        // memberwise initializer has one parameter per field.
        var parameters: [ScannedInitializer.Parameter] = []
        var start = tokens.startIndex
        var level = 0
        var colon: Int?
        var equals: Int?
        func finish(_ end: Int) {
            defer { colon = nil; equals = nil }
            guard let colon, colon > start else { return }
            // The label is the first name, the parameter's name the last (`_ id`, `for key`); no array is made.
            var first: String?, last: String?
            for k in start..<colon where tokens[k].kind == .identifier && !tokens[k].isWord("inout") {
                if first == nil { first = tokens[k].text } else { last = tokens[k].text }
            }
            guard let first else { return }
            let typeRange = (colon + 1)..<max(colon + 1, equals ?? end)
            // Most types have no `inout` or attribute to leave out: their tokens are read in place.
            let dropped = tokens[typeRange].contains { $0.isWord("inout") || $0.kind == .attribute }
            let type = dropped ? tokenText(tokens[typeRange].filter { !$0.isWord("inout") && $0.kind != .attribute }) : tokenText(tokens[typeRange])
            parameters.append(ScannedInitializer.Parameter(label: first, name: last ?? first, type: type,
                                                           defaultValue: equals.map { tokenText(tokens[($0 + 1)..<max($0 + 1, end)]) }))
        }
        for i in tokens.indices where tokens[i].punctByte != 0 {
            switch tokens[i].punctByte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): level += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"): level -= 1
            case UInt8(ascii: ",") where level == 0:
                finish(i)
                start = i + 1
            case UInt8(ascii: ":") where level == 0 && colon == nil: colon = i
            case UInt8(ascii: "=") where level == 0 && colon != nil && equals == nil: equals = i
            default: break
            }
        }
        finish(tokens.endIndex)
        return parameters
    }
}
