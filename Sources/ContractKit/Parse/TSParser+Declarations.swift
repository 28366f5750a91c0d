/// Declarations: namespaces, generic parameters, interfaces, type aliases, enums and
/// `as const` objects.
extension TSParser {
    /// `namespace A.B { … }`, `declare namespace A { … }` or `declare global { … }`: the
    /// declarations inside are read with qualified names (`A.B.C`); `global` ones are global.
    mutating func parseNamespace(exported: Bool, ambient: Bool) throws {
        let isGlobal = current.isIdentifier("global")
        advance()  // namespace, module or global
        var path: [String] = []
        if !isGlobal {
            repeat { path.append(try expectIdentifier("a namespace name").text) } while consume(".")
        }
        try expect("{")
        let saved = (namespacePath, isAmbient, isInGlobalBlock, isNamespaceExported)
        defer { (namespacePath, isAmbient, isInGlobalBlock, isNamespaceExported) = saved }
        isNamespaceExported = isNamespaceExported && (exported || isGlobal)
        if isGlobal {
            namespacePath = nil
            isInGlobalBlock = true
        } else {
            let name = path.joined(separator: ".")
            namespacePath = namespacePath.map { "\($0).\(name)" } ?? name
        }
        isAmbient = ambient || isAmbient
        try nested { p in
            while !p.current.isPunct("}") {
                if p.atEnd { try p.fail("expected '}' to close the namespace but found end of file") }
                let start = p.position
                try p.parseStatement()
                if p.position == start { p.advance() }
            }
        }
        advance()  // }
    }

    mutating func parseGenericParameters() throws -> [GenericParameterSyntax] {
        guard consume("<") else { return [] }
        var params: [GenericParameterSyntax] = []
        while !current.isPunct(">") {
            // Modifiers: `in`, `out`, `const`, and others TypeScript parses and then rejects (`public T`).
            while current.kind == .identifier && peek().kind == .identifier && !peek().isIdentifier("extends") { advance() }
            let name = try expectIdentifier("a generic parameter name").text
            var param = GenericParameterSyntax(name: name)
            if consumeKeyword("extends") { param.constraint = try parseType() }
            if consume("=") { param.defaultType = try parseType() }
            params.append(param)
            if !consume(",") { break }
        }
        try expect(">")
        return params
    }

    mutating func parseInterface(exported: Bool, doc: DocComment?) throws {
        advance()  // interface
        let nameToken = try expectIdentifier("an interface name")
        let generics = try parseGenericParameters()
        var heritage: [TypeSyntax] = []
        if consumeKeyword("extends") {
            repeat { heritage.append(try parseTypeOperand()) } while consume(",")
        }
        if consumeKeyword("implements") {  // an error TypeScript reports after parsing; nothing to read
            repeat { _ = try parseTypeOperand() } while consume(",")
        }
        let members = try parseObjectMembers()
        declare(nameToken.text, exported: exported, generics: generics, doc: doc,
                body: .interface(heritage: heritage, members: members, isClass: false), at: nameToken)
    }

    mutating func parseTypeAlias(exported: Bool, doc: DocComment?) throws {
        advance()  // type
        let nameToken = try expectIdentifier("a type name")
        let generics = try parseGenericParameters()
        try expect("=")
        let type = try parseType()
        _ = consume(";")
        declare(nameToken.text, exported: exported, generics: generics, doc: doc, body: .typeAlias(type), at: nameToken)
    }

    mutating func parseEnum(exported: Bool, doc: DocComment?) throws {
        advance()  // enum
        let nameToken = try expectIdentifier("an enum name")
        enumName = nameToken.text
        try expect("{")
        var members: [EnumMemberSyntax] = []
        var known: [String: LiteralValue] = [:]
        var next: Double? = 0
        while !current.isPunct("}") && !atEnd {
            let memberToken = current
            if memberToken.isPunct("[") && peek().kind == .string && peek(2).isPunct("]") { advance() }  // ['quoted name']
            guard current.kind == .identifier || current.kind == .string || current.kind == .number else {
                try fail("expected an enum member name but found \(describe(current))")
            }
            let nameToken = advance()
            if memberToken.isPunct("[") { try expect("]") }
            var member = EnumMemberSyntax(name: nameToken.text, value: nil,
                                          doc: self.doc(of: memberToken), location: location(of: nameToken))
            if consume("=") {
                if let value = parseEnumInitializer(enumName: enumName, known: known) {
                    member.value = value
                } else {
                    member.isUnknown = true
                    warning("cannot compute the value of enum member '\(member.name)'; it is left out of the enum", at: member.location)
                }
            }
            if let value = member.value {
                known[member.name] = value
                if case .number(let n) = value { next = n + 1 } else { next = nil }
            } else if !member.isUnknown, let n = next {
                known[member.name] = .number(n)
                next = n + 1
            } else {
                next = nil
            }
            if member.doc == nil, let trailing = current.isPunct(",") ? trailing(of: current) : trailing(of: tokens[position - 1]) {
                member.doc = DocComment(description: trailing)
            }
            members.append(member)
            if !consume(",") { break }
        }
        try expect("}")
        declare(nameToken.text, exported: exported, generics: [], doc: doc, body: .enumeration(members), at: nameToken)
    }

