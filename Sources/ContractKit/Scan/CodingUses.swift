/// Finds in a file's tokens where the app decodes and encodes its types, which is how the
/// audit tells a response (a type the app receives) from a request (a type it sends),
/// whatever the types are called:
///
/// - `decode([SyncRequest].self, from: data)`: a decode of `SyncRequest`;
/// - any call with a `T.self` argument (`client.load(Order.self, from: url)`), and a typed
///   result of a call (`let order: Order = try await api.send(…)`, `api.send(…) as Order`):
///   a decode when the called function is one of the app's decode helpers;
/// - `func load<T: Decodable>(_ type: T.Type, …)` or `func send<T: Decodable>(…) -> T`
///   whose body decodes: a decode helper;
/// - `encode(event)`, `encode(Payload(…))`: an encode of the argument's type, read from the
///   file's declarations (`_ event: ScreenViewEvent`, `let body = CreateOrderPayload(…)`).
enum CodingUses {
    static func find(in tokens: [SwiftToken]) -> [CodingUse] { find(inParts: [tokens]) }

    /// A large file's parts, scanned apart: an `encode(x)` in one part may name an `x` another declares.
    static func find(inParts parts: [[SwiftToken]]) -> [CodingUse] {
        var uses: [CodingUse] = []
        var pending: [(name: String, line: Int)] = []
        for tokens in parts {
            let (found, names) = scan(tokens)
            uses += found
            pending += names
        }
        return resolved(uses, pending: pending, parts: parts)
    }

    /// The uses with each `encode(name)` typed from the declarations of every part, in order.
    static func resolved(_ found: [CodingUse], pending: [(name: String, line: Int)], parts: [[SwiftToken]]) -> [CodingUse] {
        var uses = found
        if !pending.isEmpty {
            var declared: [String: String] = [:]
            var conflicting = Set<String>()
            // Each part's declarations on all cores: a large file's parts hold millions of tokens.
            for (found, clashes) in Parallel.map(parts.count, { declaredTypes(parts[$0]) }) {
                conflicting.formUnion(clashes)
                for (name, type) in found {
                    if let known = declared[name], known != type { conflicting.insert(name) } else { declared[name] = type }
                }
            }
            let asked = Set(pending.map { splitMember($0.name).name }).intersection(conflicting)
            let nearest = declarations(of: asked, parts: parts)
            for (written, line) in pending {
                // `request.body`: the value's type, and the property, which its holder's declaration types.
                let (name, member) = splitMember(written)
                let type = conflicting.contains(name) ? nearestDeclaredType(nearest[name] ?? [], before: line) : declared[name]
                guard let type else { continue }
                var use = CodingUse(kind: member == nil ? .encode : .memberEncode, type: type, line: line)
                use.member = member
                uses.append(use)
            }
        }
        return uses.sorted { ($0.line, $0.kind.rawValue, $0.type, $0.callee ?? "") < ($1.line, $1.kind.rawValue, $1.type, $1.callee ?? "") }
    }

    /// `request.body` → (`request`, `body`); a plain name → (name, nil).
    static func splitMember(_ written: String) -> (name: String, member: String?) {
        guard let dot = written.firstIndex(of: ".") else { return (written, nil) }
        return (String(written[..<dot]), String(written[written.index(after: dot)...]))
    }

    /// The uses one run of tokens shows, and the names `encode(…)` takes, to be typed from the declarations.
    static func scan(_ tokens: [SwiftToken]) -> (uses: [CodingUse], encodedNames: [(name: String, line: Int)]) {
        var pass = Pass(tokens: tokens)
        for i in tokens.indices { pass.visit(i) }
        return pass.finish()
    }

