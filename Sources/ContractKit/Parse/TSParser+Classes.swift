/// Classes read as DTOs: heritage (NestJS mapped types included), properties, parameter
/// properties, and the methods, accessors and static members that are skipped.
extension TSParser {
    mutating func parseClass(exported: Bool, doc: DocComment?) throws {
        advance()  // class
        let nameToken = try expectIdentifier("a class name")
        let generics = try parseGenericParameters()
        var heritage: [TypeSyntax] = []
        if consumeKeyword("extends") {
            heritage.append(isReadableHeritage() ? try parseClassHeritage() : skipHeritageExpression())
        }
        if consumeKeyword("implements") {
            repeat { _ = try parseTypeOperand() } while consume(",")
        }
        try expect("{")
        var members: [MemberSyntax] = []
        while !current.isPunct("}") {
            if atEnd { try fail("expected '}' but found end of file") }
            if consume(";") { continue }
            let before = position
            if let member = try parseClassMember() { members.append(member) }
            members += parameterProperties
            parameterProperties = []
            if position == before { advance() }
        }
        advance()
        _ = consume(";")
        declare(nameToken.text, exported: exported, generics: generics, doc: doc,
                body: .interface(heritage: heritage, members: members, isClass: true), at: nameToken)
    }

    /// What a class extends: a type, or a call such as NestJS's `PartialType(CreateUserDto)`.
    /// The mapped-type helpers of `@nestjs/mapped-types` and `@nestjs/swagger` are read as
    /// the utility types they mirror; any other call is unsupported, with a warning.
    mutating func parseClassHeritage() throws -> TypeSyntax {
        var i = position + 1
        while tokens[i].isPunct("."), tokens[i + 1].kind == .identifier { i += 2 }
        guard current.kind == .identifier, tokens[i].isPunct("(") else { return try parseTypeOperand() }
        let start = here
        let name = try parseQualifiedName()
        advance()  // (
        var types: [TypeSyntax] = []
        var keys: [TypeSyntax] = []
        while !current.isPunct(")") && !atEnd {
            let argument = here
            if current.kind == .identifier {
                types.append(.reference(name: try parseQualifiedName(), arguments: [], location: argument))
            } else if current.isPunct("[") {
                advance()
                while current.kind == .string {
                    keys.append(.literal(.string(advance().text), location: argument))
                    if !consume(",") { break }
                }
                try expect("]")
                if current.isIdentifier("as") && peek().isIdentifier("const") { advance(); advance() }
            } else {
                skipExpression()
            }
            if !consume(",") { break }
        }
        try expect(")")
        let helper = name.split(separator: ".").last.map(String.init) ?? name
        switch (helper, types.count) {
        case ("PartialType", 1...):
            return .reference(name: "Partial", arguments: [types[0]], location: start)
        case ("PickType", 1...) where !keys.isEmpty, ("OmitType", 1...) where !keys.isEmpty:
            let keyType: TypeSyntax = keys.count == 1 ? keys[0] : .union(keys, location: start)
            return .reference(name: helper == "PickType" ? "Pick" : "Omit", arguments: [types[0], keyType], location: start)
        case ("IntersectionType", 2...):
            return .intersection(types, location: start)
        default:
            warning("unsupported class heritage '\(name)(…)'; inherited fields are not read", at: start)
            return .unsupported(construct: "class heritage expression", location: start)
        }
    }

    static let classModifiers: Set<String> = [
        "public", "private", "protected", "readonly", "static", "abstract", "declare", "override", "accessor", "async",
        "in", "out", "export", "const",
    ]

    /// Whether what a class extends is a name (`Base`, `ns.Base<T>`) or a call of one
    /// (`PartialType(CreateUserDto)`), followed by the class body or `implements`.
    func isReadableHeritage() -> Bool {
        var i = position
        guard tokens[i].kind == .identifier else { return false }
        i += 1
        while tokens[i].isPunct("."), tokens[i + 1].kind == .identifier { i += 2 }
        if tokens[i].isPunct("<") {
            i = Self.afterGroup(tokens, from: i)
            return tokens[i].isPunct("{") || tokens[i].isIdentifier("implements")
        }
        if tokens[i].isPunct("(") { i = Self.afterGroup(tokens, from: i) }
        return tokens[i].isPunct("{") || tokens[i].isIdentifier("implements")
    }

