/// The modules zod is imported from: zod itself, and packages that re-export its `z`
/// (Hono's OpenAPI flavour, Astro's content collections).
public enum ZodModules {
    static let reexporting: Set<String> = ["@hono/zod-openapi", "astro:content", "astro/zod", "astro:schema"]
    /// Packages of their own with zod's API: Zod Mini published alone (`@zod/mini`), and
    /// `minizod`, which implements Zod Mini's functions (`z.optional(z.int())`).
    static let sameAPI: Set<String> = ["@zod/mini", "minizod"]

    public static func isZod(_ module: String) -> Bool {
        module == "zod" || module.hasPrefix("zod/") || reexporting.contains(module) || sameAPI.contains(module)
    }

    /// The type helpers that name a schema's type: `z.infer<typeof userSchema>`. `infer`,
    /// `output` and `TypeOf` name the parsed (wire) shape; `input` the shape before defaults.
    static let outputHelpers = Set(["infer", "output", "TypeOf"]).union(plainOutputHelpers)
    /// Helpers imported by name that do the same: the AI SDK's `InferSchema<typeof s>`.
    static let plainOutputHelpers: Set<String> = ["InferSchema", "InferValidator"]
    static let typeHelpers: Set<String> = outputHelpers.union(["input"])

    /// `userSchema` of `type User = z.infer<typeof userSchema>`, when `z` is one of
    /// `zodLocals` and the helper one of `helpers`; nil for any other declaration.
    /// The AI SDK's `InferSchema<typeof s>` names an output type too.
    static func inferredSchema(_ decl: DeclarationSyntax, zodLocals: Set<String>, helpers: Set<String> = typeHelpers) -> String? {
        guard decl.generics.isEmpty, case .typeAlias(.reference(let name, let arguments, _)) = decl.body,
              arguments.count == 1, case .typeQuery(let schema, _) = arguments[0] else { return nil }
        guard let dot = name.firstIndex(of: ".") else {
            return plainOutputHelpers.contains(name) && helpers.contains(name) && !zodLocals.isEmpty ? schema : nil
        }
        guard zodLocals.contains(String(name[..<dot])), helpers.contains(String(name[name.index(after: dot)...])) else { return nil }
        return schema
    }

    /// The local names `z` goes by after this import: the named `z` of any zod module or of
    /// the project's own module that re-exports it, and the default or namespace import of zod itself.
    static func localNames(of syntax: ImportSyntax) -> [String] {
        // A project's own module that re-exports zod's `z` (`import { z } from '../_shared/z'`,
        // where `z` was extended for OpenAPI once): a `z` imported by that name is zod's.
        if syntax.module.hasPrefix(".") { return syntax.names.filter { $0.imported == "z" }.map(\.local) }
        guard isZod(syntax.module) else { return [] }
        let named = syntax.names.filter { $0.imported == "z" }.map(\.local)
        return reexporting.contains(syntax.module) ? named : named + [syntax.namespace, syntax.defaultName].compactMap { $0 }
    }
}

/// zod schemas as contract declarations: `export const userSchema = z.object({…})` is
/// read as the type the schema describes on the wire. Objects, primitives, string formats
/// (`.uuid()`, `z.iso.datetime()`…), `.int()`, collections, enums, unions, optionality,
/// defaults, derived objects (`.extend`, `.pick`…), `z.lazy` and `.describe` are read;
/// refinements that do not change the shape are dropped; a `.transform()` is read as the
/// shape before it, which zod parses off the wire, with a note. The declaration is named by `type X = z.infer<typeof S>` in the same
/// file, else after the const without its `Schema` suffix, and answers to the const's name.
extension TSParser {
    /// What a zod expression says about a value.
    struct ZodSchema {
        var type: TypeSyntax
        var optional = false
        var nullable = false
        /// `.default(x)`: the literal's text, as `@default` writes it.
        var defaultText: String?
        var description: String?
        /// A key-renaming `.transform` after the schema: source key → new key.
        var renames: [String: String]?

        /// The type with `| null` when nullable: a declaration's or an array element's.
        var typeWithNull: TypeSyntax {
            nullable ? .union([type, .keyword("null", location: type.location)], location: type.location) : type
        }
    }

