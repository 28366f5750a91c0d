/// Payloads of a generic type's instance, for an alias that names one:
/// `type UserResponse = ApiResult<UserRow>` gets the payloads of `ApiResult` with `T` bound
/// to `UserRow`, under the alias's name.
extension ExamplePayloads {
    /// Why `examples --type NAME` can print nothing for a declaration, or nil when it has
    /// payloads to print.
    public func whyNoPayloads(_ decl: Declaration, payloads: [ExamplePayload]) -> String? {
        guard payloads.isEmpty else { return nil }
        if !decl.genericParameters.isEmpty {
            return "'\(decl.name)' is generic: its instances get payloads; name one through an alias (type UserResponse = \(decl.name)<UserRow>)"
        }
        switch decl.kind {
        case .enumeration: return "'\(decl.name)' is an enum: its values appear in the payloads of the types that use it"
        case .union where decl.discriminator == nil: return "'\(decl.name)' is a union without a discriminator: its members' payloads are their own"
        case .alias: return "'\(decl.name)' is an alias of \(decl.target?.typeScriptText ?? "a type") that gets no payloads of its own"
        default: break
        }
        return unknowable(decl).map { "'\(decl.name)' has a required field with no JSON value examples knows: \($0)" }
            ?? "'\(decl.name)' gets no payloads"
    }

    /// The payloads of the type an alias names, generic arguments bound, named after the
    /// alias; empty when it names no object or discriminated union.
    public func payloads(forAlias decl: Declaration) -> [ExamplePayload] {
        guard decl.kind == .alias, decl.genericParameters.isEmpty, var target = decl.target else { return [] }
        for _ in 0..<16 {
            guard case .reference(let name, let arguments) = target, let named = declarations[name] else { return [] }
            let bindings = Self.bindings(named.genericParameters, arguments)
            switch named.kind {
            case .object:
                return payloads(name: decl.name, fields: (named.fields ?? []).map { $0.binding(bindings) })
            case .union where named.discriminator != nil:
                return payloads(name: decl.name, variants: (named.variants ?? []).map { var v = $0; v.type = v.type.binding(bindings); return v })
            case .alias:
                guard let next = named.target else { return [] }
                target = next.binding(bindings)
            default:
                return []
            }
        }
        return []
    }

    /// Each parameter bound to its argument, or else to its default.
    static func bindings(_ parameters: [GenericParameter], _ arguments: [TypeRef]) -> [String: TypeRef] {
        var result: [String: TypeRef] = [:]
        for (i, parameter) in parameters.enumerated() {
            if let argument = i < arguments.count ? arguments[i] : parameter.defaultType { result[parameter.name] = argument }
        }
        return result
    }
}

extension Field {
    func binding(_ bindings: [String: TypeRef]) -> Field {
        var copy = self
        copy.type = type.binding(bindings)
        return copy
    }
}

extension TypeRef {
    /// The type with generic parameters replaced by their bound arguments.
    func binding(_ bindings: [String: TypeRef]) -> TypeRef {
        if bindings.isEmpty { return self }
        switch self {
        case .typeParameter(let name): return bindings[name] ?? self
        case .reference(let name, let args): return .reference(name: name, arguments: args.map { $0.binding(bindings) })
        case .array(let e): return .array(e.binding(bindings))
        case .map(let v): return .map(v.binding(bindings))
        case .nullable(let e): return .nullable(e.binding(bindings))
        case .union(let ms): return .union(ms.map { $0.binding(bindings) })
        case .object(let fields): return .object(fields.map { $0.binding(bindings) })
        default: return self
        }
    }
}