    /// The index after the bracket group that opens at `start`.
    static func afterGroup(_ tokens: [Token], from start: Int) -> Int {
        var i = start
        do {
            var depth = 0
            repeat {
                let t = tokens[i]
                if t.kind == .punct && ["<", "(", "[", "{"].contains(t.text) { depth += 1 }
                if t.kind == .punct && [">", ")", "]", "}"].contains(t.text) { depth -= 1 }
                i += 1
            } while depth > 0 && i < tokens.count - 1
        }
        return i
    }

    /// Any other expression a class extends (`mixin(A)<T>`, `getBase() <number>`, a class
    /// expression): skipped up to the class body, with a warning.
    mutating func skipHeritageExpression() -> TypeSyntax {
        let start = here
        var depth = 0
        while !atEnd {
            if depth == 0 && (current.isPunct("{") && !previousTokenContinuesExpression() || current.isIdentifier("implements")) { break }
            if current.kind == .punct && ["(", "[", "{"].contains(current.text) { depth += 1 }
            if current.kind == .punct && [")", "]", "}"].contains(current.text) { depth -= 1 }
            advance()
        }
        warning("unsupported class heritage expression; inherited fields are not read", at: start)
        return .unsupported(construct: "class heritage expression", location: start)
    }

    /// After `extends (`… or an operator, a `{` opens an object literal, not the class body.
    func previousTokenContinuesExpression() -> Bool {
        guard position > 0 else { return false }
        let previous = tokens[position - 1]
        return previous.kind == .punct && ["(", ",", "=", ":", "=>", "?", "[", "&&", "||"].contains(previous.text)
    }

    mutating func parseClassMember() throws -> MemberSyntax? {
        let doc = doc(of: current)
        let start = here
        // Decorators: `@IsString()`, `@ValidateNested({ each: true })`, `@Type(() => X)`.
        skipDecorators()
        var isStatic = false, readonly = false, hidden: String?
        while current.kind == .identifier && Self.classModifiers.contains(current.text) && !isMemberNameEnd(peek()) {
            if current.text == "static" { isStatic = true }
            if current.text == "readonly" { readonly = true }
            if current.text == "private" || current.text == "protected" { hidden = current.text }
            advance()
        }
        if isStatic && current.isPunct("{") {
            skipBalanced()
            note("skipped static block", at: start)
            return nil
        }
        if current.isPunct("*") { advance() }  // generator method
        if isStatic && current.isIdentifier("async") && !isMemberNameEnd(peek()) { advance() }
        if (current.isIdentifier("get") || current.isIdentifier("set")) && !isMemberNameEnd(peek()) {
            advance()
            let name = try skipMemberName()
            try skipFunctionLike()
            note("skipped accessor '\(name)'", at: start)
            return nil
        }
        let isPrivateName = current.isPunct("#")
        if isPrivateName { advance() }
        let nameToken = current
        if nameToken.isPunct("[") {
            if let index = try parseIndexSignature(readonly: readonly, doc: doc, at: start) {
                _ = consume(";")
                return index
            }
            skipBalanced()
        } else if nameToken.kind == .identifier || nameToken.kind == .string || nameToken.kind == .number {
            advance()
        } else {
            try fail("expected a class member but found \(describe(nameToken))")
        }
        let name = nameToken.text
        let optional = consume("?")
        _ = consume("!")
        if name == "constructor" && current.isPunct("(") {
            parameterProperties = try parseConstructorParameters()
            try skipFunctionLike()
            note("skipped constructor", at: start)
            return nil
        }
        if current.isPunct("(") || current.isPunct("<") {
            recordSignature(reach: hidden != nil || isPrivateName ? .privateMember : .public)
            try skipFunctionLike()
            note("skipped method '\(name)'", at: start)
            return nil
        }
        if isStatic || isPrivateName || nameToken.isPunct("[") {
            skipClassPropertyRest()
            note(isStatic ? "skipped static member '\(name)'" : "skipped private member '\(name)'", at: start)
            return nil
        }
        let property = try parseClassProperty(nameToken, optional: optional, readonly: readonly, doc: doc, at: start)
        if let hidden, property != nil {
            // `private` and `protected` members are the class's own state: `keyof` leaves them
            // out, and so does every type built from the class (`Partial`, `Pick`), so they
            // are no part of the shape a client reads.
            note("skipped \(hidden) member '\(name)'", at: start)
            return nil
        }
        return property
    }

