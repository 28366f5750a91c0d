/// Defaults for required fields that may be missing from the JSON: from config
/// (`generate.defaults.fields`), from the contract's `@default` tag, or `[]` for arrays
/// when `generate.defaults.missingArraysAreEmpty` is on.
extension TranslationContext {
    func defaultValue(for field: Field, path: String, swiftType: String) -> String? {
        if let configured = config.fieldDefaults[path] {
            usedDefaults.insert(path)
            return expression(configured, for: field, path: path, source: "config")
        }
        if let text = field.defaultValue {
            guard let parsed = Self.parseTypeScriptLiteral(text) else {
                warn("'\(path)' has @default \(text), which is not a literal ContractKit can use; no default is generated", at: field.location)
                return nil
            }
            return expression(parsed, for: field, path: path, source: "@default")
        }
        if config.missingArraysAreEmpty, case .array = field.type { return "[]" }
        return nil
    }

    /// `'verified'`, `"x"`, `0`, `-1.5`, `true`, `[]`, `{}`, `null`.
    static func parseTypeScriptLiteral(_ text: String) -> ConfiguredDefault? {
        let t = text.trimmingSpaces()
        if t.count >= 2, let q = t.first, q == "'" || q == "\"" || q == "`", t.last == q { return .string(String(t.dropFirst().dropLast())) }
        if let n = Double(t) { return .number(n) }
        switch String(t.filter { $0 != " " }) {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "[]": return .emptyArray
        case "{}": return .emptyObject
        case "null": return .null
        default: return nil
        }
    }

    private func expression(_ value: ConfiguredDefault, for field: Field, path: String, source: String) -> String? {
        var type = field.type
        if case .literal(let v) = type { type = .literalUnion([v]) }
        let result: String?
        switch (value, type) {
        case (.string(let s), .primitive(.string)): result = swiftStringLiteral(s)
        case (.string(let s), .formattedString(let format)) where format != .byte: result = swiftStringLiteral(s)
        case (.number(let n), .primitive(.integer)) where n.rounded() == n: result = String(Int64(n))
        case (.number(let n), .primitive(.number)): result = formatNumber(n)
        case (.bool(let b), .primitive(.boolean)): result = b ? "true" : "false"
        case (.emptyArray, .array): result = "[]"
        case (.emptyObject, .map): result = "[:]"
        case (.string, .reference(let name, _)), (.number, .reference(let name, _)):
            let raw: LiteralValue = if case .string(let s) = value { .string(s) } else if case .number(let n) = value { .number(n) } else { .boolean(false) }
            result = enumCaseExpression(enumIRName: name, raw: raw)
        default: result = nil
        }
        if result == nil {
            warn("'\(path)': the \(source) default \(describe(value)) does not fit its type \(field.type.typeScriptText); no default is generated", at: field.location)
        }
        return result
    }

    /// `.verified` for the enum case whose raw value is `raw`.
    private func enumCaseExpression(enumIRName: String, raw: LiteralValue) -> String? {
        guard let decl = declaration(enumIRName), decl.kind == .enumeration, let cases = decl.cases,
              let name = caseNames(cases).names[raw] else { return nil }
        return "." + SwiftNaming.escaped(name)
    }

    private func describe(_ value: ConfiguredDefault) -> String {
        switch value {
        case .string(let s): "'\(s)'"
        case .number(let n): formatNumber(n)
        case .bool(let b): b ? "true" : "false"
        case .emptyArray: "[]"
        case .emptyObject: "{}"
        case .null: "null"
        }
    }
}
