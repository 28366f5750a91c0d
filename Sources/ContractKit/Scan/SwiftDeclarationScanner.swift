// Scan: Swift source to declarations and function bodies, and the index of the app's models.

import Foundation

/// Reads Swift source at the declaration level, without SwiftSyntax: types (nested, with
/// generics and conformances), properties, enum cases, CodingKeys, initializers, and what
/// `init(from:)` and `encode(to:)` do with each key. Bodies of other functions are
/// skipped. `#if` directives are dropped, so every branch is scanned.
///
/// It never fails: a problem becomes a diagnostic, and the scan goes on.
public struct SwiftDeclarationScanner {
    static let maxDepth = 100

    var tokens: [SwiftToken]
    var position = 0
    /// Where this scanner stops: a worker scans `position..<end` of a shared token array.
    var end = Int.max
    let file: String
    var diagnostics: Diagnostics
    var depth = 0
    /// `typealias` declarations outside any type: `typealias DTO = Codable & Sendable`.
    var topLevelAliases: [ScannedTypeAlias] = []
    /// The modules the file imports (`import Vapor`, `@testable import App`).
    var imports: [String] = []
    /// An enum's computed `rawValue` (`case .lineItem: "line_item"`), until its type takes it.
    var computedRawValues: [(String, String)] = []

    /// Scans one file. `file` is the path used in the results. With `functions`, every
    /// function body is also read for the mapper audit (see `MapperBodyAnalyzer`).
    public static func scan(_ bytes: [UInt8], file: String, functions: Bool = false) -> (ScannedFile, [Diagnostic]) {
        if bytes.count >= partedFile, Parallel.workers > 1, let scanned = scanInParts(bytes, file: file, functions: functions) { return scanned }
        return scanWhole(bytes, file: file, functions: functions)
    }

    /// One file lexed in one piece, then scanned (on all cores when it is large).
    static func scanWhole(_ bytes: [UInt8], file: String, functions: Bool) -> (ScannedFile, [Diagnostic]) {
        let (tokens, lexDiagnostics, syntax) = SwiftLexer.tokenizeChecked(bytes, file: file)
        var scanner = SwiftDeclarationScanner(tokens: tokens, file: file, diagnostics: lexDiagnostics)
        scanner.diagnostics.append(contentsOf: syntax.errors)
        // Most files have no `#if` (the lexer noted any): only those pay for a filtered copy of their tokens.
        if syntax.hasDirectives {
            scanner.dropDirectiveConditions(tokens)
        }
        let (types, aliases, imports, scanDiagnostics) = scanTopLevel(scanner.tokens, file: file)
        scanner.diagnostics.append(contentsOf: scanDiagnostics)
        // The end-of-file token sits on the last line, at column 1 after a final line break.
        let end = tokens[tokens.count - 1]
        let lines = bytes.isEmpty ? 0 : end.column == 1 ? end.line - 1 : end.line
        var scanned = ScannedFile(path: file, lineCount: lines, types: types)
        let found = DecoderUses.fill(&scanned, tokens: tokens, settingCandidates: syntax.settingCandidates, filtered: scanner.tokens,
                                     hasDirectives: syntax.hasDirectives)
        scanned.codingUses = CodingUses.resolved(found.uses, pending: found.encodedNames, parts: [tokens])
        scanned.typeAliases = aliases
        scanned.imports = imports
        if functions { scanned.functions = FunctionScanner.scan(scanner.tokens, file: file) }
        let diagnostics = scanner.diagnostics.sorted
        // A large file's hundreds of thousands of tokens (a string each) are freed on another
        // core, off the audit's path: 6 ms of a 1,000-type audit's 200.
        if tokens.count >= 100_000 {
            let done = (tokens, scanner.tokens)
            DispatchQueue.global(qos: .utility).async { withExtendedLifetime(done) {} }
        }
        return (scanned, diagnostics)
    }

