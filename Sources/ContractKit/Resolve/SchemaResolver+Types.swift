/// Lowering types from syntax to IR.
extension SchemaResolver {
    /// A field's type with top-level `| null` and `| undefined` taken out into flags.
    mutating func lowerFieldType(_ type: TypeSyntax, _ scope: Scope) -> (TypeRef, optional: Bool, nullable: Bool) {
        guard case .union(let members, let location) = type else { return (lowerType(type, scope), false, false) }
        let nullable = members.contains { if case .keyword("null", _) = $0 { true } else { false } }
        let optional = members.contains(where: \.isUndefined)
        let rest = members.filter { !$0.isNullish }
        if rest.isEmpty { return (.primitive(.null), optional, false) }
        let body: TypeSyntax = rest.count == 1 ? rest[0] : .union(rest, location: location)
        return (lowerType(body, scope), optional, nullable)
    }

    mutating func lowerType(_ type: TypeSyntax, _ scope: Scope) -> TypeRef {
        switch type {
        case .keyword(let word, let location):
            switch word {
            case "string": return .primitive(.string)
            case "number": return .primitive(.number)
            case "boolean": return .primitive(.boolean)
            case "null", "undefined": return .primitive(.null)
            case "any": return .any
            case "unknown": return .unknown
            case "object": return .map(.unknown)
            case "bigint": return bigint(location)
            default:
                return notJSON("'\(word)'", location)
            }
        case .literal(let value, _):
            return .literal(value)
        case .array(let element, _):
            return .array(lowerType(element, scope))
        case .object(let members, _):
            let (fields, index) = lowerMembers(members, scope)
            if let index, fields.isEmpty { return .map(index) }
            if index != nil { warn("index signature beside named fields is not supported; extra keys are ignored", at: type.location) }
            return .object(fields)
        case .union(let members, _):
            return lowerUnion(members, scope)
        case .intersection(let parts, let location):
            return lowerIntersection(parts, location, scope, allowsOpen: false).type
        case .reference(let name, let arguments, let location):
            return lowerReference(name, arguments, location, scope)
        case .typeQuery(let name, let location):
            if let cases = constEnumCases(type, scope), !cases.isEmpty { return .literalUnion(cases.map(\.value)) }
            return lowerTypeQuery(name, location, scope)
        case .importType(let module, let member, let arguments, let isTypeQuery, let location):
            return lowerImportType(module, member: member, arguments, isTypeQuery: isTypeQuery, location, scope)
        case .keyOf(let inner, let location):
            if let cases = constEnumCases(type, scope) { return .literalUnion(cases.map(\.value)) }
            let target = lowerType(inner, scope)
            if let fields = fieldsOf(target) { return .literalUnion(fields.map { .string($0.name) }) }
            // `K extends keyof T` in a generic alias: read where the alias is used.
            if case .typeParameter = target, loweringGenericAlias { return .unsupported("keyof type") }
            warn("unsupported 'keyof' type", at: location)
            return .unsupported("keyof type")
        case .indexedAccess(let object, let index, let location):
            if let cases = constEnumCases(type, scope) { return .literalUnion(cases.map(\.value)) }
            if let union = constArrayCases(object, index, scope) { return union }
            if let alias = aliasNaming(type, scope) { return referenceTo(alias, [], location, scope) }
            return lowerIndexedAccess(lowerType(object, scope), index: lowerType(index, scope), location)
        case .formatted(let keyword, let format, let location):
            if keyword == "number" && format == "integer" { return .primitive(.integer) }
            if keyword == "string", let known = StringFormat(rawValue: format) { return .formattedString(known) }
            return lowerType(.keyword(keyword, location: location), scope)
        case .mapped(let parameter, let keys, let value, let optional, let location):
            return lowerMapped(parameter, keys: keys, value: value, optional: optional, location, scope)
        case .unsupported(let construct, _):
            return .unsupported(construct)
        case .call(let function, let argument, let location):
            return lowerWrapperCall(function, argument, location, scope)
        }
    }

    mutating func lowerUnion(_ members: [TypeSyntax], _ scope: Scope) -> TypeRef {
        let hasNull = members.contains(where: \.isNullish)
        let rest = members.filter { !$0.isNullish }
        let inner: TypeRef
        if rest.isEmpty {
            return .primitive(.null)
        } else if rest.count == 1 {
            inner = lowerType(rest[0], scope)
        } else if let cases = literalCases(rest) {
            inner = .literalUnion(cases.map(\.value))
        } else {
            let lowered = rest.map { lowerType($0, scope) }
            if Set(lowered.compactMap { if case .literal(.boolean(let b)) = $0 { b } else { nil } }).count == 2 && lowered.count == 2 {
                inner = .primitive(.boolean)
            } else {
                inner = .union(lowered)
            }
        }
        return hasNull ? .nullable(inner) : inner
    }

