/// zod's chained methods, and naming schemas after the types derived from them.
extension TSParser {
    /// `.method(…)` after a schema.
    mutating func applyZodMethod(_ method: Token, to schema: inout ZodSchema) throws {
        let at = location(of: method)
        let name = method.text
        if current.isPunct("<") { _ = try parseTypeArguments() }  // `.brand<"UserId">()`
        func formatted(_ format: String) throws {
            try skipCall()
            if case .keyword(let base, let l) = schema.type { schema.type = .formatted(keyword: base, format: format, location: l) }
        }
        switch name {
        case "optional": try skipCall(); schema.optional = true
        case "nullable": try skipCall(); schema.nullable = true
        case "nullish": try skipCall(); schema.optional = true; schema.nullable = true
        case "default", "prefault":
            try expect("(")
            let text = zodDefaultText()
            try finishCall()
            schema.optional = true
            schema.defaultText = text
        case "describe":
            try expect("(")
            if current.kind == .string, peek().isPunct(")") { schema.description = advance().text }
            skipBalancedCallRest()  // a template or computed description is not a doc
        case "int":
            try formatted("integer")
        case "uuid", "guid": try formatted("uuid")
        case "email": try formatted("email")
        case "url": try formatted("uri")
        case "datetime": try formatted("date-time")
        case "date" where isStringKeyword(schema.type): try formatted("date")
        case "array":
            try skipCall()
            schema = ZodSchema(type: .array(schema.typeWithNull, location: at))
        case "or":
            try expect("(")
            let other = try parseZodExpression()
            try finishCall()
            schema = ZodSchema(type: .union([schema.typeWithNull, other.typeWithNull], location: at))
        case "and", "merge":
            try expect("(")
            let other = try parseZodExpression()
            try finishCall()
            schema = ZodSchema(type: .intersection([schema.type, other.type], location: at))
        case "extend", "safeExtend":
            try expect("(")
            let members = current.isPunct("{") ? try parseZodShape() : []
            try finishCall()
            schema = ZodSchema(type: .intersection([schema.type, .object(members, location: at)], location: at))
        case "pick", "omit":
            try expect("(")
            let keys = try parseZodKeyMask()
            try finishCall()
            let utility = name == "pick" ? "Pick" : "Omit"
            schema = ZodSchema(type: .reference(name: utility, arguments: [schema.type, .union(keys, location: at)], location: at))
        case "partial", "required", "deepPartial":
            schema = ZodSchema(type: try zodOptionalityChange(name == "required" ? "Required" : "Partial", of: schema.type, at: at))
        case "element", "unwrap", "removeDefault":
            try skipCall()
            if case .array(let element, _) = schema.type, name == "element" { schema = ZodSchema(type: element) }
            if name != "element" { schema.optional = false; schema.nullable = false; schema.defaultText = nil }
        case _ where Self.zodTransforms.contains(name):
            if name == "transform", current.isPunct("("), let renames = zodKeyRenamingTransform() {
                schema.renames = (schema.renames ?? [:]).merging(renames) { _, new in new }
                break  // only renames keys: the shape is read on
            }
            // What zod parses is the shape before the transform: the wire carries that one.
            note("zod .\(name)() read as the shape it parses, before the transform", at: at)
            try skipCall()
        case _ where Self.zodShapeNeutral.contains(name):
            try skipCall()  // a refinement: the wire shape is the same
        default:
            warning(current.isPunct("(") ? "unsupported zod method .\(name)()" : "unsupported zod property .\(name)", at: at)
            try skipCall()
            schema = ZodSchema(type: .unsupported(construct: "zod .\(name)()", location: at), optional: schema.optional)
        }
    }

