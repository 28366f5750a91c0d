/// Types, object members and class bodies.
extension TSParser {
    static let keywordTypes: Set<String> = [
        "string", "number", "boolean", "null", "undefined", "any", "unknown", "never", "object", "void", "bigint", "symbol",
    ]

    /// type := nonConditional ( 'extends' nonConditional '?' type ':' type )?
    ///
    /// As in TypeScript, the type after `extends` cannot itself be conditional: there an
    /// `infer X extends C` keeps its constraint even before `?`, and a function type's
    /// return type ends at the `?`. Brackets (parentheses, tuples, type arguments, object
    /// types) allow conditional types again.
    mutating func parseType() throws -> TypeSyntax {
        try nested { p in
            let start = p.here
            let checked = try p.parseNonConditionalType()
            if !p.disallowsConditional && p.current.isIdentifier("extends") && !p.current.newlineBefore {
                p.advance()
                // The whole conditional is unsupported: what its parts hold is nobody's concern.
                try p.quietly { p in
                    p.disallowsConditional = true
                    _ = try p.parseNonConditionalType()
                    p.disallowsConditional = false
                    try p.expect("?")
                    _ = try p.parseType()
                    try p.expect(":")
                    _ = try p.parseType()
                }
                p.warning("unsupported conditional type", at: start)
                return .unsupported(construct: "conditional type", location: start)
            }
            return checked
        }
    }

    /// Runs `body` where conditional types are allowed again: inside brackets. Nearly every
    /// type is read outside a conditional's `extends`, and then `body` simply runs.
    @inline(__always)
    mutating func allowingConditional<T>(_ body: (inout TSParser) throws -> T) rethrows -> T {
        guard disallowsConditional else { return try body(&self) }
        disallowsConditional = false
        defer { disallowsConditional = true }
        return try body(&self)
    }

    /// A function or constructor type, or a union. Called only inside `parseType`, whose `nested` already guards the depth.
    mutating func parseNonConditionalType() throws -> TypeSyntax {
        let start = here
        if isFunctionTypeStart() {
            // `create: (req: A) => Promise<B>`: no data, but it says which way A and B travel.
            recordSignature()
            try skipFunctionType()
            warning("unsupported function type", at: start)
            return .unsupported(construct: "function type", location: start)
        }
        if current.isIdentifier("new") || (current.isIdentifier("abstract") && peek().isIdentifier("new")) {
            while !current.isPunct("(") && !atEnd { advance() }
            try skipFunctionType()
            warning("unsupported constructor type", at: start)
            return .unsupported(construct: "constructor type", location: start)
        }
        if current.isIdentifier("asserts") && peek().kind == .identifier {
            advance()
        }
        return try parseUnion()
    }

    /// Whether the tokens here begin `(…) => T` or `<T>(…) => U`.
    func isFunctionTypeStart() -> Bool {
        var i = position
        if tokens[i].isPunct("<") {
            // A generic function type: skip the parameter list.
            var depth = 0
            repeat {
                if tokens[i].isPunct("<") { depth += 1 } else if tokens[i].isPunct(">") { depth -= 1 }
                i += 1
            } while depth > 0 && i < tokens.count - 1
            return tokens[i].isPunct("(")
        }
        guard tokens[i].isPunct("(") else { return false }
        var depth = 0
        repeat {
            let t = tokens[i]
            if t.kind == .punct {
                if t.text == "(" || t.text == "[" || t.text == "{" { depth += 1 } else if t.text == ")" || t.text == "]" || t.text == "}" { depth -= 1 }
            }
            i += 1
        } while depth > 0 && i < tokens.count - 1
        return tokens[i].isPunct("=>")
    }

    mutating func skipFunctionType() throws {
        if current.isPunct("<") {
            var depth = 0
            repeat {
                if current.isPunct("<") { depth += 1 } else if current.isPunct(">") { depth -= 1 }
                advance()
            } while depth > 0 && !atEnd
        }
        skipBalanced()
        try expect("=>")
        try quietly { try $0.skipReturnType() }
    }

    mutating func parseUnion() throws -> TypeSyntax {
        try parseList(separatedBy: "|", operand: { try $0.parseIntersection() }, TypeSyntax.union)
    }

    mutating func parseIntersection() throws -> TypeSyntax {
        try parseList(separatedBy: "&", operand: { try $0.parseTypeOperand() }, TypeSyntax.intersection)
    }

