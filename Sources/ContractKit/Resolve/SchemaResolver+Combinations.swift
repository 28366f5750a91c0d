/// Types built from other types: intersections (`A & B`, `{ … } & (A | B)`) and indexed
/// access (`User['id']`, `Page['items'][number]`), resolved as TypeScript resolves them.
extension SchemaResolver {
    /// More arms than this from distributing an intersection over unions is read as unsupported.
    static let maxDistributedArms = 256

    /// `A & B & …`: the object with every part's fields. A part that is a union of objects
    /// distributes, as in TypeScript: `{ id: string } & (A | B)` is `({ id } & A) | ({ id } & B)`,
    /// so a tagged union stays tagged. In a declaration (`allowsOpen`), a part whose fields are
    /// not known here (a generic parameter, a package's type, a conditional type) is left out
    /// with a warning, and the result is open (`isOpen`): the type has keys the contract does
    /// not name here. A field's inline type cannot say so: there such a part makes the whole
    /// intersection unsupported, with a warning.
    mutating func lowerIntersection(_ parts: [TypeSyntax], _ location: SourceLocation, _ scope: Scope,
                                    allowsOpen: Bool) -> (type: TypeRef, isOpen: Bool) {
        let loweredParts = parts.map { lowerType($0, scope) }
        if let branded = brandedPrimitive(loweredParts) { return (branded, false) }
        if !allowsOpen, let narrowed = narrowedReference(loweredParts) { return (narrowed, false) }
        var alternatives: [[Field]] = [[]]
        var isOpen = false
        var readAny = false
        var openMap: TypeRef?
        for (part, lowered) in zip(parts, loweredParts) {
            if let fields = fieldsOf(lowered) {
                for i in alternatives.indices { merge(fields, into: &alternatives[i]) }
                readAny = true
            } else if let arms = unionArms(lowered), let armFields = allFields(arms),
                      alternatives.count * armFields.count <= Self.maxDistributedArms {
                alternatives = alternatives.flatMap { alternative in
                    armFields.map { arm -> [Field] in
                        var merged = alternative
                        merge(arm, into: &merged)
                        return merged
                    }
                }
                readAny = true
            } else if !allowsOpen {
                if case .unsupported = lowered { return (lowered, true) }
                warn("unsupported intersection with non-object type '\(lowered.typeScriptText)'\(inField)", at: location)
                return (.unsupported("intersection with a non-object type"), true)
            } else {
                isOpen = true
                switch lowered {
                case .unsupported:
                    break  // already reported where it was read
                case .map:
                    openMap = openMap ?? lowered  // `Record<string, unknown> & { … }`: named fields in an open object
                default:
                    warn("the fields of '\(lowered.typeScriptText)' in this intersection are not known here; only its object parts are read\(inField)", at: part.location)
                }
            }
        }
        guard readAny else {
            // Every part was reported already, or is a map: the intersection of maps is one.
            return (openMap ?? .unsupported("intersection with a non-object type"), true)
        }
        if alternatives.count == 1 { return (.object(alternatives[0]), isOpen) }
        return (.union(alternatives.map { .object($0) }), isOpen)
    }

    /// `message?: Message & Update.NonChannel` in a field: a named object type whose other parts
    /// only narrow it (each of their fields is one of its fields) is that type, as an app holds
    /// it: its own pair audits its fields, rather than each holder repeating them as an inline
    /// object. Not when a narrowing field is a literal (`EntitySys & { type: 'DeletedEntry' }`):
    /// that tags a variant of its own. Nil when no part is such a type.
    mutating func narrowedReference(_ parts: [TypeRef]) -> TypeRef? {
        guard parts.count > 1 else { return nil }
        let fields = parts.map { fieldsOf($0) }
        for (i, part) in parts.enumerated() {
            guard case .reference = part, let own = fields[i] else { continue }
            let names = Set(own.map(\.name))
            let narrows = fields.indices.allSatisfy { j in
                j == i || fields[j]?.allSatisfy { names.contains($0.name) && !Self.isLiteral($0.type) } ?? false
            }
            if narrows { return part }
        }
        return nil
    }