    /// zod refinements and settings that leave the wire shape as it is.
    static let zodShapeNeutral: Set<String> = [
        "min", "max", "length", "gt", "gte", "lt", "lte", "positive", "negative", "nonnegative", "nonpositive", "finite", "safe",
        "multipleOf", "step", "regex", "startsWith", "endsWith", "includes", "trim", "toLowerCase", "toUpperCase", "lowercase",
        "uppercase", "nonempty", "refine", "superRefine", "check", "brand", "readonly", "meta", "openapi", "catch", "passthrough",
        "strict", "strip", "catchall", "loose", "cuid", "cuid2", "ulid", "nanoid", "emoji", "ip", "ipv4", "ipv6", "cidr", "base64",
        "base64url", "jwt", "time", "duration", "normalize", "overwrite", "size", "describe",
    ]

    /// Methods that say whether a value may be missing or null: kept even on an unsupported schema.
    static let zodOptionality: Set<String> = ["optional", "nullable", "nullish", "default", "prefault", "describe"]

    /// Methods after which the output shape differs from the one parsed.
    static let zodTransforms: Set<String> = ["transform", "pipe", "preprocess", "codec"]

    /// Chained methods that show an identifier is a schema: `baseSchema.extend({…})`.
    static let zodChainStarts: Set<String> = [
        "extend", "merge", "pick", "omit", "partial", "required", "array", "optional", "nullable", "nullish", "or", "and", "default",
        "describe", "refine", "superRefine", "transform", "passthrough", "strict", "brand", "readonly", "keyof",
    ]

    /// Whether the expression at the current token is a zod schema.
    func isZodExpression() -> Bool {
        guard current.kind == .identifier, peek().isPunct(".") else { return false }
        if zodNames.contains(current.text) { return true }
        guard !zodNames.isEmpty, peek(2).kind == .identifier else { return false }
        // `base.extend(…)`, or `base.shape.field`: a schema's property, read as unsupported.
        return (Self.zodChainStarts.contains(peek(2).text) && peek(3).isPunct("(")) || (peek(2).text == "shape" && peek(3).isPunct("."))
    }

    /// Whether the `const` at the current name declares a zod schema: `name = z.…` or
    /// `name: z.ZodType<T> = z.…`, looked at without moving.
    mutating func zodInitializerFollows() -> Bool {
        guard !zodNames.isEmpty, current.kind == .identifier else { return false }
        let start = position
        defer { position = start }
        advance()
        if consume(":") {
            var depth = 0
            while !atEnd {
                if current.isPunct("<") || current.isPunct("(") || current.isPunct("[") || current.isPunct("{") { depth += 1 }
                if current.isPunct(">") || current.isPunct(")") || current.isPunct("]") || current.isPunct("}") { depth -= 1 }
                if depth == 0 && current.isPunct("=") { break }
                if depth < 0 || current.isPunct(";") { return false }
                advance()
            }
        }
        guard consume("=") else { return false }
        return isZodExpression() || isZodSchemaAlias() || isZodFactoryCall(at: position)
    }

    /// `const updateUserSchema = userSchema;`: a const bound to another schema is that
    /// schema, read as a reference to it. The other is a schema of this file, or an imported
    /// name that says it is one (`…Schema`); any other value is not taken for a schema.
    func isZodSchemaAlias() -> Bool {
        guard current.kind == .identifier, !zodNames.contains(current.text) else { return false }
        let next = peek()
        guard next.isPunct(";") || next.isPunct(",") || next.newlineBefore || next.kind == .endOfFile else { return false }
        let name = current.text
        if zodDeclarations.contains(where: { result.declarations[$0].name == name }) { return true }
        guard name.hasSuffix("Schema") || name.hasSuffix("schema") else { return false }
        return result.imports.contains { $0.names.contains { $0.local == name } }
    }

