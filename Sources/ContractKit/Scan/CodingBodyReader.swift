/// Reads what a hand-written `init(from:)` or `encode(to:)` does with the wire: which
/// containers it opens and with which key enum, which key each `decode…`/`encode…` call
/// uses and on which container, which property each value lands in (through `self.x =`,
/// `x =`, or a local that is assigned later), and the constructs that are beyond a
/// static reading (a loop over `allKeys`, a key computed at run time).
///
/// For example, in
/// ```swift
/// let c = try decoder.container(keyedBy: Keys.self)
/// let raw = try c.decode(String.self, forKey: .projectID)
/// id = raw
/// ```
/// `c` is keyed by `Keys`, and the read of `.projectID` feeds the property `id`.
struct CodingBodyReader {
    let body: UnsafeBufferPointer<SwiftToken>
    let landmarks: BodyLandmarks

    init(body: UnsafeBufferPointer<SwiftToken>) {
        self.body = body
        landmarks = BodyLandmarks(body)
    }

    /// What `Decoder` itself offers; any other call on it is the app's own helper.
    static let decoderMembers: Set<String> = ["container", "singleValueContainer", "unkeyedContainer"]

    /// The standard types whose own `init(from:)` reads one value from a single value
    /// container (not `URL` or `Decimal`, whose own coders are keyed; only `JSONDecoder`'s
    /// containers special-case them).
    static let singleValueTypes: Set<String> = ["String", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
                                                "UInt32", "UInt64", "Double", "Float", "UUID", "Date"]

    static let standardDecodeMethods: Set<String> = ["decode", "decodeIfPresent", "decodeNil"]
    static let standardEncodeMethods: Set<String> = ["encode", "encodeIfPresent", "encodeNil", "encodeConditional"]
    /// The lengths of the methods that open a container, from `container` to
    /// `nestedUnkeyedContainer`, as bits of a mask.
    static let containerMethodLengths: UInt64 = ["container", "nestedContainer", "singleValueContainer", "unkeyedContainer",
                                                 "nestedUnkeyedContainer", "superDecoder", "superEncoder"].reduce(0) { $0 | 1 << $1.utf8.count }

    // MARK: Decoder

    func decoder(line: Int) -> ScannedDecoder {
        var decoder = ScannedDecoder(reads: decodeReads(), line: line)
        decoder.containers = containers()
        var tried: [String] = []
        decoder.delegates = delegates(tried: &tried)
        decoder.triedDelegates = tried
        decoder.memberCalls = memberCalls(containers: decoder.containers)
        decoder.partial = partialConstructs(decoding: true)
        if !decoder.partial.isEmpty { Self.dropWalkedKeys(&decoder.partial, reads: decoder.reads) }
        decoder.singleValue = decoder.containers.contains { $0.kind == .singleValue }
        if decoder.singleValue {
            decoder.singleValueAlternatives = singleValueDecodedTypes()
            decoder.singleValueType = decoder.singleValueAlternatives.first
        }
        // `let text = try String(from: decoder)`: a standard value decoded from the whole
        // decoder opens its single value container, so the type decodes one value too.
        if let i = decoder.delegates.firstIndex(where: Self.singleValueTypes.contains) {
            decoder.singleValue = true
            if decoder.singleValueType == nil { decoder.singleValueType = decoder.delegates[i] }
            decoder.delegates.remove(at: i)
        }
        decoder.leadingElements = leadingElements(decoder.containers)
        decoder.ignoresValue = ignoresDecoder(decoder)
        resolveLocals(&decoder.reads)
        decoder.derived = derived(from: decoder.reads)
        return decoder
    }

    func encoder(line: Int) -> ScannedEncoder {
        var encoder = ScannedEncoder(keys: [], line: line)
        encoder.writes = encodeWrites()
        encoder.keys = encoder.writes.map(\.key)
        encoder.containers = containers()
        encoder.partial = partialConstructs(decoding: false)
        encoder.delegates = delegates()
        return encoder
    }

