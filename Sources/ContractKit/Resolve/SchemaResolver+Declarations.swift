/// Lowering declarations from syntax to IR.
extension SchemaResolver {
    /// The scope a type is lowered in: a module and the generic parameters visible there.
    struct Scope {
        var module: Int
        var generics: Set<String>
        /// The namespaces the declaration sits in (`A.B`), searched before the module's top level.
        var namespace: String? = nil
        /// Names standing for a type here: a generic alias's parameters where it is expanded,
        /// a mapped type's key.
        var bound: [String: TypeRef] = [:]
    }

    /// Lowers a declaration once; nil while it is being lowered (a cycle) or if it is a value.
    mutating func lower(_ key: DeclKey) -> Declaration? {
        if let done = lowered[key] { return done }
        guard !inProgress.contains(key) else { return nil }
        let decls = syntax(of: key)
        guard let first = decls.first else { return nil }
        inProgress.insert(key)
        defer { inProgress.remove(key) }

        let scope = Scope(module: key.module, generics: Set(first.generics.map(\.name)), namespace: first.namespace)
        let outer = (loweringGenericAlias, genericBodyUnreadable)
        defer { (loweringGenericAlias, genericBodyUnreadable) = outer }
        if case .typeAlias = first.body { loweringGenericAlias = !first.generics.isEmpty } else { loweringGenericAlias = false }
        genericBodyUnreadable = false
        let generics = first.generics.map { g in
            GenericParameter(name: g.name, constraint: g.constraint.map { lowerType($0, scope) }, defaultType: g.defaultType.map { lowerType($0, scope) })
        }
        var decl = Declaration(name: referenceName(key), kind: .alias, location: irLocation(first.location),
                               doc: first.doc?.description, deprecated: first.doc?.deprecated,
                               isExported: isVisibleToOtherFiles(decls, key), genericParameters: generics)
        switch first.body {
        case .interface:
            lowerInterface(decls, into: &decl, scope)
        case .typeAlias(let type):
            lowerAlias(type, into: &decl, scope)
            if genericBodyUnreadable { expandAtUse.insert(key) }
        case .enumeration(let members):
            lowerEnum(members, into: &decl)
        case .constObject, .constLiteral, .constArray:
            return nil
        }
        lowered[key] = decl
        return decl
    }

    /// An exported declaration (`export interface A`, or `interface A` named in the file's own
    /// `export { A }` or `export type { A }` list, or its `export default A`), or a global one (`declare global`, or any
    /// declaration of a script file, a `.d.ts` without imports or exports): every file of the
    /// program sees it, as it sees an export.
    func isVisibleToOtherFiles(_ decls: [DeclarationSyntax], _ key: DeclKey) -> Bool {
        let syntax = contract.modules[key.module].syntax
        return !syntax.isModule || decls.contains { $0.isExported || $0.isGlobal } || syntax.localExports.contains { $0.imported == key.name }
            || syntax.defaultExport == key.name
    }

    mutating func lowerInterface(_ decls: [DeclarationSyntax], into decl: inout Declaration, _ scope: Scope) {
        var fields: [Field] = []
        var indexValue: TypeRef?
        for d in decls {
            guard case .interface(let heritage, let members, _) = d.body else { continue }
            for parent in heritage {
                let type = lowerType(parent, scope)
                if let inherited = fieldsOf(type) {
                    merge(inherited, into: &fields)
                } else if case .map = type {
                    // `extends Record<string, unknown>`: an open map with named fields.
                    decl.keysOpen = true
                } else if type.isExternalOrUnsupported {
                    // Already reported.
                    decl.keysOpen = true
                } else {
                    decl.keysOpen = true
                    warn("cannot inherit fields from '\(type.typeScriptText)': it is not an object type", at: parent.location)
                }
            }
            let (own, index) = lowerMembers(members, scope)
            merge(own, into: &fields)
            if let index { indexValue = index }
        }
        if let indexValue, fields.isEmpty {
            decl.kind = .alias
            decl.target = .map(indexValue)
            return
        }
        if indexValue != nil, let first = decls.first {
            warn("index signature beside named fields is not supported in '\(first.name)'; extra keys are ignored", at: first.location)
            decl.keysOpen = true
        }
        decl.kind = .object
        decl.fields = fields
    }

