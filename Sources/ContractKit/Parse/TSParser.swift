// Parse: a contract's files, and what they import, to TypeScript syntax.

/// A recursive-descent parser for the TypeScript subset a contract uses.
///
/// It reads declarations (interfaces, classes, type aliases, enums, `as const` objects,
/// imports and exports) and skips implementation code with a note. It never throws
/// to its caller: a syntax error becomes a diagnostic, and the parser resumes at the
/// next top-level statement. Nesting deeper than `maxDepth` is an error, not a crash.
public struct TSParser {
    /// How deep types and objects may nest before the parser gives up on a declaration.
    public static let maxDepth = 200
    /// After this many errors in one file the parser stops reading it.
    static let maxErrors = 50

    var tokens: [Token]
    var comments: [String]
    var position = 0
    let file: String
    var diagnostics: Diagnostics
    var depth = 0
    var errorCount = 0
    var result: SourceFileSyntax
    /// While above zero, warnings are dropped: the parser is reading a construct it skips
    /// anyway (a method's return type), so what it finds there is nobody's concern.
    var quietDepth = 0
    /// The namespaces around the statement being read (`A.B`), or nil at top level.
    var namespacePath: String?
    /// Inside `declare namespace` or `declare global`: every member is exported.
    var isAmbient = false
    /// Inside `declare global { … }`.
    var isInGlobalBlock = false
    /// Whether every namespace around the statement is itself exported.
    var isNamespaceExported = true
    /// Properties the last constructor declared with its parameters (`public readonly id: string`).
    var parameterProperties: [MemberSyntax] = []
    /// The names zod is imported as: `z` for `import { z } from 'zod'`.
    var zodNames: Set<String> = []
    /// Set when the type member just read was a `get`/`set` signature.
    var readAccessor = false
    /// The enum whose members are being read, for initialisers that name `Enum.Member`.
    var enumName = ""
    /// Inside the type after a conditional type's `extends`, where a type cannot itself be conditional.
    var disallowsConditional = false
    /// Indices in `result.declarations` of zod schemas, named at the end of the file.
    var zodDeclarations: Set<Int> = []
    /// `z.ZodType<Out, Def, In>` annotations of zod schema declarations, by index.
    var zodAnnotations: [Int: ZodAnnotation] = [:]
    /// Key renames of a schema's key-renaming `.transform`, by declaration index.
    var zodRenames: [Int: [String: String]] = [:]

    /// Thrown inside the parser to abandon the current declaration after an error.
    struct Abort: Error {}

    /// Parses one file. `file` is the display path used in locations.
    public static func parse(_ bytes: [UInt8], file: String) -> (SourceFileSyntax, [Diagnostic]) {
        let (tokens, comments, lexDiagnostics) = TSLexer.tokenize(bytes, file: file)
        var parser = TSParser(tokens: tokens, comments: comments, file: file, diagnostics: lexDiagnostics, result: SourceFileSyntax(path: file))
        // As for tokens: no regrowth copies of a huge file's declarations (a declaration takes 8+ tokens).
        parser.result.declarations.reserveCapacity(tokens.count / 8 + 4)
        parser.errorCount = lexDiagnostics.items.count
        parser.parseFile()
        return (parser.result, parser.diagnostics.items)
    }

    // MARK: Token access

    /// The current token, borrowed rather than copied.
    var current: Token {
        _read { yield tokens[position] }
    }
    var atEnd: Bool { current.kind == .endOfFile }

    func peek(_ offset: Int = 1) -> Token {
        let i = position + offset
        return i < tokens.count ? tokens[i] : tokens[tokens.count - 1]
    }

    func location(of token: Token) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    var here: SourceLocation { location(of: current) }

    /// The parsed JSDoc comment before `token`, if any.
    func doc(of token: Token) -> DocComment? {
        token.docIndex < 0 ? nil : DocCommentParser.parse(comments[Int(token.docIndex)])
    }