    /// A literal in value position: `'x'`, `42`, `-1`, `true`.
    mutating func parseLiteralExpression() -> LiteralValue? {
        let token = current
        switch token.kind {
        case .string:
            advance()
            return .string(token.text)
        case .number:
            guard let value = parseNumber(token.text) else { return nil }
            advance()
            return .number(value)
        case .punct where token.text == "-" && peek().kind == .number:
            guard let value = parseNumber(peek().text) else { return nil }
            advance(); advance()
            return .number(-value)
        case .identifier where token.text == "true" || token.text == "false":
            advance()
            return .boolean(token.text == "true")
        default:
            return nil
        }
    }

    func parseNumber(_ text: String) -> Double? {
        let clean = text.replacingUnderscores()
        if clean.hasPrefix("0x") || clean.hasPrefix("0X") { return UInt64(clean.dropFirst(2), radix: 16).map(Double.init) }
        if clean.hasPrefix("0b") || clean.hasPrefix("0B") { return UInt64(clean.dropFirst(2), radix: 2).map(Double.init) }
        if clean.hasPrefix("0o") || clean.hasPrefix("0O") { return UInt64(clean.dropFirst(2), radix: 8).map(Double.init) }
        return Double(clean.hasSuffix("n") ? String(clean.dropLast()) : clean)
    }

    mutating func parseConst(exported: Bool, doc: DocComment?) throws {
        let start = here
        advance()  // const
        if zodInitializerFollows() || zodWrapperCallFollows() {
            try parseZodDeclarators(exported: exported, doc: doc)
            return
        }
        if schemaBuiltByCallFollows(exported: exported, doc: doc) { return }
        guard current.kind == .identifier, peek().isPunct("=") || peek().isPunct(":") else {
            note("skipped 'const' declaration", at: start)
            try skipStatement()
            return
        }
        let nameToken = advance()
        if consume(":") {
            note("skipped const '\(nameToken.text)' (not an 'as const' object)", at: start)
            try skipStatement()
            return
        }
        try expect("=")
        if let body = parseConstLiteralOrArray() {
            declare(nameToken.text, exported: exported, generics: [], doc: doc, body: body, at: nameToken)
            return
        }
        guard current.isPunct("{") else {
            note("skipped const '\(nameToken.text)' (not an 'as const' object)", at: start)
            try skipStatement()
            return
        }
        // Only an `as const` object is read; any other object literal is implementation code
        // (methods, shorthand properties, spreads), skipped by its brackets without being parsed.
        let objectStart = position
        skipBalanced()
        guard current.isIdentifier("as") && peek().isIdentifier("const") else {
            position = objectStart
            note("skipped const '\(nameToken.text)' (not an 'as const' object)", at: start)
            try skipStatement()
            return
        }
        position = objectStart
        let entries = try parseConstObjectEntries()
        advance(); advance()
        _ = consume(";")
        declare(nameToken.text, exported: exported, generics: [], doc: doc, body: .constObject(entries), at: nameToken)
    }

    mutating func parseConstObjectEntries() throws -> [ConstEntrySyntax] {
        try expect("{")
        var entries: [ConstEntrySyntax] = []
        while !current.isPunct("}") && !atEnd {
            let keyToken = current
            guard keyToken.kind == .identifier || keyToken.kind == .string || keyToken.kind == .number else {
                skipExpression()  // spread, computed key: not an enum entry
                if !consume(",") { break }
                continue
            }
            advance()
            var entry = ConstEntrySyntax(key: keyToken.text, value: nil, doc: self.doc(of: keyToken), location: location(of: keyToken))
            if consume(":") {
                entry.value = parseLiteralExpression()
                if entry.value == nil || !(current.isPunct(",") || current.isPunct("}")) {
                    entry.value = nil
                    skipExpression()
                }
            } else if !(current.isPunct(",") || current.isPunct("}")) {
                // A method, an accessor (`get total(this: Cart) { … }`), `async name() {}`: behaviour,
                // skipped to its separator; it still names an entry, with no value.
                if keyToken.kind == .identifier && ["get", "set", "async"].contains(keyToken.text) && !current.isPunct("("), current.kind == .identifier {
                    entry.key = current.text
                    entry.location = here
                }
                skipExpression()
            }
            entries.append(entry)
            if !consume(",") { break }
        }
        try expect("}")
        return entries
    }
}

extension TSParser {
    /// `'2.0'`, `42` or `true`, with or without `as const`, or `['a', 'b'] as const`, ending
    /// the statement: a constant whose type `typeof` gives. Nil, with nothing read, otherwise.
    mutating func parseConstLiteralOrArray() -> DeclarationSyntax.Body? {
        let start = position
        let endsHere = { (p: TSParser) in p.current.isPunct(";") || p.current.newlineBefore || p.atEnd || p.current.isPunct("}") }
        if let literal = parseLiteralExpression() {
            if current.isIdentifier("as") && peek().isIdentifier("const") { advance(); advance() }
            if endsHere(self) { _ = consume(";"); return .constLiteral(literal) }
        } else if current.isPunct("[") {
            advance()
            var entries: [ConstEntrySyntax] = []
            while !current.isPunct("]") && !atEnd {
                let entryToken = current
                var entry = ConstEntrySyntax(key: String(entries.count), value: parseLiteralExpression(), doc: nil, location: location(of: entryToken))
                if entry.value == nil || !(current.isPunct(",") || current.isPunct("]")) {
                    entry.value = nil
                    skipExpression()
                }
                entries.append(entry)
                if !consume(",") { break }
            }
            if consume("]"), current.isIdentifier("as"), peek().isIdentifier("const") {
                advance(); advance()
                if endsHere(self) { _ = consume(";"); return .constArray(entries) }
            }
        }
        position = start
        return nil
    }
}