    /// `const a = z…, b = z…;` after `const`, at the first declarator's name.
    mutating func parseZodDeclarators(exported: Bool, doc: DocComment?) throws {
        while true {
            let nameToken = try expectIdentifier("a schema name")
            let annotation = consume(":") ? parseZodAnnotation() : nil
            try expect("=")
            let start = position
            var schema = parseZodInitializer()
            // `… satisfies z.ZodType<User>` and `… as z.ZodType<User>` say nothing new.
            while current.isIdentifier("satisfies") || current.isIdentifier("as") {
                advance()
                _ = try parseType()
            }
            if !(current.isPunct(",") || current.isPunct(";") || current.newlineBefore || atEnd || current.isPunct("}")) {
                warning("unsupported zod expression after '\(tokens[max(start, position - 1)].text)'; the schema is read up to there", at: here)
                skipExpression()
            }
            var declDoc = doc ?? DocComment()
            if declDoc.description == nil { declDoc.description = schema.description }
            if let renames = schema.renames, annotation?.input != nil {
                schema.type = Self.renamingKeys(of: schema.type, renames)  // serialises: the wire is after the transform
            }
            if schema.optional { schema.type = .union([schema.type, .keyword("undefined", location: schema.type.location)], location: schema.type.location) }
            declare(nameToken.text, exported: exported, generics: [], doc: declDoc == DocComment() ? nil : declDoc,
                    body: .typeAlias(schema.typeWithNull), at: nameToken)
            zodDeclarations.insert(result.declarations.count - 1)
            if let annotation { zodAnnotations[result.declarations.count - 1] = annotation }
            if let renames = schema.renames, renames.contains(where: { $0.key != $0.value }) { zodRenames[result.declarations.count - 1] = renames }
            guard consume(",") else { break }
        }
        _ = consume(";")
    }

    /// The schema a declarator's initialiser describes. One the reader cannot follow
    /// (`z.union(codes.map(…))`) makes the declaration unsupported, with a warning, and the
    /// file reads on after its statement.
    mutating func parseZodInitializer() -> ZodSchema {
        let saved = (position, diagnostics, errorCount)
        if let schema = try? parseZodExpression() { return schema }
        (position, diagnostics, errorCount) = saved
        let at = here
        warning("unsupported zod schema: its expression is not one ContractKit reads", at: at)
        try? skipStatement()
        return ZodSchema(type: .unsupported(construct: "zod expression", location: at))
    }

    /// `z.enum(Roles)`: a TS enum by its name, or the values of an `as const` array or object
    /// declared above in this file (`(typeof Roles)[number]`, `(typeof Roles)[keyof typeof Roles]`).
    func zodEnumOfName(_ name: String, _ at: SourceLocation) -> TypeSyntax {
        let query = TypeSyntax.typeQuery(name, location: at)
        for decl in result.declarations.reversed() where decl.name == name && decl.namespace == namespacePath {
            switch decl.body {
            case .constArray: return .indexedAccess(query, index: .keyword("number", location: at), location: at)
            case .constObject: return .indexedAccess(query, index: .keyOf(query, location: at), location: at)
            default: return .reference(name: name, arguments: [], location: at)
            }
        }
        return .reference(name: name, arguments: [], location: at)
    }

    /// `const s: z.ZodType<User> = …`: the annotation is skipped.
    mutating func skipTypeAnnotationOfConst() {
        skip(until: SkipEnd(separators: ["="], afterBlock: .goOn))
    }

    mutating func parseZodExpression() throws -> ZodSchema {
        try nested { p in
            var schema = try p.parseZodPrimary()
            while p.current.isPunct("."), p.peek().kind == .identifier {
                p.advance()
                let method = p.advance()
                if case .unsupported = schema.type, !Self.zodOptionality.contains(method.text) {
                    try p.skipCall()  // already reported: the rest of the chain cannot help
                    continue
                }
                try p.applyZodMethod(method, to: &schema)
            }
            return schema
        }
    }