    /// `.partial()` / `.required()`, or with a mask (`.partial({ a: true })`) only the masked keys.
    mutating func zodOptionalityChange(_ utility: String, of type: TypeSyntax, at: SourceLocation) throws -> TypeSyntax {
        try expect("(")
        let keys = current.isPunct("{") ? try parseZodKeyMask() : []
        try finishCall()
        guard !keys.isEmpty else { return .reference(name: utility, arguments: [type], location: at) }
        let mask = TypeSyntax.union(keys, location: at)
        return .intersection([
            .reference(name: "Omit", arguments: [type, mask], location: at),
            .reference(name: utility, arguments: [.reference(name: "Pick", arguments: [type, mask], location: at)], location: at),
        ], location: at)
    }

    func isStringKeyword(_ type: TypeSyntax) -> Bool {
        if case .keyword("string", _) = type { return true }
        return false
    }

    /// `{ a: true, b: true }`: the keys of a `.pick` or `.omit` mask, as literal types.
    mutating func parseZodKeyMask() throws -> [TypeSyntax] {
        try expect("{")
        var keys: [TypeSyntax] = []
        while !current.isPunct("}") && !atEnd {
            let key = current
            guard key.kind == .identifier || key.kind == .string else { skipExpression(); if !consume(",") { break }; continue }
            advance()
            if consume(":") { skipExpression() }
            keys.append(.literal(.string(key.text), location: location(of: key)))
            if !consume(",") { break }
        }
        try expect("}")
        return keys
    }

    /// A `.default(x)` value as `@default` would write it: a literal, `[]` or `{}`; nil otherwise.
    mutating func zodDefaultText() -> String? {
        if current.isPunct("["), peek().isPunct("]") { advance(); advance(); return "[]" }
        if current.isPunct("{"), peek().isPunct("}") { advance(); advance(); return "{}" }
        if current.kind == .identifier, peek().isPunct("."), peek(2).kind == .identifier, let value = enumMemberValue(current.text, peek(2).text) {
            advance(); advance(); advance()
            return value.typeScriptText
        }
        let start = current
        guard let value = parseLiteralExpression() else { skipExpression(); return nil }
        if case .string(let s) = value, start.kind == .string { return "'" + s + "'" }
        return value.typeScriptText
    }

    /// `Plan.Free`'s value, when `enum Plan` is declared earlier in the file.
    func enumMemberValue(_ enumName: String, _ member: String) -> LiteralValue? {
        for decl in result.declarations where decl.name == enumName {
            if case .enumeration(let members) = decl.body { return members.first { $0.name == member }?.value }
            if case .constObject(let entries) = decl.body { return entries.first { $0.key == member }?.value }
        }
        return nil
    }

    /// drizzle-zod's table schemas, whose shape is the database table's.
    static let drizzleHelpers: Set<String> = ["createInsertSchema", "createSelectSchema", "createUpdateSchema"]

    /// `const insertUserSchema = createInsertSchema(users)` (drizzle-zod), or
    /// `const userPageSchema = paginated(userSchema)` in a file that uses zod: a schema
    /// built by calling a function, whose shape only running it would tell. It is declared
    /// unsupported, with a warning that names the call, rather than skipped with a note;
    /// it is named as a schema is (`insertUserSchema` gives `InsertUser`).
    mutating func schemaBuiltByCallFollows(exported: Bool, doc: DocComment?) -> Bool {
        guard current.kind == .identifier, peek().isPunct("="), peek(2).kind == .identifier, peek(3).isPunct("(") else { return false }
        let function = peek(2)
        let message: String, construct: String
        if Self.drizzleHelpers.contains(function.text) {
            message = "unsupported drizzle-zod \(function.text)(): ContractKit reads zod schemas, not database tables; declare the shape with z.object"
            construct = "drizzle-zod \(function.text)()"
        } else if !zodNames.isEmpty, current.text.hasSuffix("Schema") || current.text.hasSuffix("schema"), !zodNames.contains(function.text) {
            message = "unsupported schema built by calling '\(function.text)()': ContractKit reads z.… expressions; write it with z.object, or declare an interface"
            construct = "schema built by '\(function.text)()'"
        } else {
            return false
        }
        let nameToken = advance()
        warning(message, at: location(of: function))
        try? skipStatement()
        declare(nameToken.text, exported: exported, generics: [], doc: doc,
                body: .typeAlias(.unsupported(construct: construct, location: location(of: function))), at: nameToken)
        zodDeclarations.insert(result.declarations.count - 1)
        return true
    }

