/// Type forms beyond names and objects: tuples, import types, accessor signatures and the
/// constraint of an `infer`.
extension TSParser {
    /// `[A, B?, ...C[]]`, `[name: A, rest?: B]`: JSON carries a tuple as an array, so it is
    /// read as an array of its element types, with a note that positions are not kept.
    mutating func parseTuple() throws -> TypeSyntax {
        let start = here
        try expect("[")
        var elements: [TypeSyntax] = []
        while !current.isPunct("]") {
            if atEnd { try fail("expected ']' but found end of file") }
            let isRest = consume("...")
            // A label: `name:` or `name?:`.
            if current.kind == .identifier && (peek().isPunct(":") || (peek().isPunct("?") && peek(2).isPunct(":"))) {
                advance()
                _ = consume("?")
                advance()
            }
            var element = try parseType()
            _ = consume("?")
            if isRest, case .array(let inner, _) = element { element = inner }
            if isRest, case .reference(let name, let arguments, _) = element, ["Array", "ReadonlyArray"].contains(name), arguments.count == 1 {
                element = arguments[0]
            }
            if case .union(let members, _) = element { elements += members } else { elements.append(element) }
            if !consume(",") { break }
        }
        try expect("]")
        var distinct: [TypeSyntax] = []
        for element in elements where !distinct.contains(where: { $0.sameType(as: element) }) { distinct.append(element) }
        note("tuple read as an array of its element types", at: start)
        switch distinct.count {
        case 0: return .array(.keyword("unknown", location: start), location: start)
        case 1: return .array(distinct[0], location: start)
        default: return .array(.union(distinct, location: start), location: start)
        }
    }

    /// `import('./m')`, `import('./m').A.B<T>`, and after `typeof`, `import('./m').value`.
    /// The module is followed like an import.
    mutating func parseImportType(isTypeQuery: Bool) throws -> TypeSyntax {
        let start = here
        advance()  // import
        try expect("(")
        let module = try parseModuleSpecifier()
        if consume(",") { skipExpression() }  // import attributes: `{ with: { … } }`
        try expect(")")
        var member: String?
        if consume(".") { member = try parseQualifiedName() }
        var arguments: [TypeSyntax] = []
        if current.isPunct("<") && !current.newlineBefore { arguments = try parseTypeArguments() }
        if !result.typeImports.contains(where: { $0.module == module }) {
            result.typeImports.append(ImportSyntax(names: [], namespace: nil, defaultName: nil, module: module, location: start))
        }
        return .importType(module: module, member: member, arguments: arguments, isTypeQuery: isTypeQuery, location: start)
    }

    /// `get name(): T` or `set name(value: T)` in an interface or object type: the property
    /// it reads or writes, of the getter's return type or the setter's parameter type.
    mutating func parseAccessorSignature(doc: DocComment?, at start: SourceLocation) throws -> MemberSyntax? {
        let isGetter = current.isIdentifier("get")
        readAccessor = true
        advance()
        if current.isPunct("[") {
            skipBalanced()
            try skipFunctionLike()
            warning("unsupported computed property name", at: start)
            return nil
        }
        guard current.kind == .identifier || current.kind == .string || current.kind == .number else {
            try fail("expected a property name but found \(describe(current))")
        }
        let nameToken = advance()
        var type = try parseAccessorParameters()
        if isGetter {
            type = nil
            if consume(":") { type = try parseType() }
        }
        if current.isPunct("{") { skipBalanced() }
        return MemberSyntax(kind: .property, name: nameToken.text, isOptional: false, isReadonly: isGetter,
                            type: type ?? .keyword("any", location: start), doc: doc, trailingComment: previousTrailingComment(),
                            initializer: nil, location: location(of: nameToken))
    }

    /// An accessor's `(…)`: the type of its value parameter, if it has one. A `this`
    /// parameter (`get area(this: Shape): number`) says what the accessor runs on, not what it holds.
    mutating func parseAccessorParameters() throws -> TypeSyntax? {
        try expect("(")
        var type: TypeSyntax?
        var sawValue = false
        while !current.isPunct(")") {
            if atEnd { try fail("expected ')' but found end of file") }
            let isThis = current.isIdentifier("this")
            _ = consume("...")
            guard current.kind == .identifier else { try fail("expected a parameter name but found \(describe(current))") }
            advance()
            _ = consume("?")
            var parameterType: TypeSyntax?
            if consume(":") { parameterType = try parseType() }
            if consume("=") { skipExpression() }
            if !isThis && !sawValue {
                sawValue = true
                type = parameterType
            }
            if !consume(",") { break }
        }
        try expect(")")
        return type
    }

    /// After `infer X`: a constraint `extends C`, unless that `extends` begins the
    /// conditional type around it (`infer X extends C ? A : B` reads `extends C ?` as the condition).
    mutating func skipInferConstraint() {
        guard current.isIdentifier("extends") && !current.newlineBefore else { return }
        let saved = (position, diagnostics, errorCount)
        advance()
        let parsed = (try? quietly { try $0.parseUnion() }) != nil
        if !parsed || (current.isPunct("?") && !disallowsConditional) {
            (position, diagnostics, errorCount) = saved
        }
    }
}

extension TypeSyntax {
    /// The same type written again, wherever it is: for collapsing a tuple's repeated elements.
    func sameType(as other: TypeSyntax) -> Bool {
        switch (self, other) {
        case (.keyword(let a, _), .keyword(let b, _)): a == b
        case (.literal(let a, _), .literal(let b, _)): a == b
        case (.reference(let a, let x, _), .reference(let b, let y, _)): a == b && x.isEmpty && y.isEmpty
        default: false
        }
    }
}