    /// `let c = try decoder.container(keyedBy: Keys.self)`, `nestedContainer(keyedBy:forKey:)`,
    /// `superDecoder(forKey:)`, `singleValueContainer()`, and their encoding twins.
    func containers() -> [ScannedContainer] {
        var found: [ScannedContainer] = []
        // Calls after a `.` as long as a container's opening (most calls here are `decode(…)`, rejected by length).
        for i in landmarks.containerCalls {
            let kind: ScannedContainer.Kind
            switch body[i].text {
            case "container": kind = .keyed
            case "nestedContainer": kind = .keyed
            case "singleValueContainer": kind = .singleValue
            case "unkeyedContainer", "nestedUnkeyedContainer": kind = .unkeyed
            case "superDecoder", "superEncoder": kind = .superCoder
            default: continue
            }
            let args = arguments(after: i + 1)
            var container = ScannedContainer(name: assignedName(before: i - 1), kind: kind, line: body[i].line)
            container.optionalTry = isUnderOptionalTry(callAt: i)
            if let keyed = args.firstIndex(where: { $0.isWord("keyedBy") }),
               let enumAt = args[(keyed + 1)...].firstIndex(where: { $0.kind == .identifier }) {
                // From the name itself, past the label's colon: `keyedBy: Outer.Keys.self` → `Outer.Keys`.
                container.keyEnum = qualifiedName(in: args, from: enumAt) ?? args[enumAt].text
            }
            if let forKey = args.firstIndex(where: { $0.isWord("forKey") }) {
                container.parentKey = args[(forKey + 1)...].first(where: { $0.kind == .identifier })?.text
            }
            // The receiver: `c.nestedContainer(…)` nests under `c`'s keys; so does `c?.nestedContainer(…)`
            // on a container opened under `try?`.
            let receiver = isOptionalChaining(at: i - 2) ? i - 3 : i - 2
            if receiver >= 0, body[receiver].kind == .identifier, body[receiver].text != "decoder", body[receiver].text != "encoder" {
                container.parent = body[receiver].text
            }
            found.append(container)
        }
        return found
    }