    /// `A | B | C` (a leading separator allowed): one operand as it is, several combined.
    mutating func parseList(separatedBy separator: StaticString, operand: (inout TSParser) throws -> TypeSyntax,
                            _ combine: ([TypeSyntax], SourceLocation) -> TypeSyntax) throws -> TypeSyntax {
        let start = here
        _ = consume(separator)
        // Nearly every type is a single operand: it is returned as it is, with no array
        // made for it and no copy out of one.
        let first = try operand(&self)
        guard consume(separator) else { return first }
        var members = [first]
        repeat { members.append(try operand(&self)) } while consume(separator)
        return combine(members, start)
    }

    /// A type operator application or a postfix type: `keyof T`, `readonly T[]`, `A[]`, `A[K]`.
    mutating func parseTypeOperand() throws -> TypeSyntax {
        try nested { p in
            let start = p.here
            if p.current.isIdentifier("keyof") && !p.peek().isPunct(":") {
                p.advance()
                return .keyOf(try p.parseTypeOperand(), location: start)
            }
            if p.current.isIdentifier("readonly") && (p.peek().kind != .punct || p.peek().isPunct("(") || p.peek().isPunct("[")) {
                p.advance()
                return try p.parseTypeOperand()
            }
            if p.current.isIdentifier("unique") && p.peek().isIdentifier("symbol") {
                p.advance(); p.advance()
                p.warning("unsupported 'unique symbol' type", at: start)
                return .unsupported(construct: "unique symbol type", location: start)
            }
            if p.current.isIdentifier("infer") && p.peek().kind == .identifier {
                p.advance(); p.advance()
                p.skipInferConstraint()
                return .unsupported(construct: "infer type", location: start)
            }
            var type = try p.parsePrimaryType()
            while p.current.isPunct("[") && !p.current.newlineBefore {
                let bracket = p.here
                p.advance()
                if p.consume("]") {
                    type = .array(type, location: bracket)
                } else {
                    let index = try p.allowingConditional { try $0.parseType() }
                    try p.expect("]")
                    type = .indexedAccess(type, index: index, location: bracket)
                }
            }
            return type
        }
    }

    mutating func parsePrimaryType() throws -> TypeSyntax {
        let token = current
        let start = here
        switch token.kind {
        case .string:
            advance()
            return .literal(.string(token.text), location: start)
        case .number:
            advance()
            return .literal(.number(parseNumber(token.text) ?? 0), location: start)
        case .template:
            advance()
            note("template literal type read as 'string'", at: start)
            return .keyword("string", location: start)
        case .punct:
            switch token.text {
            case "(":
                advance()
                let inner = try allowingConditional { try $0.parseType() }
                try expect(")")
                return inner
            case "{":
                return try allowingConditional { try $0.parseObjectType() }
            case "[":
                return try allowingConditional { try $0.parseTuple() }
            case "-" where peek().kind == .number:
                advance()
                let number = advance()
                return .literal(.number(-(parseNumber(number.text) ?? 0)), location: start)
            default:
                try fail("expected a type but found \(describe(token))")
            }
        case .identifier:
            if Self.keywordTypes.contains(token.text) {
                advance()
                return .keyword(token.text, location: start)
            }
            if token.text == "true" || token.text == "false" {
                advance()
                return .literal(.boolean(token.text == "true"), location: start)
            }
            if token.text == "import" && peek().isPunct("(") {
                return try parseImportType(isTypeQuery: false)
            }
            if token.text == "typeof" {
                advance()
                if current.isIdentifier("import") && peek().isPunct("(") { return try parseImportType(isTypeQuery: true) }
                let name = try parseQualifiedName()
                if current.isPunct("<") && !current.newlineBefore { _ = try parseTypeArguments() }
                return .typeQuery(name, location: start)
            }
            if token.text == "this" {
                advance()
                warning("unsupported 'this' type", at: start)
                return .unsupported(construct: "this type", location: start)
            }
            let name = try parseQualifiedName()
            var arguments: [TypeSyntax] = []
            if current.isPunct("<") { arguments = try parseTypeArguments() }
            return .reference(name: name, arguments: arguments, location: start)
        default:
            try fail("expected a type but found \(describe(token))")
        }
    }

    mutating func parseQualifiedName() throws -> String {
        var name = try expectIdentifier("a type name").text
        while current.isPunct(".") && peek().kind == .identifier {
            advance()
            name += "." + advance().text
        }
        return name
    }