    /// Adds fields, replacing any earlier field of the same name in place.
    func merge(_ new: [Field], into fields: inout [Field]) {
        if fields.isEmpty {
            fields = new
            return
        }
        for field in new {
            if let i = fields.firstIndex(where: { $0.name == field.name }) { fields[i] = field } else { fields.append(field) }
        }
    }

    /// Lowers object members; returns the fields and an index signature's value type.
    mutating func lowerMembers(_ members: [MemberSyntax], _ scope: Scope) -> ([Field], TypeRef?) {
        var fields: [Field] = []
        var index: TypeRef?
        for member in members {
            guard let typeSyntax = member.type else { continue }
            switch member.kind {
            case .indexSignature:
                index = lowerType(typeSyntax, scope)
            case .property:
                // `requiresTwoFactor?: undefined` can never hold a value: JSON never carries the key.
                if typeSyntax.isOnlyUndefined { continue }
                let outerField = fieldContext
                fieldContext = member.name
                defer { fieldContext = outerField }
                var (type, optional, nullable) = lowerFieldType(typeSyntax, scope)
                if member.doc?.isInteger == true { type = type.integerized }
                if let format = member.doc?.format {
                    if let known = StringFormat(rawValue: format) {
                        type = type.withStringFormat(known)
                    } else if NumberFormat.all.contains(format) {
                        // `int32`, `int64` make a number an integer, as `@integer` does; `float`, `double` are what `number` is.
                        if NumberFormat.integers.contains(format) { type = type.integerized }
                    } else {
                        warn("unsupported @format '\(format)'; known formats: \(StringFormat.allCases.map(\.rawValue).joined(separator: ", "))", at: member.location)
                    }
                }
                let doc = member.doc?.description ?? member.trailingComment
                fields.append(Field(
                    name: member.name, type: type, optionality: Optionality(optional: optional || member.isOptional, nullable: nullable),
                    isReadonly: member.isReadonly, doc: doc, deprecated: member.doc?.deprecated,
                    defaultValue: member.doc?.defaultValue ?? member.initializer, location: irLocation(member.location)))
            }
        }
        return (fields, index)
    }

    mutating func lowerEnum(_ members: [EnumMemberSyntax], into decl: inout Declaration) {
        var next: Double? = 0
        var cases: [EnumCase] = []
        var afterUnknown = false
        for member in members {
            let value: LiteralValue
            if member.isUnknown {
                (next, afterUnknown) = (nil, true)
                continue  // the parser warned
            } else if let v = member.value {
                value = v
            } else if let n = next {
                value = .number(n)
            } else {
                let after = afterUnknown ? "a member whose value is not known" : "a string member"
                warn("enum member '\(member.name)' needs an initialiser after \(after)", at: member.location)
                continue
            }
            if case .number(let n) = value { next = n + 1 } else { next = nil }
            cases.append(EnumCase(name: member.name, value: value, doc: member.doc?.description,
                                  deprecated: member.doc?.deprecated, location: irLocation(member.location)))
        }
        decl.kind = .enumeration
        decl.cases = cases
    }