    static let directives: Set<String> = ["if", "elseif", "else", "endif"]

    /// Scans top-level declarations. A large file (a generated one, say) is split where a
    /// top-level declaration ends and the parts are scanned on all cores; results are
    /// joined in order, so they do not depend on scheduling.
    static func scanTopLevel(_ tokens: [SwiftToken], file: String, onOneCore: Bool = false) -> ([ScannedType], [ScannedTypeAlias], imports: [String], [Diagnostic]) {
        let workers = onOneCore || tokens.count < 50_000 ? 1 : Parallel.workers
        var ranges: [Range<Int>] = []
        if workers > 1 {
            // Token indices just after a `}` that closes a top-level declaration.
            var depth = 0
            var boundaries: [Int] = []
            for (i, t) in tokens.enumerated() where t.kind == .punct {
                if t.isPunct("{") { depth += 1 } else if t.isPunct("}") {
                    depth -= 1
                    if depth == 0 { boundaries.append(i + 1) }
                }
            }
            var start = 0
            for w in 1..<workers {
                let target = tokens.count * w / workers
                if let cut = boundaries.first(where: { $0 >= target && $0 > start }), cut < tokens.count - 1 {
                    ranges.append(start..<cut)
                    start = cut
                }
            }
            ranges.append(start..<tokens.count)
        } else {
            ranges = [0..<tokens.count]
        }
        let parts = ranges
        let values = Parallel.map(parts.count) { i in
            // Workers share the token array (copy-on-write, never written) and each stops
            // at its part's end: copying parts of a 30 MB file's tokens cost more than it saved.
            var scanner = SwiftDeclarationScanner(tokens: tokens, position: parts[i].lowerBound, end: parts[i].upperBound,
                                                  file: file, diagnostics: Diagnostics())
            var types: [ScannedType] = []
            var outside: ScannedType?  // top level: members belong to no type
            scanner.scanMembers(into: &outside, prefix: "", collected: &types, endsAtBrace: false)
            return (types, scanner.topLevelAliases, scanner.imports, scanner.diagnostics.items)
        }
        return (values.flatMap(\.0), values.flatMap(\.1), values.flatMap(\.2), values.flatMap(\.3))
    }

    /// `#if os(iOS) && DEBUG` leaves its condition tokens behind once `#if` is dropped;
    /// drop every token on the directive's line too.
    mutating func dropDirectiveConditions(_ original: [SwiftToken]) {
        var kept: [SwiftToken] = []
        var i = 0
        let all = original
        while i < all.count {
            let t = all[i]
            if t.kind == .pound && (t.text == "if" || t.text == "elseif") {
                i += 1
                while i < all.count && all[i].line == t.line && all[i].kind != .endOfFile { i += 1 }
                continue
            }
            if t.kind == .pound && Self.directives.contains(t.text) { i += 1; continue }
            kept.append(t)
            i += 1
        }
        tokens = kept
    }

    // MARK: Tokens

    var current: SwiftToken { tokens[position] }
    var atEnd: Bool { position >= end || current.kind == .endOfFile }

    func peek(_ n: Int = 1) -> SwiftToken { tokens[min(position + n, tokens.count - 1)] }

    @discardableResult
    mutating func advance() -> SwiftToken {
        let t = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return t
    }

    /// Skips a balanced group from an opening `(`, `[`, `{` or `<`.
    mutating func skipBalanced() {
        let open = tokens[position].punctByte
        let close = closingBracket(open)
        var level = 0
        // By index, as `advance` and `atEnd` move and ask: fields read in place, no token copied.
        var i = position
        let last = tokens.count - 1
        repeat {
            let b = tokens[i].punctByte
            if b != 0 {
                if b == open { level += 1 } else if b == close { level -= 1 }
            }
            if i < last { i += 1 }
        } while level > 0 && !(i >= end || tokens[i].kind == .endOfFile)
        position = i
    }

