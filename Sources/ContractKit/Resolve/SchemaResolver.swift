/// Stage 2: joins the parsed files into one schema IR.
///
/// Names are module-scoped as in TypeScript: a name resolves to a declaration in the
/// same file, then to an import. Root files contribute all their declarations; a file
/// reached only through an import contributes just what is imported (and what that
/// needs). Utility types, intersections and `extends` are resolved into fields.
public struct SchemaResolver {
    /// Identifies a declaration: module index and name.
    struct DeclKey: Hashable, Comparable {
        var module: Int
        var name: String
        static func < (a: Self, b: Self) -> Bool { (a.module, a.name) < (b.module, b.name) }
        /// A placeholder IR name, replaced by the final name once all declarations are known.
        var placeholder: String { "\u{1}\(module)\u{1}\(name)" }
    }

    /// What a name in a module's scope refers to.
    enum Binding {
        case declaration(DeclKey)
        case external(name: String, module: String)
        case namespace(module: Int)
        case externalNamespace(module: String)
    }

    let contract: ParsedContract
    var diagnostics: Diagnostics
    /// Per module: declarations by name (several for merged interfaces).
    var locals: [[String: [DeclarationSyntax]]] = []
    var lowered: [DeclKey: Declaration] = [:]
    var inProgress: Set<DeclKey> = []
    var included: [DeclKey] = []
    var includedSet: Set<DeclKey> = []
    var moduleIndex: [String: Int] = [:]

    /// Resolves a parsed contract. Diagnostics carry absolute paths; the IR carries display paths.
    public static func resolve(_ contract: ParsedContract, diagnostics: inout Diagnostics) -> Schema {
        var resolver = SchemaResolver(contract: contract, diagnostics: diagnostics)
        let schema = resolver.run()
        diagnostics = resolver.diagnostics
        return schema
    }

    init(contract: ParsedContract, diagnostics: Diagnostics) {
        self.contract = contract
        self.diagnostics = diagnostics
        for (i, module) in contract.modules.enumerated() {
            moduleIndex[module.path] = i
            var table: [String: [DeclarationSyntax]] = [:]
            for decl in module.syntax.declarations { table[decl.name, default: []].append(decl) }
            locals.append(table)
        }
    }

    mutating func run() -> Schema {
        for (m, module) in contract.modules.enumerated() where module.isRoot {
            var seen = Set<String>()
            for decl in module.syntax.declarations where seen.insert(decl.name).inserted {
                if case .constObject = decl.body { continue }
                include(DeclKey(module: m, name: decl.name))
            }
        }
        var i = 0
        while i < included.count {
            let key = included[i]
            i += 1
            if lowered[key] == nil { _ = lower(key) }
        }
        return assemble()
    }

    mutating func include(_ key: DeclKey) {
        if includedSet.insert(key).inserted { included.append(key) }
    }

    // MARK: Final names

    /// Orders the declarations, gives them unique names, and rewrites references.
    mutating func assemble() -> Schema {
        let keys = included.filter { lowered[$0] != nil }.sorted { a, b in
            if a.module != b.module { return a.module < b.module }
            return sourceOrder(a) < sourceOrder(b)
        }
        var byName: [String: [DeclKey]] = [:]
        for key in keys { byName[key.name, default: []].append(key) }
        var finalName: [String: String] = [:]
        for key in keys {
            let clash = byName[key.name]!.count > 1
            finalName[key.placeholder] = clash ? "\(SourcePath.stem(of: contract.modules[key.module].path)).\(key.name)" : key.name
        }
        let declarations = keys.map { key -> Declaration in
            var decl = lowered[key]!
            decl.name = finalName[key.placeholder]!
            return rename(decl, finalName)
        }
        let version = contract.modules.first { $0.isRoot && $0.syntax.version != nil }?.syntax.version
        let files = contract.modules.map(\.displayPath).sorted()
        return Schema(contractVersion: version, files: files, declarations: declarations)
    }

    func sourceOrder(_ key: DeclKey) -> Int {
        contract.modules[key.module].syntax.declarations.firstIndex { $0.name == key.name } ?? 0
    }

    func rename(_ decl: Declaration, _ names: [String: String]) -> Declaration {
        var d = decl
        let map: (TypeRef) -> TypeRef = { $0.renamingReferences(names) }
        d.fields = d.fields?.map { var f = $0; f.type = map(f.type); return f }
        d.variants = d.variants?.map { var v = $0; v.type = map(v.type); return v }
        d.target = d.target.map(map)
        d.genericParameters = d.genericParameters.map {
            GenericParameter(name: $0.name, constraint: $0.constraint.map(map), defaultType: $0.defaultType.map(map))
        }
        return d
    }