    mutating func lowerAlias(_ type: TypeSyntax, into decl: inout Declaration, _ scope: Scope) {
        var body = type
        if case .union(let members, let location) = type {
            let rest = members.filter { !$0.isNullish }
            if rest.count < members.count, rest.count > 0 {
                body = rest.count == 1 ? rest[0] : .union(rest, location: location)
            }
            if let cases = literalCases(rest) {
                decl.kind = .enumeration
                decl.cases = cases
                return
            }
            if rest.count >= 2 {
                let variants = rest.map { lowerType($0, scope) }
                if variants.allSatisfy({ fieldsOf($0) != nil }) {
                    if let (discriminator, values) = findDiscriminator(variants) {
                        decl.kind = .union
                        decl.discriminator = discriminator
                        decl.variants = zip(zip(values, variants), rest).map { pair, syntax in
                            UnionVariant(discriminatorValue: pair.0, type: pair.1, location: irLocation(syntax.location))
                        }
                        return
                    }
                    warn("union of object types has no common literal discriminator field; it is read as a plain union", at: type.location)
                }
            }
        }
        if let cases = constEnumCases(body, scope) {
            decl.kind = .enumeration
            decl.cases = cases
            return
        }
        var target: TypeRef
        if case .intersection(let parts, let location) = body {
            let (type, isOpen) = lowerIntersection(parts, location, scope, allowsOpen: true)
            target = type
            decl.keysOpen = isOpen
        } else {
            target = lowerType(body, scope)
        }
        if case .union(let members, _) = type, members.contains(where: \.isNullish), !target.isObjectOrEnumLike {
            target = .nullable(target)
        }
        if case .union(let arms) = target, lowerTaggedUnion(arms, armLocations(body, count: arms.count), into: &decl) { return }
        switch target {
        case .object(let fields):
            decl.kind = .object
            decl.fields = fields
        case .literalUnion(let values):
            decl.kind = .enumeration
            decl.cases = values.map { EnumCase(value: $0, location: decl.location) }
        default:
            decl.kind = .alias
            decl.target = target
        }
    }

    /// An alias whose type is a union of object types with a common tag, such as an
    /// intersection distributed over a tagged union: a union declaration. False otherwise.
    mutating func lowerTaggedUnion(_ arms: [TypeRef], _ locations: [SourceLocation], into decl: inout Declaration) -> Bool {
        guard arms.count >= 2, arms.allSatisfy({ fieldsOf($0) != nil }), let (discriminator, values) = findDiscriminator(arms) else { return false }
        decl.kind = .union
        decl.discriminator = discriminator
        decl.variants = zip(zip(values, arms), locations).map { UnionVariant(discriminatorValue: $0.0, type: $0.1, location: irLocation($1)) }
        return true
    }

    /// Where each arm of a union an alias's body makes is written: the members of the one
    /// union part of an intersection, when they are the arms; else the body, for each.
    func armLocations(_ body: TypeSyntax, count: Int) -> [SourceLocation] {
        if case .intersection(let parts, _) = body {
            let unions = parts.compactMap { part -> [TypeSyntax]? in
                if case .union(let members, _) = part { return members.filter { !$0.isNullish } } else { return nil }
            }
            if unions.count == 1, unions[0].count == count { return unions[0].map(\.location) }
        }
        return Array(repeating: body.location, count: count)
    }

    /// Cases for a union whose members are all string (or all number) literals.
    func literalCases(_ members: [TypeSyntax]) -> [EnumCase]? {
        guard !members.isEmpty else { return nil }
        var cases: [EnumCase] = []
        var seen = Set<LiteralValue>()
        for member in members {
            guard case .literal(let value, let location) = member else { return nil }
            if case .boolean = value { return nil }
            if seen.insert(value).inserted { cases.append(EnumCase(value: value, location: irLocation(location))) }
        }
        let allStrings = cases.allSatisfy { if case .string = $0.value { true } else { false } }
        let allNumbers = cases.allSatisfy { if case .number = $0.value { true } else { false } }
        return allStrings || allNumbers ? cases : nil
    }

    /// The first field that every variant has, required, with a distinct literal value.
    mutating func findDiscriminator(_ variants: [TypeRef]) -> (String, [LiteralValue])? {
        let fieldLists = variants.map { fieldsOf($0) ?? [] }
        guard let first = fieldLists.first else { return nil }
        for candidate in first {
            var values: [LiteralValue] = []
            for fields in fieldLists {
                guard let f = fields.first(where: { $0.name == candidate.name }), f.optionality == .required,
                      case .literal(let v) = f.type else { break }
                values.append(v)
            }
            if values.count == variants.count && Set(values).count == values.count { return (candidate.name, values) }
        }
        return nil
    }

