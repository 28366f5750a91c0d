/// Generated SDKs (Speakeasy's among them) declare each model four times in one file: the
/// SDK user's type `X` (camelCase keys), `X$inboundSchema: z.ZodType<X, z.ZodTypeDef, unknown>`
/// (parses the wire JSON, then renames its keys with a key-renaming `.transform`),
/// `type X$Outbound` (the wire shape sent) and `X$outboundSchema: z.ZodType<X$Outbound, z.ZodTypeDef, X>`.
/// A schema annotated `z.ZodType<Out, Def, In>` says which type it is the wire form of:
/// read as one contract type `X`, with the wire keys, answering to every twin's name.
extension TSParser {
    /// What `const s: z.ZodType<Out, Def, In> = …` says: the type the schema parses into,
    /// and the type it is parsed from (nil for `unknown` or when not written).
    struct ZodAnnotation: Equatable {
        var output: String
        var input: String?
    }

    /// The annotation after `const s:`, read when it is `z.ZodType<…>` naming a type;
    /// any other annotation is skipped, as before.
    mutating func parseZodAnnotation() -> ZodAnnotation? {
        let start = position
        if current.kind == .identifier, zodNames.contains(current.text), peek().isPunct("."),
           peek(2).isIdentifier("ZodType"), peek(3).isPunct("<") {
            advance(); advance(); advance()
            let saved = (diagnostics, errorCount)
            if let arguments = try? parseTypeArguments(), current.isPunct("="),
               case .reference(let output, let outArgs, _)? = arguments.first, outArgs.isEmpty {
                var input: String?
                if arguments.count == 3, case .reference(let name, let inArgs, _) = arguments[2], inArgs.isEmpty { input = name }
                return ZodAnnotation(output: output, input: input)
            }
            (diagnostics, errorCount) = saved
            position = start
        }
        skipTypeAnnotationOfConst()
        return nil
    }

    /// `.transform((v) => remap$(v, { wire_key: "wireKey" }))`, with or without a block
    /// body, or `.transform((v) => ({ type: v.type }))`: a transform that only renames or
    /// keeps keys. Returns the renames (source key → new key), or nil, without moving, for
    /// any other transform.
    mutating func zodKeyRenamingTransform() -> [String: String]? {
        let start = position
        let saved = (diagnostics, errorCount)
        if let renames = try? readKeyRenamingArrow() { return renames }
        (diagnostics, errorCount) = saved
        position = start
        return nil
    }

    private struct NotRenaming: Error {}

    private mutating func readKeyRenamingArrow() throws -> [String: String] {
        guard consume("(") else { throw NotRenaming() }
        let parenthesised = consume("(")
        guard current.kind == .identifier else { throw NotRenaming() }
        let parameter = advance().text
        if parenthesised { guard consume(")") else { throw NotRenaming() } }
        guard consume("=>") else { throw NotRenaming() }
        let block = consume("{")
        if block { guard consumeKeyword("return") else { throw NotRenaming() } }
        let renames: [String: String]
        if consume("(") {
            renames = try readKeptKeys(parameter)  // `({ type: v.type })`
            guard consume(")") else { throw NotRenaming() }
        } else {
            // `remap$(v, { a: "b" })`: a helper given the value and a map of string keys.
            guard current.kind == .identifier, peek().isPunct("(") else { throw NotRenaming() }
            advance(); advance()
            guard current.kind == .identifier, current.text == parameter, peek().isPunct(",") else { throw NotRenaming() }
            advance(); advance()
            renames = try readRenameMap()
            guard consume(")") else { throw NotRenaming() }
        }
        if block {
            _ = consume(";")
            guard consume("}") else { throw NotRenaming() }
        }
        _ = consume(",")
        guard consume(")") else { throw NotRenaming() }
        return renames
    }

    /// `{ a: "b", "c": "d" }`.
    private mutating func readRenameMap() throws -> [String: String] {
        guard consume("{") else { throw NotRenaming() }
        var renames: [String: String] = [:]
        while !current.isPunct("}") && !atEnd {
            guard current.kind == .identifier || current.kind == .string else { throw NotRenaming() }
            let key = advance().text
            guard consume(":"), current.kind == .string else { throw NotRenaming() }
            renames[key] = advance().text
            if !consume(",") { break }
        }
        guard consume("}") else { throw NotRenaming() }
        return renames
    }