    // MARK: Names

    /// Names each zod schema declaration of the file: `type User = z.infer<typeof userSchema>`
    /// gives `User` (the alias is folded into it), else the const's name without its
    /// `Schema` suffix. The declaration keeps the const's name as another name.
    mutating func nameZodSchemas() {
        guard !zodDeclarations.isEmpty else { return }
        foldZodWireTwins()
        var declared = Set(result.declarations.map(\.name))
        var schemaIndex: [String: Int] = [:]
        for i in zodDeclarations { schemaIndex[result.declarations[i].name] = i }
        var folded = Set<Int>()
        // `z.infer` and `z.output` name the wire shape before `z.input` does.
        for helpers in [ZodModules.outputHelpers, ["input"]] {
            for (i, decl) in result.declarations.enumerated() {
                guard let schemaName = ZodModules.inferredSchema(decl, zodLocals: zodNames, helpers: helpers),
                      let s = schemaIndex[schemaName] else { continue }
                guard result.declarations[s].otherNames.isEmpty else {
                    // A second `type User = z.infer<typeof userSchema>`: the same type again.
                    if result.declarations[s].name == decl.name { folded.insert(i) }
                    continue
                }
                var schema = result.declarations[s]
                schema.otherNames = [schema.name]
                schema.name = decl.name
                schema.isExported = schema.isExported || decl.isExported
                if let doc = decl.doc { schema.doc = doc }
                result.declarations[s] = schema
                folded.insert(i)
            }
        }
        for i in zodDeclarations where result.declarations[i].otherNames.isEmpty {
            let constName = result.declarations[i].name
            var base = constName
            for suffix in ["Schema", "schema"] where base.hasSuffix(suffix) && base.count > suffix.count { base = String(base.dropLast(suffix.count)) }
            let name = base.prefix(1).uppercased() + base.dropFirst()
            guard name != constName else { continue }
            // `interface Category` beside `categorySchema: z.ZodType<Category>`: the interface
            // is the type; the schema only answers to its name.
            if let typed = result.declarations.firstIndex(where: { $0.name == name && !zodDeclarations.contains(result.declarations.firstIndex(of: $0)!) }) {
                inlineInferredSchema(i, into: typed)
                result.declarations[typed].otherNames.append(constName)
                folded.insert(i)
                continue
            }
            guard !declared.contains(name) else { continue }
            declared.insert(name)
            result.declarations[i].otherNames = [constName]
            result.declarations[i].name = name
        }
        result.declarations = result.declarations.enumerated().filter { !folded.contains($0.offset) }.map(\.element)
    }

    /// `type ClientInfo = z.infer<typeof clientInfoSchema> & { … }`: the schema, which the
    /// type's name would fold into the type, is put in place of its `z.infer` part, so the
    /// type has both parts' fields rather than naming itself.
    mutating func inlineInferredSchema(_ schema: Int, into typed: Int) {
        guard case .typeAlias(.intersection(var parts, let location)) = result.declarations[typed].body,
              case .typeAlias(let schemaType) = result.declarations[schema].body else { return }
        let constName = result.declarations[schema].name
        var changed = false
        for (j, part) in parts.enumerated() {
            guard case .reference(let name, let arguments, _) = part, let dot = name.firstIndex(of: "."),
                  zodNames.contains(String(name[..<dot])), ZodModules.typeHelpers.contains(String(name[name.index(after: dot)...])),
                  arguments.count == 1, case .typeQuery(constName, _) = arguments[0] else { continue }
            parts[j] = schemaType
            changed = true
        }
        if changed { result.declarations[typed].body = .typeAlias(.intersection(parts, location: location)) }
    }
}