    /// `typeof X[keyof typeof X]` and `keyof typeof X` over an `as const` object.
    mutating func constEnumCases(_ type: TypeSyntax, _ scope: Scope) -> [EnumCase]? {
        let name: String
        let useKeys: Bool
        switch type {
        case .indexedAccess(.typeQuery(let object, _), .keyOf(.typeQuery(let keys, _), _), _) where object == keys:
            name = object
            useKeys = false
        case .keyOf(.typeQuery(let object, _), _):
            name = object
            useKeys = true
        default:
            return nil
        }
        if let cases = enumerationCases(name, useKeys: useKeys, scope) { return cases }
        let binding = namespacedValue(name, scope).map(Binding.declaration) ?? bind(name, in: scope.module, .value)
        switch binding ?? bind(String(name.prefix { $0 != "." }), in: scope.module, .value) {
        case .external?, .externalNamespace?:
            return nil  // a package's value (`Prisma.SortOrder`): not read, like any type of a package
        case .namespace?, .unreadableNamespace?, .unreadableImport?, .unreadDefault?:
            return nil  // `keyof typeof config` over `import * as config`, or a value not read: unsupported
        case nil where contract.modules[scope.module].syntax.valueNames.contains(name):
            return nil  // a plain object or a computed value, which the reader skips: unsupported
        default:
            break
        }
        guard case .declaration(let key)? = binding, let decl = values[key.module][key.name],
              case .constObject(let entries) = decl.body else {
            fail("cannot find an 'as const' object named '\(name)'", at: type.location)
            return []
        }
        var cases: [EnumCase] = []
        for entry in entries {
            let value: LiteralValue
            if useKeys {
                value = .string(entry.key)
            } else if let v = entry.value {
                value = v
            } else {
                warn("entry '\(entry.key)' of '\(name)' is not a literal; it is left out of the enum", at: entry.location)
                continue
            }
            cases.append(EnumCase(name: entry.key, value: value, doc: entry.doc?.description, deprecated: entry.doc?.deprecated, location: irLocation(entry.location)))
        }
        return cases
    }

    /// `keyof typeof E` over a TypeScript `enum`: the members' names, which is what a payload typed by it
    /// carries (`enum Rarity { common, rare }` gives `"common" | "rare"`, not `0 | 1`); `typeof E[keyof typeof E]`
    /// is the members' values, as `E` itself. Nil when `name` is not an enum.
    /// An `as const` object declared in the namespaces around the scope, innermost first:
    /// `export namespace Message { export const Type = {…} as const; export type Type = (typeof Type)[keyof typeof Type] }`.
    func namespacedValue(_ name: String, _ scope: Scope) -> DeclKey? {
        var prefix = scope.namespace
        while let current = prefix {
            if values[scope.module]["\(current).\(name)"] != nil { return DeclKey(module: scope.module, name: "\(current).\(name)") }
            prefix = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return nil
    }

    mutating func enumerationCases(_ name: String, useKeys: Bool, _ scope: Scope) -> [EnumCase]? {
        guard case .declaration(let key)? = bind(name, in: scope.module, .type),
              case .enumeration? = syntax(of: key).first?.body,
              let cases = lower(key)?.cases else { return nil }
        if useKeys { enumNameUses.insert(key) } else { enumValueUses.insert(key) }
        guard useKeys else { return cases }
        return cases.compactMap { c in c.name.map { EnumCase(name: $0, value: .string($0), doc: c.doc, deprecated: c.deprecated, location: c.location) } }
    }
}

extension TypeRef {
    /// Types an alias turns into an object or enum declaration, which carry no nullability.
    var isObjectOrEnumLike: Bool {
        switch self {
        case .object, .literalUnion: true
        default: false
        }
    }
}

extension TypeSyntax {
    /// `null` or `undefined`.
    var isNullish: Bool {
        if case .keyword(let k, _) = self { return k == "null" || k == "undefined" }
        return false
    }

    var isUndefined: Bool {
        if case .keyword("undefined", _) = self { return true }
        return false
    }

    /// `undefined`, or a union of nothing else: a property of this type is always absent from JSON.
    var isOnlyUndefined: Bool {
        if case .union(let members, _) = self { return !members.isEmpty && members.allSatisfy(\.isUndefined) }
        return isUndefined
    }
}

extension TypeRef {
    /// A type the resolver reported already: from a package or file it does not read, or unsupported.
    var isExternalOrUnsupported: Bool {
        switch self {
        case .external, .unsupported: true
        default: false
        }
    }
}