    // MARK: References

    mutating func lowerReference(_ written: String, _ arguments: [TypeSyntax], _ location: SourceLocation, _ scope: Scope) -> TypeRef {
        if arguments.isEmpty, let bound = scope.bound[written] { return bound }
        if arguments.isEmpty, scope.generics.contains(written) { return .typeParameter(written) }
        let name = expandingAliases(written, scope)
        let isQualified = name.hasByte(UInt8(ascii: "."))
        if scope.namespace != nil || isQualified, let key = namespacedDeclaration(name, scope, isQualified: isQualified) {
            return referenceTo(key, arguments, location, scope)
        }
        if isQualified, let dot = name.firstIndex(of: ".") {
            return lowerQualified(first: String(name[..<dot]), rest: String(name[name.index(after: dot)...]), name, arguments, location, scope)
        }
        switch bind(name, in: scope.module) {
        case .declaration(let key)?:
            return referenceTo(key, arguments, location, scope)
        case .external(let imported, let module)?:
            return externalType(imported, module: module, hasArguments: !arguments.isEmpty, location)
        case .externalNamespace(let module)?:
            return externalType(name, module: module, hasArguments: !arguments.isEmpty, location)
        case .unreadableImport(let imported, let module, let isRead)?:
            return unreadableImport(imported, module: module, isRead: isRead, location)
        case .unreadDefault(let local, let module)?:
            return unreadDefault(local, module: module, location)
        case .namespace(let m)?:
            // `import Point = require('./point')` of a module that says `export = Point`.
            if let assigned = contract.modules[m].syntax.exportAssignment, has(assigned, in: m, .type) {
                return referenceTo(DeclKey(module: m, name: assigned), arguments, location, scope)
            }
            fail("'\(name)' is a namespace, not a type", at: location)
            return .unsupported("namespace used as a type")
        case .unreadableNamespace(let module)?:
            // `import * as Client from '../client'` of a module the folder lacks: TypeScript
            // cannot tell whether it says `export = Client` (a class, a valid type), so the
            // name is an unknown type, as a named import from it would be.
            return unreadableImport(name, module: module, isRead: false, location)
        case nil:
            if let builtin = lowerBuiltin(name, arguments, location, scope) { return builtin }
            if bind(name, in: scope.module, .value) != nil {
                fail("'\(name)' is a value, not a type; use 'typeof \(name)[keyof typeof \(name)]'", at: location)
                return .unsupported("value used as a type")
            }
            if contract.modules[scope.module].syntax.valueNames.contains(name) {
                // `const Tagged = withTags(Base)` then `class Item extends Tagged`: a class built by code.
                warn("'\(name)' is a value built by code the contract does not read; its type is unsupported", at: location)
                return .unsupported("value used as a type")
            }
            return unresolved(name, location)
        }
    }