    /// `X.self` as a call's argument: `decode([X].self, …)` or `load(X.self, …)`.
    static func selfArgument(_ tokens: [SwiftToken], at selfIndex: Int) -> CodingUse? {
        // `decode(Plan.self, forKey: .plan)`, most `.self` arguments: a container's read (see below), known from the next tokens.
        if selfIndex + 3 < tokens.count, tokens[selfIndex + 1].isPunct(","), tokens[selfIndex + 2].isWord("forKey"), tokens[selfIndex + 3].isPunct(":") {
            return nil
        }
        // Back to the `(` or `,` that opens the argument, across the type's text.
        var j = selfIndex - 2
        var depth = 0
        while j >= 0 {
            let t = tokens[j]
            if t.isPunct("]") || t.isPunct(">") || t.isPunct(")") { depth += 1 }
            else if t.isPunct("[") || t.isPunct("<") { depth -= 1 }
            else if t.isPunct("(") { if depth == 0 { break }; depth -= 1 }
            else if t.isPunct(","), depth == 0 { break }
            else if t.kind != .identifier && !t.isPunct(".") && !t.isPunct("?") && !t.isPunct(":") { return nil }
            j -= 1
        }
        guard j > 0, j < selfIndex - 2 else { return nil }
        // The call's name: before the `(` that opens its arguments.
        var k = j
        depth = 0
        while k >= 0, !(tokens[k].isPunct("(") && depth == 0) {
            if tokens[k].isPunct(")") { depth += 1 } else if tokens[k].isPunct("(") { depth -= 1 }
            k -= 1
        }
        guard k >= 1, tokens[k - 1].kind == .identifier else { return nil }
        let name = tokens[k - 1].text
        // A container's read (`decode(Plan.self, forKey: .plan)`) decodes only when its holder
        // does: the holder's direction reaches it through its properties. Asked before the
        // type's text is joined: most `.self` arguments are such reads.
        if name == "decodeIfPresent" || readsKey(tokens, from: selfIndex) { return nil }
        // The argument may follow a label: `decode(type: X.self)`.
        let labelled = j + 3 <= selfIndex - 2 && tokens[j + 2].isPunct(":") && tokens[j + 1].kind == .identifier
        let start = tokens[(labelled ? j + 3 : j + 1)...(selfIndex - 2)].map(\.text).joined()
        guard start.first?.isUppercase == true || start.first == "[" else { return nil }
        // Alamofire's `responseDecodable(of: X.self)` (and its Combine and async forms) decodes as `decode(X.self, from:)` does.
        let kind: CodingUse.Kind = name == "decode" || alamofireDecodes.contains(name) ? .decode : .typeArgument
        return CodingUse(kind: kind, callee: kind == .decode ? nil : name, type: start, line: tokens[selfIndex].line)
    }

    /// Alamofire's requests that decode the response into the type they are given: `responseDecodable(of: X.self)`,
    /// `publishDecodable(type: X.self)` (Combine) and `serializingDecodable(X.self)` (async).
    static let alamofireDecodes: Set<String> = ["responseDecodable", "publishDecodable", "serializingDecodable"]

    /// `Member(from: decoder)`, `try? Page.Header(from: container.superDecoder())`: a type's
    /// `init(from:)` called with a decoder decodes it, as `decode(X.self, from:)` does. The argument
    /// must name a decoder: an app type may have other initializers labelled `from` (`Color(from: hex)`).
    static func decoderInitializer(_ tokens: [SwiftToken], fromAt i: Int) -> CodingUse? {
        guard i + 2 < tokens.count, tokens[i + 1].isPunct(":") else { return nil }
        // `decoder`, `try container.superDecoder()`: the argument's last word outside parentheses names it.
        var j = i + 2, depth = 0
        var last: String?
        while j < tokens.count {
            let t = tokens[j]
            if t.isPunct("(") || t.isPunct("[") { depth += 1 } else if t.isPunct(")") || t.isPunct("]") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, t.isPunct(",") { break } else if depth == 0, t.kind == .identifier { last = t.text }
            j += 1
        }
        guard let last, last.lowercased().hasSuffix("decoder") else { return nil }
        // The type before `(`: `Member`, `Member.Envelope`.
        var k = i - 2
        guard k >= 0, tokens[k].kind == .identifier, startsWithUppercase(tokens[k].text) else { return nil }
        var type = tokens[k].text
        while k >= 2, tokens[k - 1].isPunct("."), tokens[k - 2].kind == .identifier, startsWithUppercase(tokens[k - 2].text) {
            type = tokens[k - 2].text + "." + type
            k -= 2
        }
        return CodingUse(kind: .decode, type: type, line: tokens[i].line)
    }

    /// `init(from decoder: Decoder)`, a declaration (a parameter name follows the label), not
    /// a call such as `self.init(from: decoder)`.
    static func declaresDecoderInit(_ tokens: [SwiftToken], fromAt i: Int) -> Bool {
        guard i >= 2, i + 2 < tokens.count, tokens[i - 2].text == "init", tokens[i + 1].kind == .identifier, tokens[i + 2].isPunct(":") else { return false }
        return i < 3 || !tokens[i - 3].isPunct(".")
    }