    mutating func parseZodPrimary() throws -> ZodSchema {
        let token = current
        let at = location(of: token)
        if consume("(") {
            let inner = try parseZodExpression()
            try expect(")")
            return inner
        }
        guard token.kind == .identifier else { try fail("expected a zod schema but found \(describe(token))") }
        advance()
        if !zodNames.contains(token.text), current.isPunct("("), peek().isPunct("{") { return try zodWrapperCall(token, at) }
        if isZodFactoryCall(at: position - 1) { return try zodFactoryCall() }
        guard zodNames.contains(token.text), current.isPunct(".") else {
            // Another schema: by its const name, which the resolver also knows it by.
            return ZodSchema(type: .reference(name: token.text, arguments: [], location: at))
        }
        advance()  // .
        var name = try expectIdentifier("a zod function").text
        // `z.iso.datetime()`, `z.coerce.number()`, `z.string.datetime` never occurs.
        if (name == "iso" || name == "coerce" || name == "string") && current.isPunct(".") {
            advance()
            let inner = try expectIdentifier("a zod function").text
            name = name == "iso" ? "iso." + inner : inner
        }
        if current.isPunct("<") { _ = try parseTypeArguments() }  // `z.custom<Px>(…)`
        return try zodFunction(name, at)
    }

    /// `z.<name>(…)`.
    mutating func zodFunction(_ name: String, _ at: SourceLocation) throws -> ZodSchema {
        let hasCall = current.isPunct("(")
        func keyword(_ word: String) throws -> ZodSchema { try skipCall(); return ZodSchema(type: .keyword(word, location: at)) }
        func formatted(_ base: String, _ format: String) throws -> ZodSchema {
            try skipCall()
            return ZodSchema(type: .formatted(keyword: base, format: format, location: at))
        }
        switch name {
        case "string", "cuid", "cuid2", "ulid", "nanoid", "emoji", "ipv4", "ipv6", "base64", "base64url", "jwt", "iso.time", "iso.duration", "hostname":
            return try keyword("string")
        case "number", "float32", "float64": return try keyword("number")
        case "int", "int32", "uint32", "int64", "uint64": return try formatted("number", "integer")
        case "boolean", "null", "any", "unknown", "never", "undefined", "bigint", "void": return try keyword(name)
        case "uuid", "guid", "uuidv4", "uuidv7": return try formatted("string", "uuid")
        case "email": return try formatted("string", "email")
        case "url", "httpUrl": return try formatted("string", "uri")
        case "iso.datetime": return try formatted("string", "date-time")
        case "iso.date": return try formatted("string", "date")
        case "date":
            try skipCall()
            return ZodSchema(type: .reference(name: "Date", arguments: [], location: at))
        case "literal": return try zodLiteral(at)
        case "object", "strictObject", "looseObject":
            return try zodObject(at)
        case "array":
            try expect("(")
            let element = try parseZodExpression()
            try finishCall()
            return ZodSchema(type: .array(element.typeWithNull, location: at))
        case "record":
            try expect("(")
            var value = try parseZodExpression()
            if consume(",") { value = try parseZodExpression() }
            try finishCall()
            return ZodSchema(type: .reference(name: "Record", arguments: [.keyword("string", location: at), value.typeWithNull], location: at))
        case "enum", "nativeEnum":
            return try zodEnum(at)
        case "union", "discriminatedUnion", "xor":
            try expect("(")
            if current.kind == .string { advance(); try expect(",") }  // the discriminator: found again from the shapes
            let members = try parseZodList().map(\.typeWithNull)
            try finishCall()
            return ZodSchema(type: .union(members, location: at))
        case "intersection":
            try expect("(")
            let a = try parseZodExpression()
            try expect(",")
            let b = try parseZodExpression()
            try finishCall()
            return ZodSchema(type: .intersection([a.type, b.type], location: at))
        case "optional", "nullable", "nullish":
            try expect("(")
            var inner = try parseZodExpression()
            try finishCall()
            if name != "nullable" { inner.optional = true }
            if name != "optional" { inner.nullable = true }
            return inner
        case "lazy":
            try expect("(")
            let inner = try parseZodArrowBody()
            try finishCall()
            return inner
        case "tuple", "set", "map", "promise", "function", "instanceof", "custom", "file", "symbol", "templateLiteral":
            return try zodUnsupported("zod \(name)", at)
        case "preprocess", "pipe", "transform", "codec":
            warning("unsupported zod \(name): the output shape of a transform cannot be known", at: at)
            try skipCall()
            return ZodSchema(type: .unsupported(construct: "zod \(name)", location: at))
        default:
            if !hasCall { return ZodSchema(type: .reference(name: "z.\(name)", arguments: [], location: at)) }
            return try zodUnsupported("zod function 'z.\(name)()'", at)
        }
    }

