/// Types TypeScript computes from their arguments: mapped types (`{ [K in Keys]?: T }`) and
/// generic aliases whose body the IR cannot hold with the parameters still open
/// (`type SafeOmit<T, K extends keyof T> = Omit<T, K>`), expanded where they are used.
extension SchemaResolver {
    /// `{ [K in Keys]?: T }`: one field per literal key, `K` standing for that key in `T`; over
    /// `string` or `number` keys, a map. `keyof X` keeps each field's own optionality unless
    /// the type says `?` or `-?`, as TypeScript's homomorphic mapped types do.
    mutating func lowerMapped(_ parameter: String, keys: TypeSyntax, value: TypeSyntax, optional: Bool?,
                              _ location: SourceLocation, _ scope: Scope) -> TypeRef {
        let keyType = lowerType(keys, scope)
        var inner = scope
        switch keyType {
        case .primitive(.string), .primitive(.number), .primitive(.integer), .formattedString:
            inner.bound[parameter] = keyType
            return .map(lowerType(value, inner))
        default:
            break
        }
        var original: [String: Field] = [:]
        if case .keyOf(let source, _) = keys, let fields = fieldsOf(lowerType(source, scope)) {
            for field in fields { original[field.name] = field }
        }
        guard let names = keyLiterals(keyType) else {
            if case .typeParameter = keyType, loweringGenericAlias {
                genericBodyUnreadable = true  // expanded where the alias is used
            } else if !keyType.isExternalOrUnsupported {
                warn("unsupported mapped type over '\(keyType.typeScriptText)'\(inField): its keys are not string literals", at: location)
            }
            return .unsupported("mapped type")
        }
        var fields: [Field] = []
        for name in names where !fields.contains(where: { $0.name == name }) {
            inner.bound[parameter] = .literal(.string(name))
            let (type, isOptional, isNullable) = lowerFieldType(value, inner)
            let wasOptional = original[name]?.optionality.isOptional ?? false
            fields.append(Field(name: name, type: type, optionality: Optionality(optional: optional ?? wasOptional || isOptional, nullable: isNullable),
                                location: irLocation(location)))
        }
        return .object(fields)
    }

    /// A reference to a generic alias marked `expandAtUse`, with arguments free of generic
    /// parameters: the alias's body lowered with its parameters bound to the arguments.
    /// Nil when the reference stays a reference.
    mutating func expandedAlias(_ key: DeclKey, _ decl: DeclarationSyntax, _ arguments: [TypeRef]) -> TypeRef? {
        guard !decl.generics.isEmpty, case .typeAlias(let body) = decl.body, lower(key) != nil, expandAtUse.contains(key) else { return nil }
        if arguments.contains(where: { $0.contains { if case .typeParameter = $0 { true } else { false } } }) {
            // Inside another generic alias: that one is expanded where it is used, in turn.
            if loweringGenericAlias { genericBodyUnreadable = true }
            return nil
        }
        guard expanding.insert(key).inserted else { return nil }
        defer { expanding.remove(key) }
        var scope = Scope(module: key.module, generics: [], namespace: decl.namespace)
        for (parameter, argument) in zip(decl.generics, arguments) { scope.bound[parameter.name] = argument }
        return lowerType(body, scope)
    }
}