    /// Whether the call's arguments after `from` name a key: `forKey:`.
    static func readsKey(_ tokens: [SwiftToken], from start: Int) -> Bool {
        var depth = 0
        var j = start
        while j + 1 < tokens.count {
            let t = tokens[j]
            if t.isPunct("(") || t.isPunct("[") { depth += 1 } else if t.isPunct(")") || t.isPunct("]") {
                if depth == 0 { return false }
                depth -= 1
            } else if depth == 0, t.kind == .identifier, t.text == "forKey", tokens[j + 1].isPunct(":") { return true }
            j += 1
        }
        return false
    }

    /// `let order: Order = try await api.send(…)`: a typed result of a call.
    static func typedResult(_ tokens: [SwiftToken], at i: Int) -> CodingUse? {
        // Most are a property's declaration with no `=`: its type's text is not needed.
        guard i + 3 < tokens.count, tokens[i + 1].kind == .identifier, tokens[i + 2].isPunct(":") else { return nil }
        let spanEnd = typeSpanEnd(tokens, from: i + 3)
        guard spanEnd < tokens.count, tokens[spanEnd].isPunct("="), let (type, end) = typeSpan(tokens, from: i + 3) else { return nil }
        var j = end + 1
        while j < tokens.count, tokens[j].isPunct("?") || tokens[j].isPunct("!") || (tokens[j].kind == .identifier && ["try", "await"].contains(tokens[j].text)) { j += 1 }
        // The called name: the last identifier of a dotted path before `(`.
        var last: String?
        while j + 1 < tokens.count, tokens[j].kind == .identifier {
            last = tokens[j].text
            if tokens[j + 1].isPunct(".") { j += 2 } else { break }
        }
        guard let callee = last, j + 1 < tokens.count, tokens[j + 1].isPunct("(") || tokens[j + 1].isPunct("<") else { return nil }
        return CodingUse(kind: .typedResult, callee: callee, type: type, line: tokens[i].line)
    }

    /// The name of the call whose `)` is at `close`.
    static func callee(_ tokens: [SwiftToken], closingAt close: Int) -> String? {
        var depth = 0
        var k = close
        while k >= 0 {
            if tokens[k].isPunct(")") { depth += 1 } else if tokens[k].isPunct("(") {
                depth -= 1
                if depth == 0 { break }
            }
            k -= 1
        }
        guard k >= 1, tokens[k - 1].kind == .identifier else { return nil }
        return tokens[k - 1].text
    }

    /// A type's text from `start`: `Order`, `[Order]`, `Page<Order>?`, `Models.Order`.
    static func typeText(_ tokens: [SwiftToken], from start: Int) -> String? { typeSpan(tokens, from: start)?.text }

    static func typeSpan(_ tokens: [SwiftToken], from start: Int) -> (text: String, end: Int)? {
        let end = typeSpanEnd(tokens, from: start)
        let text = tokens[start..<end].map(\.text).joined()
        guard let first = text.first, first.isUppercase || first == "[" else { return nil }
        return (text, end)
    }

    /// Where the type's text from `start` ends (the index after its last token).
    static func typeSpanEnd(_ tokens: [SwiftToken], from start: Int) -> Int {
        var j = start
        var depth = 0
        while j < tokens.count {
            let t = tokens[j]
            if t.isPunct("[") || t.isPunct("<") { depth += 1 }
            else if t.isPunct("]") || t.isPunct(">") { guard depth > 0 else { break }; depth -= 1 }
            else if t.kind == .identifier { if depth == 0, j > start, tokens[j - 1].text.utf8.last != UInt8(ascii: ".") { break } }
            else if !(t.isPunct(".") || t.isPunct("?") || t.isPunct("!") || (depth > 0 && (t.isPunct(",") || t.isPunct(":")))) { break }
            if j > start, t.newlineBefore, depth == 0 { break }
            j += 1
            if depth == 0, t.isPunct("]") || t.isPunct(">") {
                // `[Order]?`: an optional mark may follow.
                if j < tokens.count, tokens[j].isPunct("?") { j += 1 }
                break
            }
        }
        return j
    }

    enum Argument { case type(String), name(String) }