    /// `{ type: v.type, kind: v.k }`: each new key from one key of the value.
    private mutating func readKeptKeys(_ parameter: String) throws -> [String: String] {
        guard consume("{") else { throw NotRenaming() }
        var renames: [String: String] = [:]
        while !current.isPunct("}") && !atEnd {
            guard current.kind == .identifier || current.kind == .string else { throw NotRenaming() }
            let key = advance().text
            guard consume(":"), current.kind == .identifier, current.text == parameter, peek().isPunct("."), peek(2).kind == .identifier else { throw NotRenaming() }
            advance(); advance()
            renames[advance().text] = key
            if !consume(",") { break }
        }
        guard consume("}") else { throw NotRenaming() }
        return renames
    }

    /// An object schema's keys after a key-renaming transform: the shape a serialising
    /// schema writes.
    static func renamingKeys(of type: TypeSyntax, _ renames: [String: String]) -> TypeSyntax {
        guard case .object(let members, let at) = type else { return type }
        return .object(members.map { member in
            var member = member
            if let renamed = renames[member.name] { member.name = renamed }
            return member
        }, location: at)
    }

    // MARK: Folding the twins

    /// Folds each annotated schema into the type it is the wire form of, and each outbound
    /// wire type into the type it serialises, before the schemas are named.
    mutating func foldZodWireTwins() {
        guard !zodAnnotations.isEmpty else { return }
        var typeIndex: [String: Int] = [:]
        for (i, decl) in result.declarations.enumerated() where !zodDeclarations.contains(i) && !decl.body.isValue {
            typeIndex[decl.name] = typeIndex[decl.name] ?? i
        }
        var folded = Set<Int>()
        var outboundOf: [(wire: Int, model: Int)] = []
        var parsed = Set<Int>()
        for i in zodAnnotations.keys.sorted() {
            guard let annotation = zodAnnotations[i], let out = typeIndex[annotation.output] else { continue }
            let schema = result.declarations[i]
            if let inputName = annotation.input, let model = typeIndex[inputName], model != out {
                // Serialises `In` into `Out`: `Out` is `In`'s outbound wire shape.
                result.declarations[out].otherNames.append(schema.name)
                outboundOf.append((out, model))
            } else {
                // Parses the wire into `Out`: the schema's (pre-transform) keys are `Out`'s wire keys.
                result.declarations[out].otherNames.append(schema.name)
                // Without renames the two shapes agree, and the declared type keeps its own body.
                if let renames = zodRenames[i], case .typeAlias(let type) = schema.body, !type.isUnsupportedSyntax {
                    result.declarations[out].body = .typeAlias(Self.keepingDocs(of: result.declarations[out].body, in: type, renames))
                }
                parsed.insert(out)
            }
            folded.insert(i)
        }
        for (wire, model) in outboundOf where !folded.contains(wire) && !folded.contains(model) {
            var modelDecl = result.declarations[model]
            modelDecl.otherNames += [result.declarations[wire].name] + result.declarations[wire].otherNames
            // Sent only: the outbound shape is the wire's keys.
            if !parsed.contains(model) { modelDecl.body = result.declarations[wire].body }
            result.declarations[model] = modelDecl
            folded.insert(wire)
        }
        remove(folded)
    }

    /// The wire schema's type, with the docs of the SDK type's members whose key it renames.
    static func keepingDocs(of body: DeclarationSyntax.Body, in type: TypeSyntax, _ renames: [String: String]) -> TypeSyntax {
        guard case .object(var members, let at) = type else { return type }
        var docs: [String: DocComment] = [:]
        if case .typeAlias(.object(let modelMembers, _)) = body {
            for m in modelMembers { if let doc = m.doc { docs[m.name] = doc } }
        }
        for k in members.indices where members[k].doc == nil {
            members[k].doc = docs[renames[members[k].name] ?? members[k].name]
        }
        return .object(members, location: at)
    }

    /// Drops these declarations, keeping the indices of the zod schemas right.
    mutating func remove(_ folded: Set<Int>) {
        guard !folded.isEmpty else { return }
        var newIndex: [Int: Int] = [:]
        var kept: [DeclarationSyntax] = []
        for (i, decl) in result.declarations.enumerated() where !folded.contains(i) {
            newIndex[i] = kept.count
            kept.append(decl)
        }
        result.declarations = kept
        zodDeclarations = Set(zodDeclarations.compactMap { newIndex[$0] })
        zodAnnotations = [:]
        zodRenames = [:]
    }
}

extension TypeSyntax {
    var isUnsupportedSyntax: Bool {
        if case .unsupported = self { return true }
        return false
    }
}
