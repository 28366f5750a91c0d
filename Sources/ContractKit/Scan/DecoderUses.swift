/// A `JSONDecoder` the code declares or configures: `static let decoder: JSONDecoder = { … }()`
/// on a type, `let decoder = JSONDecoder()` in a function, an API client's member set up in
/// its `init`. The strategies set on it are its `settings`. An entry that only configures a
/// decoder declared elsewhere (`self.decoder.keyDecodingStrategy = …` in an `init`) has
/// `declares` false; `verify` joins the entries of one decoder across files.
public struct ScannedJSONDecoder: Sendable, Equatable, Codable {
    public var name: String
    /// The type that declares it (a member or a static), nil for a global or a local.
    public var owner: String?
    /// Declared in a function or closure body: only that body's calls use it.
    public var isLocal: Bool
    public var declares: Bool
    public var settings: [DecoderSetting]
    public var line: Int
    /// A local that names another decoder: `let decoder = JSONDecoder.api`, `= Self.makeDecoder()`.
    public var alias: DecoderReference?
}

/// Which decoder a decode call uses.
public enum DecoderReference: Sendable, Equatable, Codable {
    /// `JSONDecoder().decode(…)`: the default strategies.
    case fresh
    /// A local of the same file: its index in `ScannedFile.jsonDecoders`.
    case local(Int)
    /// A member or global by name: `Order.decoder` (owner `Order`), `decoder` in a method
    /// of `APIClient` (owner `APIClient`), `client.decoder` (owner unknown).
    case member(owner: String?, name: String)
}

/// `decoder.decode(InvoiceDTO.self, from: data)`: a type the app decodes, and with what.
public struct ScannedDecodeCall: Sendable, Equatable, Codable {
    /// As written: `InvoiceDTO`, `[OrderDTO]`, `Envelope<OrderDTO>`.
    public var type: String
    public var decoder: DecoderReference
    public var line: Int
    /// When the type is a generic parameter of the enclosing function (a helper such as
    /// `func load<T: Decodable>(_ type: T.Type) … decoder.decode(T.self, from:)`): that
    /// function's name. What it decodes is what its callers pass (`load(OrderDTO.self)`).
    public var genericHelper: String?
}

/// A call that passes a type: `load(OrderDTO.self)`, `client.get("/orders", as: [OrderDTO].self)`.
public struct ScannedTypeArgument: Sendable, Equatable, Codable {
    public var function: String
    public var type: String
    public var line: Int
}

/// What a file's code does with `JSONDecoder`s: the decoders, the calls that decode a type
/// with one, and calls that pass a type to a function (a generic helper, maybe). One pass
/// over the tokens with a stack of the braces open: a type's body, a function's, the
/// closure or getter that makes a decoder, or another block.
struct DecoderUses {
    enum Frame {
        case type(String)
        case function(name: String, generics: [String])
        case decoderBody(Int)
        case other
    }

    let tokens: [SwiftToken]
    var decoders: [ScannedJSONDecoder] = []
    var calls: [ScannedDecodeCall] = []
    var typeArguments: [ScannedTypeArgument] = []
    var genericSpellings: Set<String> = []
    /// The open braces: how many, and those that are not plain blocks, with their depth.
    /// Kept apart so that a hostile file nested 100,000 deep costs no more per token.
    var depth = 0
    var stack: [(depth: Int, frame: Frame)] = []
    /// Local decoders by name, for the open frames that declare some (by depth).
    var locals: [(depth: Int, names: [String: Int])] = []
    /// What the next `{` opens.
    var pending: Frame?

