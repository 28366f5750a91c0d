extension SwiftDeclarationScanner {
    /// The kinds `import struct Foundation.Date` may name before the module.
    static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]

    /// A declaration no word of the lexer's names: `case`, `typealias`, `import`, and those skipped whole.
    mutating func scanOtherDeclaration(into type: inout ScannedType?) {
        switch current.text {
        case "case":
            let cases = Self.withImplicitRawValues(scanCases(), of: type)
            if cases.count == 1 { type?.cases.append(cases[0]) } else { type?.cases += cases }
        case "typealias":
            let line = advance().line
            let name = current.text
            advance()
            if current.isPunct("<") { skipBalanced() }
            var target: [SwiftToken] = []
            if current.isPunct("=") {
                advance()
                while !atEnd && !current.newlineBefore && !current.isPunct("}") && !current.isPunct(";") { target.append(advance()) }
            }
            let alias = ScannedTypeAlias(name: name, target: tokenText(target), line: line)
            if type != nil { type?.typeAliases.append(alias) } else { topLevelAliases.append(alias) }
        case "import":
            let line = current.line
            advance()
            // `import struct Foundation.Date` names its kind first.
            if !atEnd, current.line == line, Self.importKinds.contains(current.text), peek(1).line == line { advance() }
            if !atEnd, current.line == line, current.kind == .identifier { imports.append(current.text) }
            while !atEnd && current.line == line { advance() }
        case "deinit", "subscript", "associatedtype", "operator", "precedencegroup", "macro":
            advance()
            skipToBodyOrEnd()
        default:
            advance()
        }
    }
}