    /// The tokens of a balanced group, without its brackets.
    mutating func balancedContents() -> [SwiftToken] {
        Array(tokens[balancedRange()])
    }

    /// Skips a balanced group and returns the index range of its contents.
    mutating func balancedRange() -> Range<Int> {
        let start = position + 1
        skipBalanced()
        return start < position - 1 ? start..<(position - 1) : start..<start
    }

    /// Reads a balanced group's contents in place, as a zero-based buffer: decoder and
    /// encoder bodies are the largest groups the scanner reads, and were copied.
    mutating func withBalancedContents<R>(_ body: (UnsafeBufferPointer<SwiftToken>) -> R) -> R {
        let range = balancedRange()
        return tokens.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    // MARK: Members

    /// Scans declarations until the closing `}` of a body (or the end of the file).
    mutating func scanMembers(into type: inout ScannedType?, prefix: String, collected: inout [ScannedType], endsAtBrace: Bool) {
        while !atEnd {
            if current.isPunct("}") {
                if endsAtBrace { advance(); return }
                advance()  // a stray brace at top level
                continue
            }
            let before = position
            scanDeclaration(into: &type, prefix: prefix, collected: &collected)
            if position == before { advance() }
        }
    }

    mutating func scanDeclaration(into type: inout ScannedType?, prefix: String, collected: inout [ScannedType]) {
        var attributes: [String] = []
        var access: String?
        var isStatic = false
        while true {
            if current.kind == .attribute {
                attributes.append(advance().text)
                // `@IgnoreDecodeErrors<Store>`, `@DefaultDecodable.False`: a wrapper's generic arguments and member.
                if current.isPunct("<") && !current.newlineBefore { skipBalanced() }
                while current.isPunct(".") && peek().kind == .identifier && !current.newlineBefore {
                    advance()
                    attributes[attributes.count - 1] += "." + advance().text
                    if current.isPunct("<") && !current.newlineBefore { skipBalanced() }
                }
                if current.isPunct("(") && !current.newlineBefore { skipBalanced() }
            } else if current.kind == .identifier && current.word == .none && Self.isModifier(current.text) && !isDeclarationNameHere() {
                let word = advance().text
                if Self.isAccessLevel(word) {
                    if current.isPunct("(") { skipBalanced() } else { access = word }  // private(set) keeps the getter's access
                }
                if word == "static" { isStatic = true }
            } else if current.isWord("class") && ["var", "let", "func", "subscript", "final"].contains(peek().text) {
                advance()
                isStatic = true
            } else {
                break
            }
        }
        guard current.kind == .identifier else {
            advance()
            return
        }
        // The lexer's word first (no modifier is one): most declarations are told apart without comparing text.
        switch current.word {
        case .struct, .class, .enum, .actor, .protocol, .extension:
            scanType(attributes: attributes, prefix: prefix, collected: &collected)
        case .let, .var:
            let properties = scanProperties(access: access, isStatic: isStatic, attributes: attributes)
            // One at a time, most: an element appended costs less than a sequence.
            if properties.count == 1 { type?.properties.append(properties[0]) } else { type?.properties += properties }
            if type?.kind == .enum || type?.kind == .extension { for (name, value) in computedRawValues where type?.rawValueMapping[name] == nil { type?.rawValueMapping[name] = value } }
            computedRawValues = []
        case .initializer:
            scanInitializer(into: &type, access: access)
        case .func:
            scanFunction(into: &type, collected: &collected)
        default:
            scanOtherDeclaration(into: &type)
        }
    }

    /// True when the current word is being used as a name (`var optional: Int`), not a modifier.
    func isDeclarationNameHere() -> Bool {
        let next = peek()
        return next.isPunct(":") || next.isPunct("=") || next.isPunct(",") || next.isPunct(")") || next.isPunct(".")
    }

    /// Skips a declaration header and its `{ … }` body, if it has one on its way.
    mutating func skipToBodyOrEnd() {
        var level = 0
        while !atEnd {
            if current.kind == .punct {
                switch current.text {
                case "(", "[": level += 1
                case ")", "]": level -= 1
                case "{" where level <= 0:
                    skipBalanced()
                    return
                case "}" where level <= 0:
                    return
                default: break
                }
            }
            advance()
            if level <= 0 && current.newlineBefore && startsDeclaration(current) { return }
        }
    }

    func startsDeclaration(_ t: SwiftToken) -> Bool {
        t.kind == .attribute || (t.kind == .identifier && (Self.isModifier(t.text) || ["var", "let", "func", "init", "case", "struct", "class", "enum", "actor", "extension", "protocol", "typealias", "deinit", "subscript"].contains(t.text)))
    }

    // MARK: Types

    mutating func scanType(attributes: [String], prefix: String, collected: inout [ScannedType]) {
        let keyword = advance()
        guard let kind = ScannedType.Kind(rawValue: keyword.text) else { return }
        var nameParts: [String] = []
        while current.kind == .identifier {
            nameParts.append(advance().text)
            if current.isPunct(".") && peek().kind == .identifier { advance() } else { break }
        }
        guard !nameParts.isEmpty else { return }
        let ownName = nameParts.joined(separator: ".")
        // An extension names its type from the top: `extension WorkDTO.BoundingBox`.
        let name = kind == .extension || prefix.isEmpty ? ownName : prefix + "." + ownName
        var scanned = ScannedType(name: name, kind: kind, file: file, line: keyword.line, column: keyword.column, attributes: attributes)
        if current.isPunct("<") {
            scanned.genericParameters = splitTopLevel(balancedContents()).map { part in part.first?.text ?? "" }.filter { !$0.isEmpty }
        }
        if current.isPunct(":") {
            advance()
            var inherited: [SwiftToken] = []
            var level = 0
            while !atEnd {
                if level == 0 && (current.isPunct("{") || current.isWord("where")) { break }
                if current.isPunct("<") || current.isPunct("(") { level += 1 }
                if current.isPunct(">") || current.isPunct(")") { level -= 1 }
                inherited.append(advance())
            }
            scanned.conformances = splitTopLevel(inherited).map(tokenText).filter { !$0.isEmpty }
        }
        while !atEnd && !current.isPunct("{") { advance() }  // a where clause
        guard current.isPunct("{") else {
            collected.append(scanned)
            return
        }
        advance()
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth {
            diagnostics.emit(.error, "nesting is too deep (more than \(Self.maxDepth) levels)", at: SourceLocation(file: file, line: keyword.line, column: keyword.column))
            position -= 1
            skipBalanced()
            return
        }
        var nested: [ScannedType] = []
        // The type under construction: its members are added as they are read.
        var building: ScannedType? = scanned
        scanMembers(into: &building, prefix: name, collected: &nested, endsAtBrace: true)
        scanned = building!
        if let keys = nested.first(where: { $0.name == name + ".CodingKeys" && $0.kind == .enum }) {
            scanned.codingKeys = keys.cases
        }
        collected.append(scanned)
        collected += nested
    }

    // MARK: Properties

    mutating func scanProperties(access: String?, isStatic: Bool, attributes: [String]) -> [ScannedProperty] {
        let mutable = advance().text == "var"
        var properties: [ScannedProperty] = []
        while !atEnd {
            guard current.kind == .identifier else {
                if current.isPunct("(") { skipBalanced() }  // a tuple pattern
                break
            }
            let nameToken = advance()
            var property = ScannedProperty(name: nameToken.text, type: nil, optional: false, stored: true, static: isStatic, mutable: mutable,
                                           defaultValue: nil, access: access, attributes: attributes, line: nameToken.line, column: nameToken.column)
            if current.isPunct(":") {
                advance()
                let typeTokens = scanUntilTopLevel(inType: true) { t in t.isPunct("=") || t.isPunct("{") || t.isPunct(",") }
                property.type = tokenText(typeTokens)
            }
            if current.isPunct("=") {
                advance()
                property.defaultValue = tokenText(scanUntilTopLevel(inType: false) { t in t.isPunct(",") })
            }
            // A brace after the type is an accessor block (no member can start with one);
            // after a default value it must be on the same line: `var x = 1 { didSet … }`.
            if current.isPunct("{") && (property.defaultValue == nil || !current.newlineBefore) {
                // A getter makes it computed; willSet/didSet observers keep it stored.
                let accessors = balancedRange()
                let first = tokens[accessors].first
                property.stored = first.map { $0.isWord("willSet") || $0.isWord("didSet") } ?? false
                // `get { … } set { … }` over another property: the app can assign it.
                property.hasSetter = !property.stored && Self.hasSetter(tokens[accessors])
                if property.name == "rawValue", !isStatic { computedRawValues = Self.returnedValues(tokens[accessors]) }
            }
            if property.type == nil, let value = property.defaultValue { property.type = Self.literalType(value) }
            property.optional = property.type.map(Self.isOptionalText) ?? false
            properties.append(property)
            if current.isPunct(",") { advance(); continue }
            break
        }
        // `let x, y: Int`: a name without a type takes the next one's.
        var nextType: String?
        for i in properties.indices.reversed() {
            if let t = properties[i].type { nextType = t } else if properties[i].defaultValue == nil, let t = nextType {
                properties[i].type = t
                properties[i].optional = Self.isOptionalText(t)
            }
        }
        return properties
    }

    /// Tokens up to a top-level stop token or the end of the statement. Angle brackets
    /// nest only in types; in an expression `<` is a comparison.
    /// They are the tokens passed, in place: a slice of the scanner's own, with no copy.
    mutating func scanUntilTopLevel(inType: Bool, _ stop: (SwiftToken) -> Bool) -> ArraySlice<SwiftToken> {
        let start = position
        var level = 0
        while !atEnd {
            let t = current
            if level == 0 {
                if stop(t) || t.isPunct("}") || t.isPunct(";") { break }
                if position > start && t.newlineBefore && !continuesExpression(previous: tokens[position - 1], next: t) { break }
            }
            switch t.punctByte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): level += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): level -= 1
            case UInt8(ascii: "<") where inType: level += 1
            case UInt8(ascii: ">") where inType && level > 0: level -= 1
            default: break
            }
            if level < 0 { break }
            advance()
        }
        return tokens[start..<position]
    }

    /// `T?`, `T!`, `Optional<T>`: bytes compared, once for every property of the app.
    static func isOptionalText(_ type: String) -> Bool {
        let last = type.utf8.last
        return last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || hasASCIIPrefix(type, "Optional<")
    }

    func continuesExpression(previous: SwiftToken, next: SwiftToken) -> Bool {
        expressionContinues(previous: previous, next: next)
    }

    // MARK: Enum cases

    mutating func scanCases() -> [ScannedCase] {
        advance()  // case
        var cases: [ScannedCase] = []
        while current.kind == .identifier {
            let nameToken = advance()
            var c = ScannedCase(name: nameToken.text, rawValue: nil, line: nameToken.line)
            if current.isPunct("(") {
                c.associatedValues = splitTopLevel(balancedContents()).map(tokenText)
            }
            if current.isPunct("=") {
                advance()
                if current.kind == .string || current.kind == .number {
                    c.rawValue = advance().text
                } else if current.isPunct("-") && peek().kind == .number {
                    advance()
                    c.rawValue = "-" + advance().text
                }
            }
            cases.append(c)
            if current.isPunct(",") { advance(); continue }
            break
        }
        return cases
    }

    // MARK: Initializers and functions

    mutating func scanInitializer(into type: inout ScannedType?, access: String?) {
        let keyword = advance()
        if current.isPunct("?") || current.isPunct("!") { advance() }
        if current.isPunct("<") { skipBalanced() }
        guard current.isPunct("(") else { skipToBodyOrEnd(); return }
        let parameters = parseParameters(tokens[balancedRange()])
        while !atEnd && !current.isPunct("{") && !current.isPunct("}") && !(current.newlineBefore && startsDeclaration(current)) { advance() }
        let isDecoder = parameters.count == 1 && parameters[0].label == "from" && parameters[0].type.hasSuffix("Decoder")
        guard current.isPunct("{") else {
            if !isDecoder { type?.initializers.append(ScannedInitializer(parameters: parameters, access: access, line: keyword.line)) }
            return
        }
        let isRawValueInit = parameters.count == 1 && parameters[0].label == "rawValue"
        guard isDecoder || isRawValueInit else {
            // Other initializers' bodies are read only when they receive a decoder (see +DecodingMembers).
            if !readDecodingMember(Self.initializerMemberName(parameters), parameters: parameters, line: keyword.line, into: &type) { skipBalanced() }
            type?.initializers.append(ScannedInitializer(parameters: parameters, access: access, line: keyword.line))
            return
        }
        let isEnum = type?.kind == .enum || type?.kind == .extension  // an extension's cases join only an enum (`WireContext.merged`)
        if isDecoder {
            let (decoder, values, fallback, byRawValue, branches) = withBalancedContents { body in
                let isEnum = type?.kind == .enum || (isEnum && Self.assignsSelf(body))  // only an enum's decoder makes cases
                return (CodingBodyReader(body: body).decoder(line: keyword.line), isEnum ? Self.switchedValues(body) + Self.mappedValues(body) : [], isEnum ? Self.fallbackCase(body) : nil,
                 isEnum && Self.callsRawValueInitializer(body, typeName: type.map { lastComponent($0.name) }), isEnum ? Self.caseBranchReads(body) : [:])
            }
            type?.decoder = decoder
            type?.decodesByRawValue = byRawValue
            type?.caseReads = branches
            if let fallback { type?.decoderFallback = fallback }
            for (name, raws) in values { type?.wireValues[name, default: []] += raws }
        } else if parameters.count == 1 && parameters[0].label == "rawValue" {
            type?.rawValueInitializerLine = keyword.line
            let (switched, fallback) = withBalancedContents { (Self.switchedValues($0), isEnum ? Self.fallbackCase($0) : nil) }
            if let fallback, type?.decoderFallback == nil { type?.decoderFallback = fallback }
            for (name, raws) in switched {
                if type?.rawValueMapping[name] == nil, let first = raws.first(where: { !$0.hasPrefix(Self.keyTagMark) }) { type?.rawValueMapping[name] = first }
                type?.wireValues[name, default: []] += raws
            }
        } else {
            type?.initializers.append(ScannedInitializer(parameters: parameters, access: access, line: keyword.line))
        }
    }

    mutating func scanFunction(into type: inout ScannedType?, collected: inout [ScannedType]) {
        let keyword = advance()
        let name = current.text
        advance()
        if current.isPunct("<") { skipBalanced() }
        var parameters: [ScannedInitializer.Parameter] = []
        if current.isPunct("(") { parameters = parseParameters(tokens[balancedRange()]) }
        while !atEnd && !current.isPunct("{") && !current.isPunct("}") && !(current.newlineBefore && startsDeclaration(current)) { advance() }
        guard current.isPunct("{") else { return }
        guard name == "encode" && parameters.count == 1 && parameters[0].label == "to" else {
            if let owner = type, owner.kind == .extension, Self.decodingContainerNames.contains(lastComponent(owner.name)), name.lowercased().contains("decode") {
                // A helper that reads a key: does its body tolerate a missing key?
                let (tolerant, calls) = withBalancedContents { body in
                    (body.contains { $0.isWord("decodeIfPresent") || $0.isWord("contains") || $0.isWord("decodeNil") }
                        || body.indices.contains { body[$0].isWord("try") && $0 + 1 < body.count && body[$0 + 1].isPunct("?") },
                     body.indices.compactMap { i in
                         body[i].kind == .identifier && body[i].text.hasPrefix("decode") && i + 1 < body.count && body[i + 1].isPunct("(") ? body[i].text : nil
                     })
                }
                var helper = ScannedCodingHelper(name: name, labels: parameters.map(\.label), firstParameterType: parameters.first?.type,
                                                 toleratesAbsence: tolerant, line: keyword.line)
                helper.calls = calls.filter { $0 != name }
                type?.codingHelpers.append(helper)
            } else if !readDecodingMember(name, parameters: parameters, line: keyword.line, into: &type) {
                skipBodyScanningLocalTypes(collected: &collected)  // only coder bodies, decoding helpers and local types are read
            }
            return
        }
        let isEnum = type?.kind == .enum
        let (encoder, written) = withBalancedContents { (CodingBodyReader(body: $0).encoder(line: keyword.line), isEnum ? Self.encodedValues($0) : [:]) }
        type?.encoder = encoder
        type?.encodedValues = written
    }

    static let decodingContainerNames: Set<String> = ["KeyedDecodingContainer", "KeyedDecodingContainerProtocol"]

    func parseParameters(_ tokens: ArraySlice<SwiftToken>) -> [ScannedInitializer.Parameter] {
        FunctionScanner.parameters(tokens)
    }
}

