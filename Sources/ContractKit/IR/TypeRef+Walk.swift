// IR: walking the types a declaration refers to.

extension TypeRef {
    /// Whether this type or any type inside it satisfies `predicate`.
    public func contains(where predicate: (TypeRef) -> Bool) -> Bool {
        if predicate(self) { return true }
        switch self {
        case .array(let inner), .map(let inner), .nullable(let inner):
            return inner.contains(where: predicate)
        case .reference(_, let arguments):
            return arguments.contains { $0.contains(where: predicate) }
        case .union(let members):
            return members.contains { $0.contains(where: predicate) }
        case .object(let fields):
            return fields.contains { $0.type.contains(where: predicate) }
        case .primitive, .formattedString, .literal, .any, .unknown, .typeParameter, .literalUnion, .external, .unsupported:
            return false
        }
    }
}

extension TypeRef {
    /// Every `number` made `integer`, through arrays, maps and null: for fields marked
    /// `@integer` or matched by `generate.integers`.
    public var integerized: TypeRef {
        switch self {
        case .primitive(.number): return .primitive(.integer)
        case .array(let e): return .array(e.integerized)
        case .map(let v): return .map(v.integerized)
        case .nullable(let e): return .nullable(e.integerized)
        default: return self
        }
    }
}

extension TypeRef {
    /// Every plain `string` given a format, through arrays, maps and null: `@format`; a
    /// date-time narrowed to a date by `@format date`.
    public func withStringFormat(_ format: StringFormat) -> TypeRef {
        switch self {
        case .primitive(.string): return .formattedString(format)
        // `@format date` on a `Date`: the day alone travels (`2026-01-15`), not a date-time.
        case .formattedString(.dateTime) where format == .date: return .formattedString(.date)
        case .array(let e): return .array(e.withStringFormat(format))
        case .map(let v): return .map(v.withStringFormat(format))
        case .nullable(let e): return .nullable(e.withStringFormat(format))
        default: return self
        }
    }
}

extension Declaration {
    /// Every type the declaration writes down: fields, variants, alias target and generic constraints.
    public var typeRefs: [TypeRef] {
        var refs = (fields ?? []).map(\.type) + (variants ?? []).map(\.type)
        if let target { refs.append(target) }
        for parameter in genericParameters {
            if let constraint = parameter.constraint { refs.append(constraint) }
            if let defaultType = parameter.defaultType { refs.append(defaultType) }
        }
        return refs
    }

    /// Whether any type the declaration writes down satisfies `predicate`.
    public func refersTo(where predicate: (TypeRef) -> Bool) -> Bool {
        typeRefs.contains { $0.contains(where: predicate) }
    }
}