    /// The `// comment` after `token` on its line, if any.
    func trailing(of token: Token) -> String? {
        token.trailingIndex < 0 ? nil : comments[Int(token.trailingIndex)]
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    mutating func consume(_ punct: StaticString) -> Bool {
        if current.isPunct(punct) { advance(); return true }
        return false
    }

    mutating func consumeKeyword(_ word: StaticString) -> Bool {
        if current.isIdentifier(word) { advance(); return true }
        return false
    }

    mutating func expect(_ punct: StaticString) throws {
        if !consume(punct) { try fail("expected '\(punct)' but found \(describe(current))") }
    }

    mutating func expectIdentifier(_ what: String) throws -> Token {
        guard current.kind == .identifier else { try fail("expected \(what) but found \(describe(current))") }
        return advance()
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: "end of file"
        case .string: "string literal"
        case .template: "template literal"
        case .regex: "regular expression"
        default: "'\(token.text)'"
        }
    }

    /// Emits an error at the current token and abandons the declaration.
    mutating func fail(_ message: String) throws -> Never {
        error(message, at: here)
        throw Abort()
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        errorCount += 1
        diagnostics.emit(.error, message, at: location)
    }

    mutating func note(_ message: String, at location: SourceLocation) {
        diagnostics.emit(.note, message, at: location)
    }

    mutating func warning(_ message: String, at location: SourceLocation) {
        if quietDepth > 0 { return }
        diagnostics.emit(.warning, message, at: location)
    }

    /// Runs `body` with warnings dropped, for constructs that are skipped as a whole.
    mutating func quietly<T>(_ body: (inout TSParser) throws -> T) rethrows -> T {
        quietDepth += 1
        defer { quietDepth -= 1 }
        return try body(&self)
    }

    /// Records a declaration, qualified by the namespaces it sits in.
    mutating func declare(_ name: String, exported: Bool, generics: [GenericParameterSyntax], doc: DocComment?,
                          body: DeclarationSyntax.Body, at nameToken: Token) {
        var declaration = DeclarationSyntax(
            name: namespacePath.map { "\($0).\(name)" } ?? name, isExported: (exported || isAmbient) && isNamespaceExported, generics: generics,
            doc: doc, body: body, location: location(of: nameToken))
        declaration.namespace = namespacePath
        declaration.isGlobal = isInGlobalBlock
        result.declarations.append(declaration)
    }