    /// Fills a scanned file's decoder settings (from all its tokens, at the `=` the lexer
    /// noted), and its decoders, decode calls and type arguments (from the tokens without
    /// `#if` conditions).
    /// Returns what `CodingUses.scan(tokens)` returns, found in the same walk when the file
    /// has no `#if` (`filtered` is then `tokens`): a large file's tokens are read once for both.
    static func fill(_ file: inout ScannedFile, tokens: [SwiftToken], settingCandidates: [Int], filtered: [SwiftToken],
                     hasDirectives: Bool) -> (uses: [CodingUse], encodedNames: [(name: String, line: Int)]) {
        file.decoderSettings = DecoderSettings.find(in: tokens, at: settingCandidates)
        var uses = DecoderUses(tokens: filtered)
        var coding = CodingUses.Pass(tokens: tokens)
        if hasDirectives {
            uses.walk()
            for i in tokens.indices { coding.visit(i) }
        } else {
            for i in tokens.indices {
                uses.visit(i)
                coding.visit(i)
            }
        }
        (file.jsonDecoders, file.decodeCalls, file.typeArguments) = (uses.decoders, uses.calls, uses.typeArguments)
        file.genericSpellings = uses.genericSpellings.sorted()
        return coding.finish()
    }

    mutating func walk() {
        for i in tokens.indices { visit(i) }
    }

    /// Reads token `i`; called for every index in order. Inlined in the walk's loop: most
    /// tokens are passed over here, with no call.
    @inline(__always)
    mutating func visit(_ i: Int) {
        // Fields read in place: most tokens are passed over without a copy.
        let kind = tokens[i].kind
        if kind == .punct {
            let punct = tokens[i].punctByte
            if punct == UInt8(ascii: "{") {
                depth += 1
                // Past the scanner's depth limit, nothing is named (it reports the nesting).
                if let frame = pending, stack.count < SwiftDeclarationScanner.maxDepth { stack.append((depth, frame)) }
                pending = nil
            } else if punct == UInt8(ascii: "}") {
                if stack.last?.depth == depth { stack.removeLast() }
                if locals.last?.depth == depth { locals.removeLast() }
                depth = max(0, depth - 1)
                pending = nil
            }
        } else if kind == .identifier {
            // Most identifiers are no word the pass acts on, and no call: passed over on two bytes.
            let word = tokens[i].word
            switch word {
            case .none, .selfWord, .as, .encode, .urlQueryItem, .from:
                if i + 1 < tokens.count, tokens[i + 1].isPunct("(") { typeArgument(at: i) }
                else if word == .none, i + 1 < tokens.count, tokens[i + 1].isPunct("<") { genericSpelling(at: i) }
            default:
                readWord(word, at: i)
            }
        }
    }

    /// A word the pass acts on (the lexer noted which): a declaration, a decoder's, a setting, a call.
    mutating func readWord(_ word: SwiftWord, at i: Int) {
        let t = tokens[i]
        let previousIsDot = i > 0 && tokens[i - 1].isPunct(".")
        switch word {
        case .struct, .class, .enum, .actor, .extension, .protocol:
            guard !previousIsDot, stack.count < SwiftDeclarationScanner.maxDepth, i + 1 < tokens.count, tokens[i + 1].kind == .identifier else { return }
            // `class func`, `class var` are members, not types.
            if word == .class, ["func", "var", "let", "override", "final", "static"].contains(tokens[i + 1].text) { return }
            var name = tokens[i + 1].text
            var j = i + 2
            while j + 1 < tokens.count, tokens[j].isPunct("."), tokens[j + 1].kind == .identifier {
                name += "." + tokens[j + 1].text
                j += 2
            }
            let enclosing = word == .extension ? nil : enclosingType
            pending = .type(enclosing.map { $0 + "." + name } ?? name)
        case .func, .initializer:
            guard !previousIsDot else { return }
            if word == .initializer, i + 1 < tokens.count, !(tokens[i + 1].isPunct("(") || tokens[i + 1].isPunct("<") || tokens[i + 1].isPunct("?")) { return }
            let name = word == .initializer ? "init" : (i + 1 < tokens.count ? tokens[i + 1].text : "")
            pending = .function(name: name, generics: genericParameters(after: word == .initializer ? i : i + 1))
        case .let, .var:
            if !previousIsDot { declaration(at: i) }
        case .JSONDecoder:
            // `func makeDecoder() -> JSONDecoder {`: a factory, named like a member.
            if i > 0, tokens[i - 1].isPunct(text: "->"), case .function(let name, _)? = pending, i + 1 < tokens.count, tokens[i + 1].isPunct("{") {
                pending = .decoderBody(add(name: name, isLocal: false, line: t.line))
            }
        case .keyDecodingStrategy, .dateDecodingStrategy:
            if previousIsDot { setting(at: i) }
        case .decode:
            if previousIsDot { decodeCall(at: i) }
        case .none, .selfWord, .as, .encode, .urlQueryItem, .from:
            break  // `walk` passes these over.
        }
    }