    /// A class property after its name: `: T`, `= value`, both, or an arrow function (a
    /// method, skipped). A literal initialiser gives the type when none is written.
    mutating func parseClassProperty(_ nameToken: Token, optional: Bool, readonly: Bool, doc: DocComment?, at start: SourceLocation) throws -> MemberSyntax? {
        let name = nameToken.text
        var type: TypeSyntax?
        if consume(":") { type = try parseType() }
        var initializer: String?
        if consume("=") {
            if type == nil && initializerIsFunction() {
                // `handle = async (req) => { … }`: a method by another name, never data.
                skipClassPropertyRest()
                _ = consume(";")
                note("skipped method '\(name)'", at: start)
                return nil
            }
            let valueStart = position
            let literal = parseLiteralExpression()
            if literal != nil, current.isIdentifier("as"), peek().isIdentifier("const") {
                // `readonly kind = 'ok' as const`: the property's type is the literal.
                advance(); advance()
                if type == nil, let value = literal { type = .literal(value, location: location(of: nameToken)) }
            }
            if let literal, current.isPunct(";") || current.isPunct("}") || current.newlineBefore {
                initializer = literal.typeScriptText
                if type == nil { type = .keyword(literal.keywordType, location: start) }
            } else {
                position = valueStart
                if current.isPunct("[") && peek().isPunct("]") { initializer = "[]" }
                skipClassPropertyRest()
            }
        }
        let trailing = previousTrailingComment()
        _ = consume(";")
        if type == nil {
            warning("property '\(name)' has no type annotation; read as 'any'", at: location(of: nameToken))
            type = .keyword("any", location: start)
        }
        return MemberSyntax(kind: .property, name: name, isOptional: optional, isReadonly: readonly, type: type,
                            doc: doc, trailingComment: trailing, initializer: initializer, location: location(of: nameToken))
    }

    /// The properties a constructor declares with its parameters:
    /// `constructor(public readonly value: T, private cache?: Cache)`. Plain parameters declare none.
    /// The position is left at the `(`, so the caller skips the whole constructor.
    mutating func parseConstructorParameters() throws -> [MemberSyntax] {
        let open = position
        defer { position = open }
        advance()  // (
        var properties: [MemberSyntax] = []
        while !current.isPunct(")") && !atEnd {
            let doc = doc(of: current)
            skipDecorators()
            var isProperty = false, readonly = false, hidden = false
            while current.kind == .identifier && ["public", "private", "protected", "readonly", "override"].contains(current.text)
                    && !isMemberNameEnd(peek()) {
                isProperty = true
                if current.text == "readonly" { readonly = true }
                if current.text == "private" || current.text == "protected" { hidden = true }
                advance()
            }
            let nameToken = current
            guard nameToken.kind == .identifier else {
                skipExpression()  // a destructured parameter
                if !consume(",") { break }
                continue
            }
            advance()
            let optional = consume("?")
            var type: TypeSyntax?
            if consume(":") { type = try quietly { try $0.parseType() } }
            if consume("=") {
                // `private retries = 3`: the type is the default's.
                if type == nil, let literal = parseLiteralExpression(), current.isPunct(",") || current.isPunct(")") {
                    type = .keyword(literal.keywordType, location: location(of: nameToken))
                }
                skipExpression()
            }
            if isProperty && !hidden {
                properties.append(MemberSyntax(kind: .property, name: nameToken.text, isOptional: optional, isReadonly: readonly,
                                               type: type ?? .keyword("any", location: location(of: nameToken)), doc: doc,
                                               trailingComment: nil, initializer: nil, location: location(of: nameToken)))
            }
            if !consume(",") { break }
        }
        return properties
    }

    /// Skips a member name, `#private` and `[computed]` ones included, and returns its text.
    mutating func skipMemberName() throws -> String {
        if consume("#") { return "#" + (try expectIdentifier("a member name")).text }
        if current.isPunct("[") {
            skipBalanced()
            return "[computed]"
        }
        guard current.kind == .identifier || current.kind == .string || current.kind == .number else {
            try fail("expected a member name but found \(describe(current))")
        }
        return advance().text
    }

    /// Whether the initialiser here is a function: an arrow function or a `function`
    /// expression, found by an `=>` before the initialiser ends.
    func initializerIsFunction() -> Bool {
        if current.isIdentifier("function") || (current.isIdentifier("async") && peek().isIdentifier("function")) { return true }
        var i = position
        var depth = 0
        while i < tokens.count - 1 {
            let token = tokens[i]
            if i > position && depth == 0 && token.newlineBefore && !token.isPunct("=>") && !tokens[i - 1].isPunct("=>") { return false }
            if token.kind == .punct {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    if depth == 0 { return false }
                    depth -= 1
                case ";", ",": if depth == 0 { return false }
                case "=>": if depth == 0 { return true }
                default: break
                }
            }
            i += 1
        }
        return false
    }
}
