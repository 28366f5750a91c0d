/// Fields that carry no data, which the app loses nothing by not reading.
extension DTOAuditor {
    /// A constant (`object: 'page'`), or an object that is always empty (`Record<string, never>`):
    /// an info note says so, and the field is not reported as dropped.
    mutating func carriesNoData(_ field: Field, _ t: ObjectTables) -> Bool {
        let (typeName, swiftType) = (t.typeName, t.swiftType)
        // A constant (`object: 'page'`) carries no data: the app loses nothing without it. An
        // optional `true` (`cardExists?: true`) is a flag, not a constant: whether it is there is the data.
        if case .literal(let value) = field.type, !field.optionality.isNullable, !Self.isFlag(value, field), !isUnionTag(field.name, of: typeName) {
            report(.missingField, severity: .info, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is always \(value.typeScriptText) in the contract, and \(swiftType.name) does not read it: a constant carries no data",
                   contract: field.location, swift: location(swiftType))
            return true
        }
        if !field.optionality.isNullable, !field.optionality.isOptional, alwaysEmpty(field.type) {
            report(.missingField, severity: .info, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is always an empty object in the contract (\(field.irDescription)), and \(swiftType.name) does not read it: it carries no data",
                   contract: field.location, swift: location(swiftType))
            return true
        }
        return false
    }

    /// `{}`, `Record<string, never>` (a map no value can be put in), or an alias of one.
    func alwaysEmpty(_ type: TypeRef, depth: Int = 0) -> Bool {
        switch type {
        case .object(let fields): return fields.isEmpty
        case .map(.unsupported(let construct)): return construct == "never type"
        case .reference(let name, []):
            guard depth < 8, let decl = declarations[name] else { return false }
            if decl.kind == .object { return (decl.fields ?? []).isEmpty && decl.genericParameters.isEmpty && !decl.keysOpen }
            guard decl.kind == .alias, let target = decl.target else { return false }
            return alwaysEmpty(target, depth: depth + 1)
        default: return false
        }
    }
}