    // MARK: Locations

    func irLocation(_ location: SourceLocation) -> SourceLocation {
        guard let m = moduleIndex[location.file] else { return location }
        return SourceLocation(file: contract.modules[m].displayPath, line: location.line, column: location.column)
    }

    mutating func warn(_ message: String, at location: SourceLocation) { diagnostics.emit(.warning, message, at: location) }
    mutating func fail(_ message: String, at location: SourceLocation) { diagnostics.emit(.error, message, at: location) }

    // MARK: Scope

    /// Finds what `name` means in module `m`.
    mutating func bind(_ name: String, in m: Int) -> Binding? {
        if locals[m][name] != nil { return .declaration(DeclKey(module: m, name: name)) }
        let syntax = contract.modules[m].syntax
        for imp in syntax.imports {
            let isRelative = imp.module.hasPrefix(".")
            if imp.namespace == name || imp.defaultName == name {
                if imp.namespace == name, isRelative, let target = resolveModule(imp.module, from: m) { return .namespace(module: target) }
                return isRelative ? nil : .externalNamespace(module: imp.module)
            }
            if let spec = imp.names.first(where: { $0.local == name }) {
                guard isRelative else { return .external(name: spec.imported, module: imp.module) }
                guard let target = resolveModule(imp.module, from: m) else { return nil }
                var visited = Set<Int>()
                if let key = exported(spec.imported, from: target, visited: &visited) { return .declaration(key) }
                return nil
            }
        }
        return nil
    }

    func resolveModule(_ specifier: String, from m: Int) -> Int? {
        for candidate in SourcePath.candidates(for: specifier, from: contract.modules[m].path) {
            if let i = moduleIndex[candidate] { return i }
        }
        return nil
    }

    /// The declaration module `m` exports as `name`, following re-exports.
    mutating func exported(_ name: String, from m: Int, visited: inout Set<Int>) -> DeclKey? {
        guard visited.insert(m).inserted else { return nil }
        let syntax = contract.modules[m].syntax
        if let decls = locals[m][name], decls.contains(where: \.isExported) { return DeclKey(module: m, name: name) }
        if let local = syntax.localExports.first(where: { $0.local == name }) {
            if locals[m][local.imported] != nil { return DeclKey(module: m, name: local.imported) }
            if case .declaration(let key)? = bind(local.imported, in: m) { return key }
        }
        for re in syntax.reExports {
            guard let target = resolveModule(re.module, from: m) else { continue }
            if let names = re.names {
                if let spec = names.first(where: { $0.local == name }), let key = exported(spec.imported, from: target, visited: &visited) { return key }
            } else if let key = exported(name, from: target, visited: &visited) {
                return key
            }
        }
        return nil
    }

    func syntax(of key: DeclKey) -> [DeclarationSyntax] { locals[key.module][key.name] ?? [] }
}

extension TypeRef {
    /// Replaces placeholder reference names with final ones.
    func renamingReferences(_ names: [String: String]) -> TypeRef {
        switch self {
        case .reference(let name, let args):
            return .reference(name: names[name] ?? name, arguments: args.map { $0.renamingReferences(names) })
        case .array(let e): return .array(e.renamingReferences(names))
        case .map(let v): return .map(v.renamingReferences(names))
        case .nullable(let e): return .nullable(e.renamingReferences(names))
        case .union(let ms): return .union(ms.map { $0.renamingReferences(names) })
        case .object(let fields):
            return .object(fields.map { var f = $0; f.type = f.type.renamingReferences(names); return f })
        default: return self
        }
    }

    /// Replaces generic parameters with arguments.
    func substituting(_ arguments: [String: TypeRef]) -> TypeRef {
        if arguments.isEmpty { return self }
        switch self {
        case .typeParameter(let name): return arguments[name] ?? self
        case .reference(let name, let args): return .reference(name: name, arguments: args.map { $0.substituting(arguments) })
        case .array(let e): return .array(e.substituting(arguments))
        case .map(let v): return .map(v.substituting(arguments))
        case .nullable(let e): return .nullable(e.substituting(arguments))
        case .union(let ms): return .union(ms.map { $0.substituting(arguments) })
        case .object(let fields):
            return .object(fields.map { var f = $0; f.type = f.type.substituting(arguments); return f })
        default: return self
        }
    }

    /// Turns every `number` into `integer`, for fields marked `@integer`.
    var integerized: TypeRef {
        switch self {
        case .primitive(.number): return .primitive(.integer)
        case .array(let e): return .array(e.integerized)
        case .map(let v): return .map(v.integerized)
        case .nullable(let e): return .nullable(e.integerized)
        default: return self
        }
    }
}