    /// An `encode(…)` call's first argument: a constructor's type, or a name the file declares.
    static func argument(_ tokens: [SwiftToken], at start: Int) -> Argument? {
        guard start + 1 < tokens.count, tokens[start].kind == .identifier else { return nil }
        let first = tokens[start]
        if first.text.first?.isUppercase == true, tokens[start + 1].isPunct("(") { return .type(first.text) }
        // `encode(event)`, `encode(self.body)`, `encode(items, forKey: .items)`.
        var name = first.text
        var j = start + 1
        if name == "self", tokens[j].isPunct("."), j + 2 < tokens.count, tokens[j + 1].kind == .identifier {
            name = tokens[j + 1].text
            j += 2
        }
        // `encode(request.body)`: a stored property of a value, typed later from its holder's declaration.
        if j + 2 < tokens.count, tokens[j].isPunct("."), tokens[j + 1].kind == .identifier, tokens[j + 2].isPunct(")"),
           first.text.first?.isLowercase == true {
            return .name(name + "." + tokens[j + 1].text)
        }
        guard j < tokens.count, tokens[j].isPunct(")") || tokens[j].isPunct(",") else { return nil }
        return .name(name)
    }

    /// Names the file declares with one type: `let body: CreateOrderPayload`, `_ event:
    /// ScreenViewEvent`, `let body = CreateOrderPayload(…)`. A name declared with two types is left out.
    static func declaredTypes(_ tokens: [SwiftToken]) -> (found: [String: String], conflicting: Set<String>) {
        var found: [String: String] = [:]
        var conflicting = Set<String>()
        func note(_ name: String, _ type: String) {
            if let known = found[name], known != type { conflicting.insert(name) } else { found[name] = type }
        }
        for i in tokens.indices.dropLast(3) where tokens[i].kind == .identifier {
            let next = tokens[i + 1]
            if next.isPunct(":"), let type = typeText(tokens, from: i + 2), !tokens[i].text.first!.isUppercase {
                note(tokens[i].text, type)
            } else if tokens[i].text == "let" || tokens[i].text == "var", tokens[i + 1].kind == .identifier, tokens[i + 2].isPunct("=") {
                var j = i + 3
                while j < tokens.count, tokens[j].kind == .identifier, tokens[j].text == "try" || tokens[j].text == "await" { j += 1 }
                if j + 1 < tokens.count, tokens[j].kind == .identifier, tokens[j].text.first?.isUppercase == true, tokens[j + 1].isPunct("(") {
                    note(tokens[i + 1].text, tokens[j].text)
                }
            }
        }
        return (found, conflicting)
    }