    mutating func parseTypeArguments() throws -> [TypeSyntax] {
        try allowingConditional { try $0.parseTypeArgumentList() }
    }

    mutating func parseTypeArgumentList() throws -> [TypeSyntax] {
        try expect("<")
        var arguments: [TypeSyntax] = []
        while !current.isPunct(">") {
            arguments.append(try parseType())
            if !consume(",") { break }
        }
        try expect(">")
        return arguments
    }

    /// `{ members }`, or a mapped type `{ [K in Keys]?: T }`.
    mutating func parseObjectType() throws -> TypeSyntax {
        let start = here
        var i = position + 1
        if tokens[i].isIdentifier("readonly") || tokens[i].isPunct("+") || tokens[i].isPunct("-") { i += 1 }
        if tokens[i].isIdentifier("readonly") { i += 1 }
        if tokens[i].isPunct("["), tokens[i + 1].kind == .identifier, tokens[i + 2].isIdentifier("in") {
            return try parseMappedType(start)
        }
        return .object(try parseObjectMembers(), location: start)
    }

    /// `{ readonly [K in Keys]-?: T }`. A key remapping (`as`) is unsupported.
    mutating func parseMappedType(_ start: SourceLocation) throws -> TypeSyntax {
        let opening = position
        try expect("{")
        if current.isPunct("+") || current.isPunct("-") { advance() }
        _ = consumeKeyword("readonly")
        try expect("[")
        let parameter = try expectIdentifier("a type parameter").text
        advance()  // `in`
        let keys = try parseType()
        if current.isIdentifier("as") {
            position = opening
            skipBalanced()
            warning("unsupported mapped type with an 'as' clause", at: start)
            return .unsupported(construct: "mapped type", location: start)
        }
        try expect("]")
        var optional: Bool?
        if consume("-") {
            try expect("?")
            optional = false
        } else if consume("+") {
            try expect("?")
            optional = true
        } else if consume("?") {
            optional = true
        }
        let value: TypeSyntax = consume(":") ? try parseType() : .keyword("any", location: here)
        _ = consume(";") || consume(",")
        try expect("}")
        return .mapped(parameter: parameter, keys: keys, value: value, optional: optional, location: start)
    }

    /// `{ a: T; readonly b?: U, [key: string]: V }`; methods and call signatures are skipped
    /// with a warning.
    mutating func parseObjectMembers() throws -> [MemberSyntax] {
        try expect("{")
        var members: [MemberSyntax] = []
        while !current.isPunct("}") {
            if atEnd { try fail("expected '}' but found end of file") }
            if consume(";") || consume(",") { continue }
            // A getter and its setter give one property. Accessors are rare: a linear search for them is fine.
            readAccessor = false
            if let member = try parseTypeMember(), !readAccessor || !members.contains(where: { $0.name == member.name }) {
                members.append(member)
            }
            // Members are separated by `;`, `,` or a line break.
            if !(consume(";") || consume(",")) && !current.isPunct("}") && !current.newlineBefore {
                try fail("expected ';' or '}' but found \(describe(current))")
            }
        }
        advance()
        return members
    }

    mutating func parseTypeMember() throws -> MemberSyntax? {
        let first = current
        let doc = doc(of: first)
        let start = here
        if current.isPunct("(") || current.isPunct("<") {
            try skipFunctionLike()
            warning("unsupported call signature", at: start)
            return nil
        }
        if current.isIdentifier("new") && (peek().isPunct("(") || peek().isPunct("<")) {
            advance()
            try skipFunctionLike()
            warning("unsupported construct signature", at: start)
            return nil
        }
        var readonly = false
        // `public`/`private`/`static` are errors TypeScript reports after parsing: read past them.
        while Self.isTypeMemberModifier(current) && !isMemberNameEnd(peek()) {
            if current.text == "readonly" { readonly = true }
            advance()
        }
        if (current.isIdentifier("get") || current.isIdentifier("set")) && !isMemberNameEnd(peek()) {
            return try parseAccessorSignature(doc: doc, at: start)
        }
        if current.isPunct("[") {
            // `[key: string]: T` is an index signature; anything else is a computed key.
            if let index = try parseIndexSignature(readonly: readonly, doc: doc, at: start) { return index }
            skipBalanced()
            warning("unsupported computed property name", at: start)
            try skipComputedMemberRest()
            return nil
        }
        guard current.kind == .identifier || current.kind == .string || current.kind == .number else {
            try fail("expected a property name but found \(describe(current))")
        }
        let nameToken = advance()
        let optional = consume("?")
        if current.isPunct("(") || current.isPunct("<") {
            // A method is behaviour, never data: JSON has no functions. Its signature says direction.
            recordSignature()
            try skipFunctionLike()
            note("skipped method '\(nameToken.text)'", at: start)
            return nil
        }
        var type: TypeSyntax
        if consume(":") {
            type = try parseType()
        } else {
            warning("property '\(nameToken.text)' has no type; read as 'any'", at: start)
            type = .keyword("any", location: start)
        }
        return MemberSyntax(kind: .property, name: nameToken.text, isOptional: optional, isReadonly: readonly, type: type,
                            doc: doc, trailingComment: previousTrailingComment(), initializer: nil, location: location(of: nameToken))
    }