    private static func isLiteral(_ type: TypeRef) -> Bool {
        switch type {
        case .literal, .literalUnion: true
        case .nullable(let wrapped): isLiteral(wrapped)
        default: false
        }
    }

    /// `number & {}`, `string & Brand<"UserId">`, `PlanEntryType & string`: an intersection
    /// with a primitive is that primitive, or narrower, as in TypeScript. A value of it is sent
    /// as the primitive; the object parts only brand the type. Where another part is an enum
    /// of that primitive's values, the enum; nil when no part is a primitive, or two differ.
    mutating func brandedPrimitive(_ parts: [TypeRef]) -> TypeRef? {
        let primitives = parts.compactMap { primitiveOf($0) }
        guard let primitive = primitives.first, primitives.dropFirst().allSatisfy({ $0 == primitive }) else { return nil }
        for part in parts where primitiveOf(part) == nil {
            if case .literalUnion = part { return part }
            if case .reference(let name, _) = part, let key = declKey(forReferenceName: name), lower(key)?.kind == .enumeration { return part }
        }
        return primitive
    }

    /// The primitive a type is (`number`, a formatted string), through aliases; nil for any other.
    mutating func primitiveOf(_ type: TypeRef, depth: Int = 0) -> TypeRef? {
        switch type {
        case .primitive(let p): return p == .null ? nil : type
        case .formattedString: return type
        case .reference(let name, let arguments):
            guard depth < 8, arguments.isEmpty, let key = declKey(forReferenceName: name), let decl = lower(key), decl.kind == .alias,
                  let target = decl.target else { return nil }
            return primitiveOf(target, depth: depth + 1) != nil ? type : nil
        default: return nil
        }
    }

    /// The fields of each arm, or nil when an arm is not an object type.
    mutating func allFields(_ arms: [TypeRef]) -> [[Field]]? {
        var result: [[Field]] = []
        for arm in arms {
            guard let fields = fieldsOf(arm) else { return nil }
            result.append(fields)
        }
        return result
    }

    /// The arms of a union type: an inline union, or a named union or alias of one.
    mutating func unionArms(_ type: TypeRef, depth: Int = 0) -> [TypeRef]? {
        guard depth < 16 else { return nil }
        switch type {
        case .union(let members):
            return members
        case .reference(let name, let arguments):
            guard let key = declKey(forReferenceName: name), let decl = lower(key) else { return nil }
            let substitutions = Dictionary(zip(decl.genericParameters.map(\.name), arguments), uniquingKeysWith: { a, _ in a })
            switch decl.kind {
            case .union:
                return decl.variants?.map { $0.type.substituting(substitutions) }
            case .alias:
                return decl.target.flatMap { unionArms($0.substituting(substitutions), depth: depth + 1) }
            default:
                return nil
            }
        default:
            return nil
        }
    }

    // MARK: Indexed access

    /// `T[K]`: the type of field `K` of `T` (each of the fields, for a union of keys), in
    /// every arm of a union `T`; `T[number]` of an array is its element. On a package's type
    /// it is an external type, with a warning; what cannot be resolved is unsupported.
    mutating func lowerIndexedAccess(_ target: TypeRef, index: TypeRef, _ location: SourceLocation) -> TypeRef {
        switch target {
        case .external(let name, let module):
            let shown = "\(name)[\(index.typeScriptText)]"
            warn("cannot read '\(shown)'\(inField): '\(name)' is an external type; read as an external type", at: location)
            return .external(name: shown, module: module)
        case .unsupported:
            return target  // already reported
        case .any:
            return .any
        default:
            break
        }
        if let type = indexedType(target, index, depth: 0) { return type }
        warn("unsupported indexed access type '\(target.typeScriptText)[\(index.typeScriptText)]'\(inField)", at: location)
        return .unsupported("indexed access type")
    }