    /// `z.object({ … })`, `z.object()`, or `z.object(userSchema.shape)` (the same object).
    mutating func zodObject(_ at: SourceLocation) throws -> ZodSchema {
        try expect("(")
        if current.kind == .identifier, peek().isPunct("."), peek(2).isIdentifier("shape"), peek(3).isPunct(")") || peek(3).isPunct(",") {
            let source = advance()
            advance(); advance()
            try finishCall()
            return ZodSchema(type: .reference(name: source.text, arguments: [], location: location(of: source)))
        }
        guard current.isPunct("{") || current.isPunct(")") else {
            warning("unsupported zod object built from an expression; write its shape as { key: schema }", at: here)
            skipBalancedCallRest()
            return ZodSchema(type: .unsupported(construct: "zod object built from an expression", location: at))
        }
        let members = current.isPunct("{") ? try parseZodShape() : []
        try finishCall()
        return ZodSchema(type: .object(members, location: at))
    }

    mutating func zodUnsupported(_ construct: String, _ at: SourceLocation) throws -> ZodSchema {
        warning("unsupported \(construct)", at: at)
        try skipCall()
        return ZodSchema(type: .unsupported(construct: construct, location: at))
    }

    /// `z.literal('a')`, and zod 4's `z.literal(['a', 'b'])`.
    mutating func zodLiteral(_ at: SourceLocation) throws -> ZodSchema {
        try expect("(")
        var values: [TypeSyntax] = []
        if consume("[") {
            while !current.isPunct("]") && !atEnd {
                let here = self.here
                guard let value = parseLiteralExpression() else { return try zodUnsupported("zod literal", at) }
                values.append(.literal(value, location: here))
                if !consume(",") { break }
            }
            try expect("]")
        } else if current.isIdentifier("null") || current.isIdentifier("undefined"), peek().isPunct(")") || peek().isPunct(",") {
            values.append(.keyword(advance().text, location: at))  // `z.literal(null)`: the null type
        } else if let value = parseLiteralExpression() {
            values.append(.literal(value, location: at))
        } else {
            skipExpression()
            try finishCall()
            warning("unsupported zod literal that is not a string, number or boolean", at: at)
            return ZodSchema(type: .unsupported(construct: "zod literal", location: at))
        }
        try finishCall()
        return ZodSchema(type: values.count == 1 ? values[0] : .union(values, location: at))
    }

    /// `z.enum(['a', 'b'])`, `z.enum(Role)`, `z.nativeEnum(Role)`.
    mutating func zodEnum(_ at: SourceLocation) throws -> ZodSchema {
        try expect("(")
        if current.kind == .identifier, peek().isPunct(")") || peek().isPunct(",") {
            let name = advance().text
            try finishCall()
            return ZodSchema(type: zodEnumOfName(name, at))
        }
        guard current.isPunct("[") else {
            // `z.enum(Object.values(Role) as [string, ...string[]])`: values only running it would give.
            warning("unsupported zod enum of a computed list; list the values, or use z.nativeEnum", at: here)
            skipBalancedCallRest()
            return ZodSchema(type: .unsupported(construct: "zod enum of a computed list", location: at))
        }
        try expect("[")
        var values: [TypeSyntax] = []
        while !current.isPunct("]") && !atEnd {
            let here = self.here
            guard let value = parseLiteralExpression() else {
                warning("unsupported zod enum value", at: here)
                skipExpression()
                if !consume(",") { break }
                continue
            }
            values.append(.literal(value, location: here))
            if !consume(",") { break }
        }
        try expect("]")
        if current.isIdentifier("as") && peek().isIdentifier("const") { advance(); advance() }
        try finishCall()
        return ZodSchema(type: .union(values, location: at))
    }