    /// Guards recursion: nesting past `maxDepth` is reported and abandons the declaration.
    mutating func nested<T>(_ body: (inout TSParser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth {
            try fail("nesting is too deep (more than \(Self.maxDepth) levels)")
        }
        return try body(&self)
    }

    // MARK: Statements

    mutating func parseFile() {
        while !atEnd {
            if errorCount >= Self.maxErrors {
                note("too many errors; the rest of the file was not read", at: here)
                result.skipped.append(SkippedDeclaration(kind: "the rest of the file", declaredName: nil, location: here))
                break
            }
            let start = position
            do {
                try parseStatement()
            } catch {
                result.skipped.append(skippedStatement(at: start))
                synchronize()
            }
            if position == start { advance() }  // always make progress
        }
        nameZodSchemas()
    }

    /// Skips to the next token that can start a top-level declaration at the start of a line.
    mutating func synchronize() {
        while !atEnd {
            if current.newlineBefore && current.kind == .identifier && Self.statementStarters.contains(current.text) { return }
            advance()
        }
    }

    static let statementStarters: Set<String> = [
        "export", "import", "interface", "type", "enum", "class", "abstract", "const", "let", "var",
        "function", "async", "declare", "namespace", "module",
    ]

    mutating func parseStatement() throws {
        if consume(";") { return }
        let startToken = current
        let doc = doc(of: startToken)
        if let version = doc?.version, result.version == nil {
            result.version = version
        }
        // Class decorators: `@Entity('books')` before `export class`.
        skipDecorators()
        if current.isIdentifier("import") && !peek().isPunct("(") && !peek().isPunct(".") {
            if namespacePath == nil && !isImportAlias() { result.isModule = true }
            try parseImport()
            return
        }
        skipMisplacedModifiers()
        var exported = false
        if current.isIdentifier("export") {
            exported = true
            guard try parseExportPrefix(startToken) else { return }
        }
        if current.isIdentifier("declare") {
            guard try parseDeclarePrefix(startToken, exported: exported) else { return }
        }
        if current.isIdentifier("abstract") && (peek().isIdentifier("class") || peek().isIdentifier("interface")) { advance() }
        guard current.kind == .identifier else {
            if current.kind == .punct && ["}", ")", "]"].contains(current.text) {
                try fail("unexpected '\(current.text)'")
            }
            note("skipped statement", at: here)
            try skipStatement()
            return
        }
        try parseDeclarationStatement(startToken, exported: exported, doc: doc)
    }

    /// After `export`: an export list or a skipped `export default`, which end the
    /// statement (false), or a declaration to read (true).
    mutating func parseExportPrefix(_ startToken: Token) throws -> Bool {
        if namespacePath == nil && !isInGlobalBlock { result.isModule = true }
        advance()
        if current.isPunct("{") || current.isPunct("*") || (current.isIdentifier("type") && peek().isPunct("{")) {
            try parseExportList()
            return false
        }
        if current.isIdentifier("import") && peek().kind == .identifier && (peek(2).isPunct("=") || peek(3).isPunct("=")) {
            try parseImport()
            return false
        }
        if current.isPunct("=") && peek().kind == .identifier && (peek(2).isPunct(";") || peek(2).newlineBefore || peek(2).kind == .endOfFile) {
            advance()
            result.exportAssignment = advance().text
            _ = consume(";")
            return false
        }
        if current.isPunct("=") { result.exportsAssignedValue = true }
        if current.isIdentifier("default"), let named = parseDefaultExport() { return named }
        if current.isIdentifier("default") || current.isPunct("=") || current.isIdentifier("import") || current.isIdentifier("as") {
            note("skipped 'export \(current.text)' statement", at: location(of: startToken))
            try skipStatement()
            return false
        }
        return true
    }

    /// At `default`: `export default interface Gif { … }` (or a named class), a declaration to
    /// read (true); `export default Gif;`, which ends the statement (false); nil for anything
    /// else (an expression, an anonymous class or a function), which is skipped.
    mutating func parseDefaultExport() -> Bool? {
        let next = peek()
        let declared = next.isIdentifier("abstract") && peek(2).isIdentifier("class") ? peek(3) : peek(2)
        if next.isIdentifier("interface") || next.isIdentifier("class") || next.isIdentifier("abstract"),
           declared.kind == .identifier, !declared.isIdentifier("extends"), !declared.isIdentifier("implements") {
            result.defaultExport = declared.text
            advance()  // default
            return true
        }
        let after = peek(2)
        if next.kind == .identifier, after.isPunct(";") || after.newlineBefore || after.kind == .endOfFile {
            result.defaultExport = next.text
            advance()
            advance()
            _ = consume(";")
            return false
        }
        return nil
    }

    /// After `declare`: an ambient declaration to read (true), or a namespace, a global
    /// block or a skipped statement, which end the statement (false).
    mutating func parseDeclarePrefix(_ startToken: Token, exported: Bool) throws -> Bool {
        let next = peek()
        if next.kind == .identifier && ["interface", "type", "enum", "class", "abstract", "const"].contains(next.text) && !(next.text == "const" && !peek(2).isIdentifier("enum")) {
            advance()
            return true
        }
        if next.isIdentifier("global") && peek(2).isPunct("{") {
            advance()
            try parseNamespace(exported: true, ambient: true)
        } else if (next.isIdentifier("namespace") || next.isIdentifier("module")) && peek(2).kind == .identifier {
            advance()
            try parseNamespace(exported: exported, ambient: true)
        } else if next.isIdentifier("module") && peek(2).kind == .string && peek(3).isPunct("{") {
            advance()
            try parseAmbientModule()
        } else {
            note("skipped 'declare' statement", at: location(of: startToken))
            try skipStatement()
        }
        return false
    }

    /// A statement that starts with a word: a declaration, or implementation code to skip.
    mutating func parseDeclarationStatement(_ startToken: Token, exported: Bool, doc: DocComment?) throws {
        switch current.text {
        case "interface":
            try parseInterface(exported: exported, doc: doc)
        case "class" where peek().kind == .identifier && !peek().isIdentifier("extends") && !peek().isIdentifier("implements"):
            try parseClass(exported: exported, doc: doc)
        case "type" where peek().kind == .identifier:
            try parseTypeAlias(exported: exported, doc: doc)
        case "enum":
            try parseEnum(exported: exported, doc: doc)
        case "const" where peek().isIdentifier("enum"):
            advance()
            try parseEnum(exported: exported, doc: doc)
        case "const":
            if namespacePath == nil && peek().kind == .identifier { result.valueNames.append(peek().text) }
            if namespacePath == nil { recordZodWrapperArrow(exported: exported) }
            try parseConst(exported: exported, doc: doc)
        case "function", "async":
            let name = current.text == "async" ? peek(2) : peek()
            if namespacePath == nil && name.kind == .identifier { result.valueNames.append(name.text) }
            note("skipped function '\(name.kind == .identifier ? name.text : "")'", at: location(of: startToken))
            recordFunctionStatement(exported: exported || isAmbient)
            if namespacePath == nil { recordZodWrapperFunction(exported: exported) }
            try skipStatement()
        case "namespace", "module", "global":
            if current.text != "global" && peek().kind == .identifier && !peek().newlineBefore {
                try parseNamespace(exported: exported, ambient: isAmbient)
            } else {
                note("skipped \(current.text) '\(peek().text)'", at: location(of: startToken))
                try skipStatement()
            }
        case "let", "var":
            if namespacePath == nil && peek().kind == .identifier { result.valueNames.append(peek().text) }
            note("skipped '\(current.text)' declaration", at: location(of: startToken))
            try skipStatement()
        default:
            note("skipped statement", at: location(of: startToken))
            try skipStatement()
        }
    }

    mutating func parseModuleSpecifier() throws -> String {
        guard current.kind == .string else { try fail("expected a module path string but found \(describe(current))") }
        return advance().text
    }

    mutating func parseImport() throws {
        let start = here
        advance()  // import
        if current.kind == .string {  // side-effect import
            advance()
            _ = consume(";")
            return
        }
        if current.isIdentifier("type") && !peek().isIdentifier("from") && !peek().isPunct(",") && !peek().isPunct("=") { advance() }
        var syntax = ImportSyntax(names: [], namespace: nil, defaultName: nil, module: "", location: start)
        if current.kind == .identifier && !current.isIdentifier("from") {
            let name = advance().text
            if current.isPunct("=") {
                try parseImportEquals(name, at: start)
                return
            }
            syntax.defaultName = name
            _ = consume(",")
        }
        if consume("*") {
            guard consumeKeyword("as") else { try fail("expected 'as' after 'import *'") }
            syntax.namespace = try expectIdentifier("a namespace name").text
        } else if current.isPunct("{") {
            syntax.names = try parseNameList()
        }
        guard consumeKeyword("from") else { try fail("expected 'from' in import") }
        syntax.module = try parseModuleSpecifier()
        skipImportAttributes()
        _ = consume(";")
        zodNames.formUnion(ZodModules.localNames(of: syntax))
        result.imports.append(syntax)
    }

    mutating func skipImportAttributes() {
        if (current.isIdentifier("with") || current.isIdentifier("assert")) && peek().isPunct("{") && !current.newlineBefore {
            advance()
            skipBalanced()
        }
    }

    mutating func parseExportList() throws {
        let start = here
        _ = consumeKeyword("type")
        if consume("*") {
            if consumeKeyword("as") {
                let name = try expectIdentifier("a namespace name")
                guard consumeKeyword("from") else { try fail("expected 'from'") }
                result.reExports.append(ReExportSyntax(names: nil, module: try parseModuleSpecifier(), location: start, namespace: name.text))
                skipImportAttributes()
                _ = consume(";")
                return
            }
            guard consumeKeyword("from") else { try fail("expected 'from' after 'export *'") }
            result.reExports.append(ReExportSyntax(names: nil, module: try parseModuleSpecifier(), location: start))
            skipImportAttributes()
            _ = consume(";")
            return
        }
        let names = try parseNameList()
        if consumeKeyword("from") {
            result.reExports.append(ReExportSyntax(names: names, module: try parseModuleSpecifier(), location: start))
            skipImportAttributes()
        } else {
            result.localExports.append(contentsOf: names)
        }
        _ = consume(";")
    }
}

extension String {
    func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