    /// The dotted type name after `keyedBy:`, without `.self` or generic arguments:
    /// `Outer.Keys.self` → `Outer.Keys`, `MongoRef<Int>.CodingKeys.self` → `MongoRef.CodingKeys`.
    private func qualifiedName(in args: UnsafeBufferPointer<SwiftToken>, from start: Int) -> String? {
        var parts: [String] = []
        var j = start
        while j < args.count, args[j].kind == .identifier, args[j].text != "self" {
            parts.append(args[j].text)
            if j + 1 < args.count, args[j + 1].isPunct("<") { j = Self.afterGenericArguments(in: args, at: j + 1) - 1 }
            if j + 1 < args.count, args[j + 1].isPunct(".") { j += 2 } else { break }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// The index just past the `>` that closes the `<` at `open`, or the end.
    private static func afterGenericArguments(in args: UnsafeBufferPointer<SwiftToken>, at open: Int) -> Int {
        var depth = 0
        var j = open
        while j < args.count {
            if args[j].isPunct("<") { depth += 1 } else if args[j].isPunct(">") { depth -= 1 }
            j += 1
            if depth == 0 { break }
        }
        return j
    }

    /// The variable a call's result is bound to: `let c = try decoder.container(…)`,
    /// `let meta = try c.nestedContainer(…)`. `dot` is the index of the `.` before the method.
    private func assignedName(before dot: Int) -> String? {
        var j = dot - 1
        // `c?.nestedContainer(…)`: past the optional chaining to the receiver.
        if isOptionalChaining(at: j) { j -= 1 }
        // The receiver: `decoder`, `c`, `self.decoder`.
        while j >= 0, body[j].kind == .identifier, !["try", "await", "let", "var"].contains(body[j].text) {
            if j > 0, body[j - 1].isPunct(".") { j -= 2 } else { j -= 1; break }
        }
        while j >= 0, body[j].isPunct("?") || body[j].isPunct("!") || body[j].isWord("try") || body[j].isWord("await") { j -= 1 }
        guard j >= 1, body[j].isPunct("="), body[j - 1].kind == .identifier else { return nil }
        return body[j - 1].text
    }

    /// The tokens between a call's parentheses; `open` is the index of `(`.
    func arguments(after open: Int) -> UnsafeBufferPointer<SwiftToken> {
        arguments(between: open, and: end(ofCallAt: open))
    }

    /// The same when the call's end, `stop`, is known.
    func arguments(between open: Int, and stop: Int) -> UnsafeBufferPointer<SwiftToken> {
        // The tokens between the parentheses, viewed in place rather than copied.
        let upper = stop - 1 > open && body[stop - 1].isPunct(")") ? stop - 1 : stop
        return UnsafeBufferPointer(rebasing: body[min(open + 1, upper)..<upper])
    }

    /// The index just past a call's closing parenthesis; `open` is the index of `(`.
    func end(ofCallAt open: Int) -> Int {
        var level = 0
        var j = open
        repeat {
            if body[j].isPunct("(") { level += 1 } else if body[j].isPunct(")") { level -= 1 }
            j += 1
        } while level > 0 && j < body.count
        return j
    }

    /// Types decoded from the same decoder, whose keys sit at this level:
    /// `base = try Base(from: decoder)`, `try super.init(from: decoder)`.
    func delegates() -> [String] {
        var tried: [String] = []
        return delegates(tried: &tried)
    }

    /// The same, with the named types decoded under `try?` (`try? GitHubRepo(from: decoder)`) in `tried`.
    func delegates(tried: inout [String]) -> [String] {
        var found: [String] = []
        // `[String: RawJSON](from: decoder)`: the whole object decoded as a dictionary, every key kept.
        // Found in the same walk, listed after the named types.
        var dictionaries: [String] = []
        for i in landmarks.coderLabels {
            if i + 3 < body.count, body[i + 1].isWord("from"), body[i + 3].isWord("decoder"), i >= 1, body[i - 1].isPunct("]") {
                if let text = dictionaryType(closingAt: i - 1) { dictionaries.append(text) }
                continue
            }
            guard i >= 1, body[i - 1].kind == .identifier, i + 3 < body.count,
                  body[i + 3].isWord("decoder") || body[i + 3].isWord("encoder") else { continue }
            let callee = body[i - 1].text
            if callee == "init", i >= 3, body[i - 2].isPunct("."), body[i - 3].isWord("super") {
                found.append("super")
            } else if callee == "init", i >= 2, body[i - 2].isPunct("."), let property = assignedProperty(beforeImplicitInitAt: i - 2) {
                found.append("." + property)  // `self.wrapped = try .init(from: decoder)`: the property's type
            } else if callee == "encode", i >= 3, body[i - 2].isPunct("."), body[i - 3].kind == .identifier {
                found.append("." + body[i - 3].text)  // `try base.encode(to: encoder)`: the property's type
            } else if callee.first?.isUppercase == true {
                found.append(i >= 3 && body[i - 2].isPunct(".") ? body[i - 3].text + "." + callee : callee)
                if i >= 3, body[i - 2].isPunct("?"), body[i - 3].isWord("try") { tried.append(callee) }
            }
        }
        return found + dictionaries + coderHandOffs()
    }

    /// `[String: RawJSON]` of `[String: RawJSON](from: decoder)`, from its `]`; nil when it is no dictionary.
    private func dictionaryType(closingAt close: Int) -> String? {
        var j = close
        var level = 0
        repeat {
            if body[j].isPunct("]") { level += 1 } else if body[j].isPunct("[") { level -= 1 }
            j -= 1
        } while level > 0 && j >= 0
        let text = tokenText(body[(j + 1)...close])
        return text.hasByte(UInt8(ascii: ":")) ? text : nil
    }

    /// `wrapped` of `self.wrapped = try .init(…)`, from the `.` of `.init`.
    private func assignedProperty(beforeImplicitInitAt dot: Int) -> String? {
        var j = dot - 1
        if j >= 0, body[j].isPunct("?") || body[j].isPunct("!") { j -= 1 }
        if j >= 0, body[j].isWord("try") { j -= 1 }
        guard j >= 1, body[j].isPunct("="), body[j - 1].kind == .identifier else { return nil }
        return body[j - 1].text
    }

    /// Code a static reading cannot follow: every key then is possibly read.
    func partialConstructs(decoding: Bool) -> [String] {
        var found: [String] = []
        // Only the words the landmarks noted (`decoder.`, `.allKeys`, `forKey:`): most bodies hold a few.
        for i in landmarks.partialCandidates {
            // `self.rawData = decoder.decodeRawData()`: the app's own helper on the decoder itself.
            if decoding, i + 3 < body.count, body[i + 1].isPunct("."), body[i].hasText("decoder"), body[i + 2].kind == .identifier,
               body[i + 3].isPunct("("), !Self.decoderMembers.contains(body[i + 2].text) {
                let construct = "decoder.\(body[i + 2].text)(), which may keep the whole payload"
                if !found.contains(construct) { found.append(construct) }
            }
            if i > 0, body[i - 1].isPunct("."), body[i].hasText("allKeys"), !found.contains("a loop over allKeys") {
                found.append("a loop over allKeys")
            }
            if i + 2 < body.count, body[i + 1].isPunct(":"), !body[i + 2].isPunct("."), body[i].hasText("forKey"),
               body[i + 2].kind == .identifier, body[i + 2].text.first?.isLowercase == true, !found.contains("a key computed at run time"),
               !declaresCodingKey(body[i + 2].text) {
                found.append("a key computed at run time")
            }
        }
        return found
    }

    /// Local functions that read the coding key they are given, by name, with the standard
    /// read they stand for: `decodeIfPresent` when they return an optional, else `decode`.
    func localKeyHelpers() -> [String: String] {
        var found: [String: String] = [:]
        // The lexer's word for `func` (identifiers only, as `isWord` asks), not the text of every token.
        for j in landmarks.functions where j + 2 < body.count && body[j + 1].kind == .identifier && body[j + 2].isPunct("(") {
            let close = end(ofCallAt: j + 2)
            guard (j + 2..<min(close, body.count)).contains(where: { body[$0].kind == .identifier && body[$0].text.hasSuffix("CodingKeys") }) else { continue }
            // `-> Int?`: the tokens from the arrow to the body's brace.
            var k = close, optional = false
            while k < body.count, !body[k].isPunct("{") {
                if body[k].isPunct("?") { optional = true }
                k += 1
            }
            found[body[j + 1].text] = optional ? "decodeIfPresent" : "decode"
        }
        return found
    }

    /// Whether `name` is declared in the body as one of the type's own coding keys
    /// (`func decodeFlexible(forKey key: CodingKeys)`): its values are the enum's cases, which
    /// the reads at its call sites name; no key is computed at run time.
    func declaresCodingKey(_ name: String) -> Bool {
        body.indices.contains { j in
            j + 2 < body.count && body[j].kind == .identifier && body[j].hasText(name) && body[j + 1].isPunct(":")
                && body[j + 2].kind == .identifier && body[j + 2].text.hasSuffix("CodingKeys")
        }
    }

    // MARK: Reads

    /// Each `decode…(T.self, forKey: .key)` in the body, on which container, with the
    /// property or local it is assigned to, `try?`, and any `?? fallback`.
    func decodeReads() -> [ScannedDecoder.Read] {
        var reads: [ScannedDecoder.Read] = []
        var i = 0
        var statementTarget: String?
        let helpers = localKeyHelpers()
        // Most bodies catch nothing and ask no `contains`: only then is each read's enclosing block looked at.
        let (catches, asksContains) = (landmarks.catches, landmarks.asksContains)
        // The key of the last read followed by `?? …`, and where that fallback ends.
        var pendingFallback: (key: String, end: Int)?
        while i < body.count {
            // Fields read in place until the token is known to be a read: most are passed over without a copy.
            // A new statement starts on a new line, unless the line before ends mid-expression (`sources =`).
            if (body[i].newlineBefore && !(i > 0 && expressionContinues(previous: body[i - 1], next: body[i]))) || (i > 0 && body[i - 1].isPunct(";")) {
                statementTarget = nil
            }
            // `self.x = …`, `x = …`, `let x = …` (for `if let x = try …`), skipping `==`.
            if body[i].isPunct("="), i + 1 < body.count, !body[i + 1].isPunct("="), i > 0, body[i - 1].kind == .identifier, !(i > 1 && body[i - 2].isPunct("!")) {
                statementTarget = body[i - 1].text
            }
            // `lenientNumber(forKey: .floor)`: a local function that reads the key it is given.
            let helper = !helpers.isEmpty && body[i].kind == .identifier && i + 1 < body.count && body[i + 1].isPunct("(") && helpers[body[i].text] != nil
                && !(i > 0 && (body[i - 1].isPunct(".") || body[i - 1].isWord("func")))
            guard helper || (body[i].kind == .identifier && i + 1 < body.count && body[i + 1].isPunct("(") && i > 0 && body[i - 1].isPunct(".")
                  && (Self.isDecodingMethod(body[i]) || isKeyReadingHelper(at: i))) else {
                i += 1
                continue
            }
            let t = body[i]
            let j = end(ofCallAt: i + 1)
            let args = arguments(between: i + 1, and: j)
            // `forKey:`, or `key:` of the app's own container helper (`c.optionalDecode(key: .name)`).
            guard let keyIndex = args.indices.first(where: { k in
                args[k].isWord("forKey") || (args[k].isWord("key") && k + 2 < args.count && args[k + 1].isPunct(":") && args[k + 2].isPunct("."))
            }) else { i = j; continue }
            var read = ScannedDecoder.Read(property: statementTarget ?? argumentLabel(beforeCallAt: i), key: "", method: helpers[t.text] ?? t.text, type: nil, fallback: nil, line: t.line)
            (read.key, read.literalKey) = Self.readKey(UnsafeBufferPointer(rebasing: args[(keyIndex + 1)...].prefix { !$0.isPunct(",") }.drop { $0.isPunct(":") }))
            // A computed key (`forKey: key`, `Keys(stringValue: key.stringValue)!` inside `if key.stringValue == "name"`;
            // no CodingKey can have a case named `stringValue`): only these few look outward.
            if read.key.isEmpty || (!read.literalKey && read.key == "stringValue"), let literal = comparedKeyLiteral(callAt: i) {
                (read.key, read.literalKey) = (literal, true)
                // Read only once the key is seen among the payload's: an absent key is no failure.
                read.catchesAbsentKey = true
            }
            read.type = Self.readType(args, keyAt: keyIndex)
            if read.type == nil { read.enumCase = wrappingCase(ofCallAt: i) }
            read.labels = args.indices.compactMap { k in
                args[k].kind == .identifier && k + 1 < args.count && args[k + 1].isPunct(":") && (k == 0 || args[k - 1].isPunct(",")) ? args[k].text : nil
            }
            // `c.decode(…)`, or `c?.decode(…)` on a container opened under `try?`.
            let receiver = isOptionalChaining(at: i - 2) ? i - 3 : i - 2
            if receiver >= 0, body[receiver].kind == .identifier { read.container = body[receiver].text }
            read.optionalTry = isUnderOptionalTry(callAt: i)
            if catches, !read.optionalTry, isUnderKeyNotFoundCatch(callAt: i) { read.catchesAbsentKey = true }
            if catches, !read.optionalTry, isUnderMistypeCatch(callAt: i) { read.catchesMistype = true }
            if asksContains, !read.optionalTry, read.catchesAbsentKey == nil, isUnderContainsCheck(callAt: i, key: read.key, container: read.container) {
                read.catchesAbsentKey = true
            }
            if let pending = pendingFallback, i < pending.end, pending.key != read.key { read.fallbackFor = pending.key }
            let (text, end) = fallback(after: j)
            read.fallback = text
            pendingFallback = text == nil || read.key.isEmpty ? nil : (read.key, end)
            reads.append(read)
            i = j
        }
        return reads
    }

    /// The type a read's first argument names (`String` of `String.self`), whose own commas
    /// (`Either<Bool, Pref>`, `[String: Pair<A, B>]`) do not end it; nil when the first
    /// argument is the key, or names the property's own type (`type(of: title)`).
    static func readType(_ args: UnsafeBufferPointer<SwiftToken>, keyAt keyIndex: Int) -> String? {
        // `String.self, forKey: …`, most reads: the one word before `.self`.
        if keyIndex >= 3, args.count > 3, args[0].kind == .identifier, args[1].isPunct("."), args[2].isWord("self"), args[3].isPunct(",") {
            let type = args[0].text
            return type.isEmpty ? nil : type
        }
        var level = 0
        var typeTokens = args.prefix { t in
            if t.isPunct("<") || t.isPunct("[") || t.isPunct("(") { level += 1 } else if t.isPunct(">") || t.isPunct("]") || t.isPunct(")") { level -= 1 }
            return level > 0 || !t.isPunct(",")
        }
        // Bounds compared directly: a slice's `indices` is a generic call, once per read.
        guard !(keyIndex >= typeTokens.startIndex && keyIndex < typeTokens.endIndex) else { return nil }
        // `String.self`: the type is the tokens before `.self`.
        if typeTokens.count >= 2, typeTokens[typeTokens.endIndex - 1].isWord("self"), typeTokens[typeTokens.endIndex - 2].isPunct(".") {
            typeTokens = typeTokens.dropLast(2)
        }
        let type = tokenText(typeTokens)
        return type.isEmpty || type.hasPrefix("type(of:") || type.hasPrefix("Swift.type(of:") ? nil : type
    }

    /// The key a read's `forKey:` argument names, and whether it is a string literal: `.name`,
    /// `Keys.projectID` (the case after the enum's name), `"name"`; empty when it is computed.
    static func readKey(_ keyTokens: UnsafeBufferPointer<SwiftToken>) -> (String, Bool) {
        if let literal = keyTokens.first(where: { $0.kind == .string }) { return (literal.text, true) }
        if keyTokens.count >= 2, keyTokens[0].isPunct("."), keyTokens[1].kind == .identifier { return (keyTokens[1].text, false) }
        if let key = keyTokens.first(where: { $0.kind == .identifier }), key.text.first?.isUppercase == true, keyTokens.count > 2 {
            return (keyTokens.last(where: { $0.kind == .identifier })?.text ?? key.text, false)
        }
        return ("", false)
    }

    /// `X` of each `c.decode(X.self)` (no key), in order: what a single value decoder reads,
    /// first or in turn (`if let s = try? c.decode(String.self) … else if let a = try? c.decode([Item].self)`).
    func singleValueDecodedTypes() -> [String] {
        var types: [String] = []
        for i in body.indices where body[i].isWord("decode") && i > 0 && body[i - 1].isPunct(".") && i + 1 < body.count && body[i + 1].isPunct("(") {
            let args = arguments(between: i + 1, and: end(ofCallAt: i + 1))
            guard args.count > 2, !args.contains(where: { $0.isPunct(",") }),
                  args[args.endIndex - 1].isWord("self"), args[args.endIndex - 2].isPunct(".") else { continue }
            let type = tokenText(args.dropLast(2))
            if !types.contains(type) { types.append(type) }
        }
        return types
    }

    /// A decoder that opens no container, decodes nothing and never names the decoder
    /// (`self = .and`): it takes any value. Looked at only when every other fact is empty.
    func ignoresDecoder(_ decoder: ScannedDecoder) -> Bool {
        guard decoder.reads.isEmpty, decoder.containers.isEmpty, decoder.delegates.isEmpty, decoder.triedDelegates.isEmpty,
              decoder.memberCalls.isEmpty, decoder.partial.isEmpty, !decoder.singleValue else { return false }
        return !body.contains { $0.kind == .identifier && $0.text.lowercased().contains("decode") }
    }

    /// `decode…`, or an app helper on the container whose name has `Decode` in it
    /// (`optionalDecode`, `safeDecode`); never `decoder`.
    static func isDecodingMethod(_ t: SwiftToken) -> Bool {
        if t.text.utf8.first == UInt8(ascii: "d") { return hasASCIIPrefix(t.text, "decode") && !t.hasText("decoder") }
        // Most method names hold no `Decode` at all: a search of the bytes says so before the
        // string search (which can only find it where the bytes spell it).
        return containsDecodeBytes(t.text) && t.text.contains("Decode") && !t.text.hasSuffix("Decoder")
    }

    /// Whether the UTF-8 bytes of `text` hold `Decode`.
    private static func containsDecodeBytes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { b in
            guard b.count >= 6 else { return false }
            for s in 0...(b.count - 6) where b[s] == UInt8(ascii: "D") && b[s + 1] == UInt8(ascii: "e") && b[s + 2] == UInt8(ascii: "c")
                && b[s + 3] == UInt8(ascii: "o") && b[s + 4] == UInt8(ascii: "d") && b[s + 5] == UInt8(ascii: "e") {
                return true
            }
            return false
        }
    }

    /// The label of the argument a read is passed as, `type` in `self.init(type: try c.decode(…))`:
    /// a memberwise initializer's labels are the properties it sets.
    private func argumentLabel(beforeCallAt i: Int) -> String? {
        var j = i - 2  // the container
        guard j >= 0, body[j].kind == .identifier else { return nil }
        j -= 1
        if j >= 0, body[j].isPunct("?") || body[j].isPunct("!") { j -= 1 }
        if j >= 0, body[j].isWord("try") { j -= 1 }
        guard j >= 2, body[j].isPunct(":"), body[j - 1].kind == .identifier, body[j - 2].isPunct("(") || body[j - 2].isPunct(",") else { return nil }
        return body[j - 1].text
    }

    /// Whether `try?` governs the call: `try? c.decode(…)`, `(try? c.decode(…))`.
    private func isUnderOptionalTry(callAt i: Int) -> Bool {
        var j = i - 1
        // Back over the receiver, optional chaining included (`try? c?.nestedContainer(…)`).
        while j >= 0, body[j].kind == .identifier || body[j].isPunct(".") || isOptionalChaining(at: j) { j -= 1 }
        if j >= 0, body[j].isPunct("?"), j >= 1, body[j - 1].isWord("try") { return true }
        return false
    }

    /// The `?? fallback` after a call: `(try? container.decode(…)) ?? []`.
    /// Returns its text and the index where it ends.
    private func fallback(after callEnd: Int) -> (String?, Int) {
        var afterCall = callEnd
        while afterCall < body.count, body[afterCall].isPunct(")") { afterCall += 1 }
        guard afterCall < body.count, body[afterCall].isPunct(text: "??") else { return (nil, callEnd) }
        var k = afterCall + 1
        var fb: [SwiftToken] = []
        var lvl = 0
        while k < body.count {
            if lvl == 0 && body[k].newlineBefore && !fb.isEmpty { break }
            if body[k].isPunct("(") || body[k].isPunct("[") { lvl += 1 }
            if body[k].isPunct(")") || body[k].isPunct("]") { if lvl == 0 { break }; lvl -= 1 }
            fb.append(body[k])
            k += 1
        }
        return (tokenText(fb), k)
    }

    /// A read bound to a local (`let raw = try c.decode(…)`) feeds the property that local
    /// is later assigned to: `self.id = raw`, `status = Status(rawValue: raw) ?? .unknown`.
    func resolveLocals(_ reads: inout [ScannedDecoder.Read]) {
        // A body declares a few locals: a list searched in place, not a hashed set.
        var locals: [String] = []
        for i in body.indices where i + 1 < body.count && body[i + 1].kind == .identifier && (body[i].isWord("let") || body[i].isWord("var")) {
            locals.append(body[i + 1].text)
        }
        // Only reads kept in a local need the assignments traced.
        guard reads.contains(where: { $0.property.map(locals.contains) == true }) else { return }
        // Assignments `target = expression` whose expression names a local.
        var feeds: [String: String] = [:]
        var i = 0
        while i < body.count {
            guard body[i].isPunct("="), i >= 1, body[i - 1].kind == .identifier, i + 1 < body.count, !body[i + 1].isPunct("=") else { i += 1; continue }
            let target = body[i - 1].text
            let declared = i >= 2 && (body[i - 2].isWord("let") || body[i - 2].isWord("var"))
            var k = i + 1
            var level = 0
            while k < body.count {
                let t = body[k]
                if level == 0 && k > i + 1 && t.newlineBefore && !expressionContinues(previous: body[k - 1], next: t) { break }
                if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { level += 1 }
                if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") { if level == 0 { break }; level -= 1 }
                if t.kind == .identifier, locals.contains(t.text), t.text != target, !(k > 0 && body[k - 1].isPunct(".")), !declared || !locals.contains(target) {
                    if feeds[t.text] == nil { feeds[t.text] = target }
                }
                k += 1
            }
            i = k
        }
        for r in reads.indices {
            var seen = Set<String>()
            while let p = reads[r].property, locals.contains(p), let next = feeds[p], seen.insert(p).inserted {
                reads[r].property = next
            }
        }
    }

    // MARK: Writes

    /// Each `encode…(value, forKey: .key)`: the key, the container and what is written.
    func encodeWrites() -> [ScannedEncoder.Write] {
        var writes: [ScannedEncoder.Write] = []
        for i in body.indices where body[i].kind == .identifier && i > 0 && body[i - 1].isPunct(".") && i + 1 < body.count && body[i + 1].isPunct("(")
            && body[i].text.utf8.first == UInt8(ascii: "e") && hasASCIIPrefix(body[i].text, "encode") {
            let args = arguments(after: i + 1)
            guard let forKey = args.firstIndex(where: { $0.isWord("forKey") }) else { continue }
            let keyTokens = args[(forKey + 1)...].prefix { !$0.isPunct(",") }
            guard let key = keyTokens.first(where: { $0.kind == .identifier || $0.kind == .string }) else { continue }
            let value = args.prefix { !$0.isPunct(",") }
            // `try c.encode(self.name, forKey: .name)`: the property written.
            let property = value.last(where: { $0.kind == .identifier && $0.text != "self" })?.text
            writes.append(ScannedEncoder.Write(key: key.text, container: i >= 2 && body[i - 2].kind == .identifier ? body[i - 2].text : nil,
                                               method: body[i].text, property: property, line: body[i].line))
        }
        return writes
    }
}