    /// `{ key: schema, … }`: the members of an object schema, with their docs.
    mutating func parseZodShape() throws -> [MemberSyntax] {
        try expect("{")
        var members: [MemberSyntax] = []
        while !current.isPunct("}") && !atEnd {
            let keyToken = current
            guard keyToken.kind == .identifier || keyToken.kind == .string || keyToken.kind == .number else {
                warning("unsupported entry in a zod object (a spread or computed key)", at: here)
                skipExpression()
                if !consume(",") { break }
                continue
            }
            advance()
            if !consume(":") {
                // `{ id }`: shorthand for a schema const of that name.
                members.append(zodMember(keyToken, ZodSchema(type: .reference(name: keyToken.text, arguments: [], location: location(of: keyToken)))))
                if !consume(",") { break }
                continue
            }
            members.append(zodMember(keyToken, parseZodMemberValue(keyToken)))
            if !consume(",") { break }
        }
        try expect("}")
        return members
    }

    /// One property's schema. A value the reader does not model (`tags: withDefaults(z.string())`)
    /// leaves that one property unsupported, with a warning, and the object reads on.
    mutating func parseZodMemberValue(_ keyToken: Token) -> ZodSchema {
        let saved = (position, diagnostics, errorCount)
        if let schema = try? parseZodExpression(), current.isPunct(",") || current.isPunct("}") { return schema }
        (position, diagnostics, errorCount) = saved
        let at = here
        skipExpression()
        warning("unsupported value of '\(keyToken.text)' in a zod object: it is not a zod schema ContractKit reads", at: at)
        return ZodSchema(type: .unsupported(construct: "zod value", location: at))
    }

    func zodMember(_ keyToken: Token, _ schema: ZodSchema) -> MemberSyntax {
        var doc = doc(of: keyToken) ?? DocComment()
        if doc.description == nil { doc.description = schema.description }
        if doc.defaultValue == nil { doc.defaultValue = schema.defaultText }
        return MemberSyntax(kind: .property, name: keyToken.text, isOptional: schema.optional, isReadonly: false, type: schema.typeWithNull,
                            doc: doc == DocComment() ? nil : doc, trailingComment: trailing(of: keyToken), initializer: nil,
                            location: location(of: keyToken))
    }

    /// `[a, b, …]` of schemas.
    mutating func parseZodList() throws -> [ZodSchema] {
        try expect("[")
        var items: [ZodSchema] = []
        while !current.isPunct("]") && !atEnd {
            items.append(try parseZodExpression())
            if !consume(",") { break }
        }
        try expect("]")
        return items
    }

    /// `() => schema` or `() => { return schema }`, for `z.lazy`.
    mutating func parseZodArrowBody() throws -> ZodSchema {
        try expect("(")
        try expect(")")
        if consume(":") { skip(until: SkipEnd(separators: ["=>"], afterBlock: .goOn)) }
        try expect("=>")
        if consume("{") {
            guard consumeKeyword("return") else { try fail("expected 'return' in the z.lazy function") }
            let inner = try parseZodExpression()
            _ = consume(";")
            try expect("}")
            return inner
        }
        return try parseZodExpression()
    }

    /// Skips to just after the `)` that closes the call being read.
    mutating func skipBalancedCallRest() {
        while !current.isPunct(")") && !atEnd {
            let before = position
            if !consume(",") { skipExpression() }
            if position == before { break }
        }
        _ = consume(")")
    }

    /// Skips `(…)` when it follows.
    mutating func skipCall() throws {
        if current.isPunct("(") { skipBalanced() }
    }

    /// Skips any further arguments (options such as `{ message: '…' }`) and reads the
    /// closing `)`. Anything else left in the call was not understood: a warning says the
    /// schema may be incomplete, and the call is skipped rather than failing the file.
    mutating func finishCall() throws {
        if !current.isPunct(")") && !current.isPunct(",") && !atEnd {
            warning("unsupported zod argument starting at \(describe(current)); the schema may be incomplete", at: here)
        }
        while !current.isPunct(")") && !atEnd {
            let before = position
            if consume(",") { if current.isPunct(")") { break } }
            skipExpression()
            if position == before { break }  // `;` or a stray closer: let expect report it
        }
        try expect(")")
    }
}