    /// The innermost type whose body is open.
    var enclosingType: String? {
        for entry in stack.reversed() { if case .type(let name) = entry.frame { return name } }
        return nil
    }

    /// The innermost open frame that is not a plain block: a type's or function's body, or a decoder's.
    var innermost: Frame? { stack.last?.frame }

    /// `<T: Decodable, U>` after a function's name: `[T, U]`.
    func genericParameters(after nameIndex: Int) -> [String] {
        var j = nameIndex + 1
        guard j < tokens.count, tokens[j].isPunct("<") else { return [] }
        var names: [String] = []
        var depth = 0
        var expectName = true
        while j < tokens.count {
            let t = tokens[j]
            if t.isPunct("<") { depth += 1; expectName = depth == 1 } else if t.isPunct(">") {
                depth -= 1
                if depth == 0 { break }
            } else if t.isPunct(","), depth == 1 { expectName = true } else if expectName, t.kind == .identifier, depth == 1 {
                names.append(t.text)
                expectName = false
            } else { expectName = false }
            j += 1
        }
        return names
    }

    /// `let name = JSONDecoder()`, `static let name: JSONDecoder = { … }()`, `var name: JSONDecoder { … }`.
    mutating func declaration(at i: Int) {
        guard i + 2 < tokens.count, tokens[i + 1].kind == .identifier else { return }
        let name = tokens[i + 1].text
        var j = i + 2
        var annotated = false
        // Where the annotation's tokens are: its text is made only for a value assigned (most
        // declarations are a type's stored properties, `let id: String`).
        var annotationTokens = j..<j
        if tokens[j].isPunct(":") {
            // The annotation, up to `=` or `{` on the same statement.
            j += 1
            let start = j
            while j < tokens.count, !tokens[j].isPunct("="), !tokens[j].isPunct("{"), !tokens[j].isPunct("}"), !tokens[j].isPunct(";"),
                  !tokens[j].newlineBefore || tokens[j].isPunct(".") {
                if tokens[j].hasText("JSONDecoder") { annotated = true }
                j += 1
            }
            annotationTokens = start..<j
        }
        guard j < tokens.count else { return }
        let isLocal = isInBody
        if !annotated, tokens[j].isPunct("=") {
            let annotation = annotationTokens.reduce(into: "") { $0 += tokens[$1].text }
            if !annotation.isEmpty { inferredTypeArgument(annotation, after: j) }
        }
        if tokens[j].isPunct("="), j + 1 < tokens.count {
            let value = tokens[j + 1]
            if value.hasText("JSONDecoder"), j + 2 < tokens.count, tokens[j + 2].isPunct("(") {
                if case .decoderBody = innermost { return }
                add(name: name, isLocal: isLocal, line: tokens[i + 1].line)
            } else if value.isPunct("{"), annotated {
                pending = .decoderBody(add(name: name, isLocal: isLocal, line: tokens[i + 1].line))
            } else if isLocal, annotated || name.lowercased().hasSuffix("decoder"), let alias = aliasedDecoder(after: j) {
                let index = add(name: name, isLocal: true, line: tokens[i + 1].line)
                decoders[index].alias = alias
            }
        } else if tokens[j].isPunct("{"), annotated {
            pending = .decoderBody(add(name: name, isLocal: isLocal, line: tokens[i + 1].line))
        }
    }