// MARK: Token text

/// Splits tokens at top-level commas.
func splitTopLevel(_ tokens: [SwiftToken]) -> [[SwiftToken]] {
    var parts: [[SwiftToken]] = [[]]
    var level = 0
    for t in tokens {
        switch t.punctByte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): level += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"): level -= 1
        case UInt8(ascii: ",") where level == 0:
            parts.append([])
            continue
        default: break
        }
        parts[parts.count - 1].append(t)
    }
    return parts.filter { !$0.isEmpty }
}

/// The bracket that closes `open` (a `punctByte`); `}` for anything else.
func closingBracket(_ open: UInt8) -> UInt8 {
    switch open {
    case UInt8(ascii: "("): UInt8(ascii: ")")
    case UInt8(ascii: "["): UInt8(ascii: "]")
    case UInt8(ascii: "<"): UInt8(ascii: ">")
    default: UInt8(ascii: "}")
    }
}

/// Tokens as compact source text: `[String: Int]?`, `Array<T>`, `(Int) -> Void`.
func tokenText<Tokens: Collection>(_ tokens: Tokens) -> String where Tokens.Element == SwiftToken {
    // Most types are one word (`String`, `Int`): no string is built.
    if tokens.count == 1, let only = tokens.first, only.kind == .identifier || only.kind == .punct || only.kind == .number { return only.text }
    var out = ""
    // Tokens read in place, by index: a token copied is a retain and a release of its text.
    var previous: Tokens.Index?
    for i in tokens.indices {
        let kind = tokens[i].kind
        if let p = previous {
            let spaceBefore = tokens[i].isPunct(text: "->") || tokens[i].isPunct("=") || tokens[i].isPunct(text: "??") || tokens[i].isPunct("&")
                || (tokens[p].kind != .punct && kind != .punct)
                || tokens[p].isPunct(":") || tokens[p].isPunct(",") || tokens[p].isPunct(text: "->") || tokens[p].isPunct("=")
                || tokens[p].isPunct(text: "??") || tokens[p].isPunct("&")
            if spaceBefore { out += " " }
        }
        switch kind {
        case .string: out += "\""; out += tokens[i].text; out += "\""
        case .attribute: out += "@"; out += tokens[i].text
        case .pound: out += "#"; out += tokens[i].text
        case .regex: out += "/"; out += tokens[i].text; out += "/"
        default: out += tokens[i].text
        }
        previous = i
    }
    return out
}