    /// A declaration named `name` in the namespaces around the scope (innermost first), or
    /// a namespaced declaration written out in full (`Cloudflare.Env`), here or global.
    mutating func namespacedDeclaration(_ name: String, _ scope: Scope, isQualified: Bool) -> DeclKey? {
        var prefix = scope.namespace
        while let current = prefix {
            if has("\(current).\(name)", in: scope.module, .type) { return DeclKey(module: scope.module, name: "\(current).\(name)") }
            if let global = globalTypes["\(current).\(name)"] { return global }
            prefix = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        guard isQualified else { return nil }
        if has(name, in: scope.module, .type) { return DeclKey(module: scope.module, name: name) }
        return globalTypes[name]
    }

    mutating func lowerQualified(first: String, rest: String, _ name: String, _ arguments: [TypeSyntax], _ location: SourceLocation, _ scope: Scope) -> TypeRef {
        if let key = importedNamespaceMember(first: first, rest: rest, scope) { return referenceTo(key, arguments, location, scope) }
        switch bind(first, in: scope.module) {
        case .namespace(let m)?:
            var visited = Set<Int>()
            if let key = exported(rest, from: m, visited: &visited) { return referenceTo(key, arguments, location, scope) }
            if contract.modules[m].syntax.exportsAssignedValue {
                warn("cannot read '\(name)': its module exports a value with 'export ='; read as an external type", at: location)
                return .external(name: name, module: nil)
            }
        case .external(_, let module)?, .externalNamespace(let module)?:
            if let schema = zodInferred(module: module, rest, arguments, location, scope) { return schema }
            return externalType(name, module: module, hasArguments: !arguments.isEmpty, location)
        case .unreadableImport(_, let module, let isRead)?:
            return unreadableImport(name, module: module, isRead: isRead, location)
        case .unreadableNamespace(let module)?:
            return unreadableImport(name, module: module, isRead: false, location)
        case .unreadDefault(_, let module)?:
            return unreadDefault(name, module: module, location)
        case .declaration(let key)?:
            // `EditionFormat.Hardcover`: a TS enum member used as a literal type.
            if let decl = lower(key), decl.kind == .enumeration, let c = decl.cases?.first(where: { $0.name == rest }) {
                noteEnumValueUse(key)
                return .literal(c.value)
            }
        case nil:
            // `FirebaseFirestore.Timestamp`, `NodeJS.Timeout`: an ambient namespace's type.
            return unresolved(name, location)
        }
        fail("cannot find type '\(name)'", at: location)
        return .unsupported("unresolved name '\(name)'")
    }

    /// `import type { Fields } from './entry'` then `Fields.Date`: a member of a namespace
    /// the other module exports (`export declare namespace Fields { type Date = … }`, whose
    /// members an ambient namespace exports without saying so).
    /// The same for a namespace the other module re-exports (`export * as listen from './listen'`):
    /// `import { listen } from './resources'` then `listen.v1.Model`.
    mutating func importedNamespaceMember(first: String, rest: String, _ scope: Scope) -> DeclKey? {
        guard case .named(let imported, let target?, _)? = importTables[scope.module][first] else { return nil }
        let qualified = "\(imported).\(rest)"
        if locals[target][qualified]?.contains(where: \.isExported) == true { return DeclKey(module: target, name: qualified) }
        var visited = Set<Int>()
        return exported(qualified, from: target, visited: &visited)
    }

    /// `z.infer<typeof userSchema>` (and `z.input`, `z.output`, `z.TypeOf`): the schema's
    /// own type, when `userSchema` is a zod schema the contract declares.
    mutating func zodInferred(module: String, _ member: String, _ arguments: [TypeSyntax], _ location: SourceLocation, _ scope: Scope) -> TypeRef? {
        guard ZodModules.isZod(module), ZodModules.typeHelpers.contains(member), arguments.count == 1,
              case .typeQuery(let schema, _) = arguments[0] else { return nil }
        guard case .declaration(let key)? = bind(schema, in: scope.module) else { return nil }
        return referenceTo(key, [], location, scope)
    }

    mutating func referenceTo(_ key: DeclKey, _ arguments: [TypeSyntax], _ location: SourceLocation, _ scope: Scope) -> TypeRef {
        guard let decl = syntax(of: key).first else { return .unsupported("unresolved name") }
        include(key)
        noteEnumValueUse(key)
        var args = arguments.map { lowerType($0, scope) }
        if args.count > decl.generics.count {
            warn("'\(key.name)' takes \(decl.generics.count) type argument(s) but \(args.count) were given", at: location)
            args = Array(args.prefix(decl.generics.count))
        }
        if args.count < decl.generics.count {
            let declScope = Scope(module: key.module, generics: Set(decl.generics.map(\.name)))
            for g in decl.generics.dropFirst(args.count) {
                if let d = g.defaultType {
                    args.append(lowerType(d, declScope))
                } else {
                    warn("missing type argument '\(g.name)' for '\(key.name)'; read as 'unknown'", at: location)
                    args.append(.unknown)
                }
            }
        }
        if let expanded = expandedAlias(key, decl, args) { return expanded }
        return .reference(name: referenceName(key), arguments: args)
    }

    func keyNames(_ type: TypeRef) -> Set<String>? {
        switch type {
        case .literal(let v): return [v.stringValue]
        case .literalUnion(let vs): return Set(vs.map(\.stringValue))
        default: return nil
        }
    }

    /// The fields of an object-like type, with generic arguments substituted; nil otherwise.
    /// `aliasesSeen` ends a chain of aliases that comes back to itself (`type A = A`,
    /// or duplicate declarations that name each other): no fields.
    mutating func fieldsOf(_ type: TypeRef, aliasesSeen: Set<String> = []) -> [Field]? {
        switch type {
        case .object(let fields):
            return fields
        case .reference(let name, let arguments):
            guard !aliasesSeen.contains(name), let key = declKey(forReferenceName: name), let decl = lower(key) else { return nil }
            let substitutions = Dictionary(zip(decl.genericParameters.map(\.name), arguments), uniquingKeysWith: { a, _ in a })
            switch decl.kind {
            case .object:
                return decl.fields?.map { var f = $0; f.type = f.type.substituting(substitutions); return f }
            case .alias:
                return decl.target.flatMap { fieldsOf($0.substituting(substitutions), aliasesSeen: aliasesSeen.union([name])) }
            default:
                return nil
            }
        default:
            return nil
        }
    }
}