    /// `JSONDecoder.api`, `Self.decoder`, `makeDecoder()` after the `=` at `equals`, to the end of the line.
    func aliasedDecoder(after equals: Int) -> DecoderReference? {
        var end = equals + 1
        while end + 1 < tokens.count, !tokens[end + 1].newlineBefore, !tokens[end + 1].isPunct(";") { end += 1 }
        guard end > equals, tokens[end].kind == .identifier || tokens[end].isPunct(")") else { return nil }
        let reference = reference(endingBefore: end)
        if case .fresh? = reference { return nil }
        return reference
    }

    /// Inside a function's, closure's or getter's body rather than directly in a type's or at the top level.
    var isInBody: Bool {
        guard depth > 0 else { return false }
        if let last = stack.last, last.depth == depth, case .type = last.frame { return false }
        return true
    }

    @discardableResult
    mutating func add(name: String, isLocal: Bool, line: Int) -> Int {
        decoders.append(ScannedJSONDecoder(name: name, owner: isLocal ? nil : enclosingType, isLocal: isLocal, declares: true, settings: [], line: line))
        if isLocal {
            if locals.last?.depth != depth { locals.append((depth, [:])) }
            locals[locals.count - 1].names[name] = decoders.count - 1
        }
        return decoders.count - 1
    }

    /// `receiver.keyDecodingStrategy = .convertFromSnakeCase`: on the decoder a closure or
    /// getter makes, else on the decoder the receiver names.
    mutating func setting(at i: Int) {
        guard i + 1 < tokens.count, tokens[i + 1].isPunct("="),
              let value = DecoderSettings.value(in: tokens, after: i + 1) else { return }
        let setting = DecoderSetting(name: tokens[i].text, value: value, line: tokens[i].line)
        for entry in stack.reversed() {
            if case .decoderBody(let index) = entry.frame { decoders[index].settings.append(setting); return }
        }
        switch reference(endingBefore: i - 2) {
        case .local(let index)?:
            decoders[index].settings.append(setting)
        case .member(let owner, let name)?:
            decoders.append(ScannedJSONDecoder(name: name, owner: owner, isLocal: false, declares: false, settings: [setting], line: tokens[i].line))
        default:
            break
        }
    }

    /// `receiver.decode(Type.self, from: data)`; `decode(type, from:)` in a generic helper.
    mutating func decodeCall(at i: Int) {
        guard i + 2 < tokens.count, tokens[i + 1].isPunct("(") else { return }
        var j = i + 2
        var depth = 0
        // The first argument's end, read in place: most calls are a container's, whose text is never needed.
        while j < tokens.count {
            if tokens[j].isPunct("(") || tokens[j].isPunct("[") || tokens[j].isPunct("<") { depth += 1 }
            else if tokens[j].isPunct(")") || tokens[j].isPunct("]") || tokens[j].isPunct(">") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, tokens[j].isPunct(",") { break }
            j += 1
        }
        // Only a decoder's `decode(_:from:)`, not a container's `decode(_:forKey:)`.
        guard j + 1 < tokens.count, tokens[j].isPunct(","), tokens[j + 1].hasText("from") else { return }
        let text = (i + 2..<j).reduce(into: "") { $0 += tokens[$1].text }
        guard let decoder = reference(endingBefore: i - 2) else { return }
        var type = text.hasSuffix(".self") ? String(text.dropLast(5)) : text
        var helper: String?
        if case .function(let name, let generics)? = innermost, !generics.isEmpty {
            if generics.contains(type) { helper = name }
            // `decode(type, from:)` with the helper's `type: T.Type` parameter.
            else if !text.hasSuffix(".self"), generics.count == 1 { helper = name; type = generics[0] }
        }
        guard text.hasSuffix(".self") || helper != nil else { return }
        calls.append(ScannedDecodeCall(type: type, decoder: decoder, line: tokens[i].line, genericHelper: helper))
    }