    mutating func indexedType(_ target: TypeRef, _ index: TypeRef, depth: Int) -> TypeRef? {
        guard depth < 16 else { return nil }
        if index.isNumberKeyword, case .array(let element) = target { return element }
        // An alias: the type it names (`UserGroup = Record<string, any>`, `Tags = string[]`).
        if case .reference(let name, let arguments) = target, let key = declKey(forReferenceName: name), let decl = lower(key),
           decl.kind == .alias, let aliased = decl.target {
            let substitutions = Dictionary(zip(decl.genericParameters.map(\.name), arguments), uniquingKeysWith: { a, _ in a })
            return indexedType(aliased.substituting(substitutions), index, depth: depth + 1)
        }
        if let arms = unionArms(target) {
            var types: [TypeRef] = []
            for arm in arms {
                guard let type = indexedType(arm, index, depth: depth + 1) else { return nil }
                types.append(type)
            }
            return joined(types)
        }
        guard let names = keyLiterals(index), !names.isEmpty else { return nil }
        if case .map(let value) = target { return value }  // `Record<string, T>['id']`
        guard let fields = fieldsOf(target) ?? fieldsBeingLowered(target, names) else { return nil }
        var types: [TypeRef] = []
        for name in names {
            guard let field = fields.first(where: { $0.name == name }) else { return nil }
            types.append(field.optionality.allowsMissingValue ? .nullable(field.type) : field.type)
        }
        return joined(types)
    }

    /// The named fields of a declaration that is being lowered, read from its syntax: a type
    /// whose own fields name each other (`replyId: Note['id']` inside `Note`).
    mutating func fieldsBeingLowered(_ target: TypeRef, _ names: [String]) -> [Field]? {
        guard case .reference(let name, let arguments) = target, arguments.isEmpty, let key = declKey(forReferenceName: name),
              inProgress.contains(key), let decl = syntax(of: key).first else { return nil }
        let members: [MemberSyntax]
        switch decl.body {
        case .interface(_, let own, _): members = own
        case .typeAlias(.object(let own, _)): members = own
        default: return nil
        }
        let wanted = members.filter { member in
            if case .property = member.kind { return names.contains(member.name) } else { return false }
        }
        // A field whose type names itself (`a: T['a']`) ends here: nothing to read.
        guard wanted.allSatisfy({ member in indexing.insert("\(key.module):\(key.name).\(member.name)").inserted }) else { return nil }
        defer { for member in wanted { indexing.remove("\(key.module):\(key.name).\(member.name)") } }
        let scope = Scope(module: key.module, generics: Set(decl.generics.map(\.name)), namespace: decl.namespace)
        return lowerMembers(wanted, scope).0
    }

    /// The string keys an index type names: `'id'`, `'a' | 'b'`, or an enum-like alias of them.
    mutating func keyLiterals(_ index: TypeRef) -> [String]? {
        switch index {
        case .literal(let v): return [v.stringValue]
        case .literalUnion(let vs): return vs.map(\.stringValue)
        case .reference(let name, _):
            guard let key = declKey(forReferenceName: name), let decl = lower(key) else { return nil }
            if decl.kind == .enumeration { return decl.cases?.map(\.value.stringValue) }
            if decl.kind == .alias, let target = decl.target { return keyLiterals(target) }
            return nil
        default:
            return nil
        }
    }

    /// One type for several: the same type once, string literals as a literal union, else a union.
    func joined(_ types: [TypeRef]) -> TypeRef {
        var unique: [TypeRef] = []
        for type in types where !unique.contains(type) { unique.append(type) }
        if unique.count == 1 { return unique[0] }
        let literals = unique.compactMap { if case .literal(let v) = $0 { v } else { nil } }
        if literals.count == unique.count { return .literalUnion(literals) }
        return .union(unique)
    }
}

extension TypeRef {
    /// `number` as an index: `T[number]`.
    var isNumberKeyword: Bool {
        switch self {
        case .primitive(.number), .primitive(.integer): true
        default: false
        }
    }
}
