/// Module forms older than ES modules, and ambient module blocks: `import X = require('m')`,
/// `import A = N.B`, `export = Name`, `declare module 'm' { … }`, and the modifiers some
/// files put where TypeScript reads them but rejects them later (`public class` in a namespace).
extension TSParser {
    /// Whether the statement at `import` is `import A = N.B`, which does not make the file a module.
    func isImportAlias() -> Bool {
        var i = position + 1
        if tokens[i].isIdentifier("type") && tokens[i + 1].kind == .identifier && tokens[i + 2].isPunct("=") { i += 1 }
        return tokens[i].kind == .identifier && tokens[i + 1].isPunct("=") && !tokens[i + 2].isIdentifier("require")
    }

    /// After `import Name`, at `=`: `require('m')` is a namespace import of the module;
    /// `N.B` is an alias that names resolve through.
    mutating func parseImportEquals(_ name: String, at start: SourceLocation) throws {
        advance()  // =
        if current.isIdentifier("require") && peek().isPunct("(") && peek(2).kind != .string {
            note("skipped 'import \(name) = require(…)' of a module that is not named by a string", at: start)
            try skipStatement()
            return
        }
        if current.isIdentifier("require") && peek().isPunct("(") {
            advance(); advance()
            let module = try parseModuleSpecifier()
            try expect(")")
            _ = consume(";")
            if namespacePath == nil { result.isModule = true }
            result.imports.append(ImportSyntax(names: [], namespace: name, defaultName: nil, module: module, location: start))
            return
        }
        let target = try parseQualifiedName()
        _ = consume(";")
        result.importAliases[namespacePath.map { "\($0).\(name)" } ?? name] = target
    }

    /// `{ A, type B, C as D }`, where `type` may also be a name: `{ type as as }` exports
    /// `type` as `as`, `{ type as as b }` the type `as` as `b`, `{ type as }` the type `as`.
    mutating func parseNameList() throws -> [ImportedName] {
        try expect("{")
        var names: [ImportedName] = []
        let isName = { (t: Token) in t.kind == .identifier || t.kind == .string }
        while !current.isPunct("}") {
            if current.isIdentifier("type") && isName(peek()) {
                let next = peek(), second = peek(2), third = peek(3)
                if !next.isIdentifier("as") {
                    advance()  // `type X`: the modifier
                } else if second.isIdentifier("as") {
                    if isName(third) { advance() }  // `type as as X`: the modifier; `type as as`: a rename
                } else if !isName(second) {
                    advance()  // `type as`: the modifier and the name `as`
                }
            }
            guard isName(current) else { try fail("expected a name but found \(describe(current))") }
            let imported = advance().text
            var local = imported
            if consumeKeyword("as") {
                guard isName(current) else { try fail("expected a name after 'as'") }
                local = advance().text
            }
            names.append(ImportedName(imported: imported, local: local))
            if !consume(",") { break }
        }
        try expect("}")
        return names
    }

    /// `declare module 'm' { … }`: an ambient module, or the augmentation of a package's
    /// module. Its declarations are read as this file's, exported; they cannot be imported by
    /// the module's name, which ContractKit reads as a package.
    mutating func parseAmbientModule() throws {
        let start = here
        advance()  // module
        let name = advance().text
        note("read the declarations of module '\(name)' as this file's", at: start)
        try expect("{")
        let saved = (isAmbient, isNamespaceExported)
        defer { (isAmbient, isNamespaceExported) = saved }
        isAmbient = true
        try nested { p in
            while !p.current.isPunct("}") {
                if p.atEnd { try p.fail("expected '}' to close the module but found end of file") }
                let before = p.position
                try p.parseStatement()
                if p.position == before { p.advance() }
            }
        }
        advance()  // }
    }

    /// `public`, `private` or `protected` before a declaration keyword: TypeScript parses it
    /// and reports it later; it changes nothing the contract needs.
    mutating func skipMisplacedModifiers() {
        while (current.isIdentifier("public") || current.isIdentifier("private") || current.isIdentifier("protected"))
                && peek().kind == .identifier && Self.statementStarters.contains(peek().text) && !peek().newlineBefore {
            advance()
        }
    }
}