    /// `let orders: [OrderDTO] = try await client.request(.orders)`: a generic helper whose
    /// type is inferred from the annotation is passed that type.
    mutating func inferredTypeArgument(_ annotation: String, after equals: Int) {
        var j = equals + 1
        while j < tokens.count, tokens[j].hasText("try") || tokens[j].hasText("await") || tokens[j].isPunct("?") || tokens[j].isPunct("!") { j += 1 }
        var function: String?
        while j + 1 < tokens.count, tokens[j].kind == .identifier {
            if tokens[j + 1].isPunct("(") { function = tokens[j].text; break }
            guard tokens[j + 1].isPunct(".") else { break }
            j += 2
        }
        if let function, let first = function.first, first.isLowercase {
            typeArguments.append(ScannedTypeArgument(function: function, type: annotation, line: tokens[equals].line))
        }
    }

    /// `name(Type.self`, `name(label: Type.self`: the first argument that is a type.
    mutating func typeArgument(at i: Int) {
        let name = tokens[i].text
        // Bytes first: most calls are `print(`, `map(`…, and are passed over here.
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return }
        var j = i + 2
        guard j < tokens.count, let start = tokens[j].text.utf8.first,
              (start >= UInt8(ascii: "A") && start <= UInt8(ascii: "Z")) || tokens[j].kind == .identifier || tokens[j].isPunct("[") else { return }
        // A coder's own calls (`decodeIfPresent(`, `encode(to:`): the first byte asked before the prefix.
        guard !(first == UInt8(ascii: "d") && hasASCIIPrefix(name, "decode")), !(first == UInt8(ascii: "e") && hasASCIIPrefix(name, "encode")) else { return }
        if j + 1 < tokens.count, tokens[j].kind == .identifier, tokens[j + 1].isPunct(":") {
            if tokens[j].hasText("keyedBy") { return }
            j += 2
        }
        guard j < tokens.count, let start = tokens[j].text.first, start.isUppercase || tokens[j].isPunct("[") else { return }
        var text = ""
        var depth = 0
        while j + 1 < tokens.count {
            let t = tokens[j]
            if t.isPunct("[") || t.isPunct("<") { depth += 1 } else if t.isPunct("]") || t.isPunct(">") { depth -= 1 }
            if depth == 0, t.isPunct("."), tokens[j + 1].hasText("self") {
                typeArguments.append(ScannedTypeArgument(function: name, type: text, line: tokens[i].line))
                return
            }
            guard t.kind == .identifier || t.kind == .punct, !t.isPunct("("), !t.isPunct(")"), !t.isPunct(",") else { return }
            text += t.text
            j += 1
        }
    }

    /// The decoder named by the expression that ends at token `end`: `JSONDecoder()`,
    /// `decoder`, `self.decoder`, `Order.decoder`, `client.decoder`.
    func reference(endingBefore end: Int) -> DecoderReference? {
        guard end >= 0 else { return nil }
        var k = end
        if tokens[end].isPunct(")"), end >= 2, tokens[end - 1].isPunct("(") {
            // `JSONDecoder()`, or a factory: `makeDecoder()`, `Coders.snakeCase()`.
            if tokens[end - 2].hasText("JSONDecoder") { return .fresh }
            k = end - 2
        }
        var names: [String] = []
        while k >= 0, tokens[k].kind == .identifier {
            names.insert(tokens[k].text, at: 0)
            guard k >= 2, tokens[k - 1].isPunct(".") else { break }
            k -= 2
        }
        guard let name = names.last else { return nil }
        if names.count == 1 {
            for scope in locals.reversed() { if let index = scope.names[name] { return .local(index) } }
            return .member(owner: enclosingType, name: name)
        }
        let path = names.dropLast()
        if path.count == 1, path[0] == "self" || path[0] == "Self" { return .member(owner: enclosingType, name: name) }
        if let first = path.first?.first, first.isUppercase { return .member(owner: path.joined(separator: "."), name: name) }
        return .member(owner: nil, name: name)
    }
}