    /// A generic function that decodes: one with a `T.Type` parameter, or one that returns its
    /// generic parameter (`func send<T: Decodable>(…) async throws -> T`), and whose body calls
    /// `decode` or another function.
    static func helper(_ tokens: [SwiftToken], at funcIndex: Int) -> CodingUse? {
        guard funcIndex + 2 < tokens.count, tokens[funcIndex + 1].kind == .identifier, tokens[funcIndex + 2].isPunct("<") else { return nil }
        let name = tokens[funcIndex + 1].text
        // The generic parameters' names.
        var generics = Set<String>()
        // Whether the signature requires a Decodable (`<R: Decodable & Sendable>`, `where R: Codable`).
        var decodableOnly = false
        var j = funcIndex + 3
        var expectName = true
        var depth = 1
        while j < tokens.count, depth > 0 {
            let t = tokens[j]
            if t.isPunct("<") { depth += 1 } else if t.isPunct(">") { depth -= 1 }
            else if t.isPunct(",") && depth == 1 { expectName = true; j += 1; continue }
            else if t.kind == .identifier, expectName, depth == 1 { generics.insert(t.text) }
            else if t.kind == .identifier, t.text == "Decodable" || t.text == "Codable" { decodableOnly = true }
            expectName = false
            j += 1
        }
        // The signature up to the body: a `T.Type` parameter, or `-> T`.
        var takesType = false, returnsGeneric = false
        while j < tokens.count, !tokens[j].isPunct("{") {
            let t = tokens[j]
            if t.kind == .identifier, generics.contains(t.text), j + 2 < tokens.count, tokens[j + 1].isPunct("."), tokens[j + 2].text == "Type" { takesType = true }
            // `completion: @escaping (Result<T, Error>) -> Void`, `success: SuccessCallback<T>`: hands its caller a T.
            if t.isWord("Result") || isCallbackAlias(t), j + 2 < tokens.count, tokens[j + 1].isPunct("<"), generics.contains(tokens[j + 2].text) { returnsGeneric = true }
            if t.isPunct(text: "->") {
                var k = j + 1
                if k < tokens.count, tokens[k].kind == .identifier, generics.contains(tokens[k].text) { returnsGeneric = true }
                // `-> (T, URLResponse)`, `-> Result<T, Error>`: the first generic named.
                while k < tokens.count, !tokens[k].isPunct("{"), !(tokens[k].kind == .identifier && tokens[k].text == "where") {
                    if tokens[k].kind == .identifier, generics.contains(tokens[k].text) { returnsGeneric = true; break }
                    k += 1
                }
            }
            if t.kind == .identifier, t.text == "Decodable" || t.text == "Codable" { decodableOnly = true }
            // A requirement with no body (`func send<R: Decodable>(_ call: Call) async throws -> R` in
            // a protocol): what makes an R from a call is a decode, in every type that conforms.
            if t.isPunct("}") || t.kind == .identifier && (t.text == "func" || t.text == "var" || t.text == "let") {
                guard decodableOnly, takesType || returnsGeneric else { return nil }
                return CodingUse(kind: .decodeHelper, type: name, line: tokens[funcIndex].line)
            }
            j += 1
        }
        guard takesType || returnsGeneric, j < tokens.count else { return nil }
        // The body decodes, or hands on to something that may.
        var depth2 = 0
        var k = j
        var decodes = false
        while k < tokens.count {
            if tokens[k].isPunct("{") { depth2 += 1 } else if tokens[k].isPunct("}") {
                depth2 -= 1
                if depth2 == 0 { break }
            } else if tokens[k].kind == .identifier, tokens[k].text.lowercased().contains("decode") || tokens[k].text == "self" && k >= 1 && tokens[k - 1].isPunct(".") {
                decodes = true
            }
            k += 1
        }
        guard decodes else { return nil }
        return CodingUse(kind: .decodeHelper, type: name, line: tokens[funcIndex].line)
    }
}

/// The named bodies the tokens are in, by the brace depth of each: the types, for
/// `encode(self)`, and the functions, for the typed results decoded in one (`ordersGet`).
struct OpenBodies {
    var types: [(name: String, depth: Int)] = []
    var functions: [(name: String, depth: Int, at: Int)] = []
    /// The type or function whose body the next `{` opens; either ends an `init(from:)` declaration.
    var declaringType: String? { didSet { declaringDecoder = false } }
    var declaringFunction: String? { didSet { declaringDecoder = false } }
    /// Where the `func` of `declaringFunction` is.
    var declaringFunctionAt = 0
    /// The next `{` opens an `init(from decoder:)` body.
    var declaringDecoder = false
    /// The depths of the `init(from decoder:)` bodies the tokens are in.
    var decoderDepths: [Int] = []
    var depth = 0

    /// The tokens are in a type's own `init(from decoder:)`.
    var inDecoder: Bool { !decoderDepths.isEmpty }

    /// A use, with the type it is written in and whether it sits in that type's `init(from:)`.
    func placed(_ use: CodingUse) -> CodingUse {
        var placed = use
        placed.scope = scope
        if inDecoder { placed.inDecoderBody = true }
        return placed
    }

    mutating func open() {
        depth += 1
        if declaringDecoder { decoderDepths.append(depth) }
        declaringDecoder = false
        // Simple names, joined only for `encode(self)`; nesting past any real app's is not followed.
        if let name = declaringType, types.count < 64 { types.append((name, depth)) }
        if let name = declaringFunction, functions.count < 64 { functions.append((name, depth, declaringFunctionAt)) }
        declaringType = nil
        declaringFunction = nil
    }

    /// The type the tokens are in, whole (`PlayersViewModel`, `Outer.Inner`); nil outside any.
    var scope: String? { types.isEmpty ? nil : types.map(\.name).joined(separator: ".") }

    mutating func close() {
        if types.last?.depth == depth { types.removeLast() }
        if functions.last?.depth == depth { functions.removeLast() }
        if decoderDepths.last == depth { decoderDepths.removeLast() }
        declaringFunction = nil
        declaringDecoder = false
        depth -= 1
    }
}