    /// After a computed name (`[Blocks.Embedded]?: Pick<
    ///   Validation, 'size' | 'message'>[]`): its type or signature, read whole so that a
    /// type spread over lines, with commas and unions inside, is not taken for more members.
    mutating func skipComputedMemberRest() throws {
        _ = consume("?")
        if consume(":") {
            _ = try parseType()
        } else if current.isPunct("(") || current.isPunct("<") {
            try skipFunctionLike()
        } else {
            skipMemberRest()
        }
    }

    /// `readonly`, or a modifier TypeScript rejects in a type after parsing it. Byte
    /// comparisons: this runs for every member of every interface.
    static func isTypeMemberModifier(_ token: Token) -> Bool {
        token.isIdentifier("readonly") || token.isIdentifier("public") || token.isIdentifier("private")
            || token.isIdentifier("protected") || token.isIdentifier("static")
    }

    /// `[key: string]: T` at a `[`, or nil (with nothing read) for a computed key.
    mutating func parseIndexSignature(readonly: Bool, doc: DocComment?, at start: SourceLocation) throws -> MemberSyntax? {
        guard peek().kind == .identifier && peek(2).isPunct(":") else { return nil }
        advance(); advance(); advance()
        let keyType = try parseType()
        try expect("]")
        try expect(":")
        let valueType = try parseType()
        return MemberSyntax(kind: .indexSignature(keyType: keyType), name: "", isOptional: false, isReadonly: readonly,
                            type: valueType, doc: doc, trailingComment: previousTrailingComment(), initializer: nil, location: start)
    }

    /// The trailing `// comment` after the member just parsed, or after its separator.
    func previousTrailingComment() -> String? {
        if current.isPunct(";") || current.isPunct(",") {
            if let c = trailing(of: current) { return c }
        }
        return position > 0 ? trailing(of: tokens[position - 1]) : nil
    }

    /// True when `token` ends a member name, meaning the word before it is the name itself
    /// (`readonly?: boolean` names a property called `readonly`).
    func isMemberNameEnd(_ token: Token) -> Bool {
        token.kind == .punct && [":", "?", "(", "<", ";", ",", "}", "=", "!"].contains(token.text) || token.newlineBefore
    }

    /// Skips `<T>(params): ReturnType` and an optional body.
    mutating func skipFunctionLike() throws {
        if current.isPunct("<") {
            var depth = 0
            repeat {
                if current.isPunct("<") { depth += 1 } else if current.isPunct(">") { depth -= 1 }
                advance()
            } while depth > 0 && !atEnd
        }
        if current.isPunct("(") { skipBalanced() }
        if consume(":") { try quietly { try $0.skipReturnType() } }
        if current.isPunct("{") { skipBalanced() }
    }

    /// Skips a return type, including the type predicates a type guard declares:
    /// `x is T`, `this is T`, `asserts x is T`, `asserts x` and `asserts this`.
    mutating func skipReturnType() throws {
        if current.isIdentifier("asserts") && peek().kind == .identifier && !peek().newlineBefore && !peek().isIdentifier("is") {
            advance()
            advance()
            if current.isIdentifier("is") && !current.newlineBefore {
                advance()
                _ = try parseType()
            }
            return
        }
        if current.kind == .identifier && peek().isIdentifier("is") && !peek().newlineBefore {
            advance()
            advance()
        }
        _ = try parseType()
    }
}
