// Resolve: TypeScript syntax to the schema IR, names resolved across files.

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
    }

    /// What a name in a module's scope refers to.
    enum Binding {
        case declaration(DeclKey)
        /// A name imported from a package.
        case external(name: String, module: String)
        case namespace(module: Int)
        case externalNamespace(module: String)
        /// A name imported from a relative module that is missing or holds no TypeScript
        /// (`isRead` false), or that does not export it (`isRead` true).
        case unreadableImport(name: String, module: String, isRead: Bool)
        /// `import * as x` of a relative module that is missing or holds no TypeScript.
        case unreadableNamespace(module: String)
        /// `import X from './m'` of a module that is read but whose default export is not:
        /// `export default class X` is implementation code the reader skips.
        case unreadDefault(name: String, module: String)
    }

    /// TypeScript keeps types and values apart: `const Provider = {…} as const` and
    /// `type Provider = …` may share a name.
    /// Types, values, or the functions that build a zod object of their argument.
    enum Space { case type, value, zodWrapper }

    let contract: ParsedContract
    let options: ContractOptions
    var diagnostics: Diagnostics
    /// Per module: type declarations by name (several for merged interfaces).
    var locals: [[String: [DeclarationSyntax]]] = []
    /// Per module: `as const` objects by name.
    var values: [[String: DeclarationSyntax]] = []
    /// Per module: its functions that wrap `z.object`, and whether each is exported.
    var zodWrappers: [[String: Bool]] = []
    /// Per module: the other names a declaration answers to (`userSchema` → `User`).
    var otherNames: [[String: String]] = []
    /// Per module: `type User = z.infer<typeof userSchema>` where the schema, imported from
    /// another file, is already named `User` there: the alias is that declaration.
    var inferForwards: [[String: (key: DeclKey, isExported: Bool)]] = []
    var lowered: [DeclKey: Declaration] = [:]
    var inProgress: Set<DeclKey> = []
    var included: [DeclKey] = []
    var includedSet: Set<DeclKey> = []
    var moduleIndex: [String: Int] = [:]
    let displayCache = DisplayPathCache()
    /// Per module: what each imported local name refers to, built once.
    var importTables: [[String: ImportEntry]] = []
    /// Type names declared in more than one module. Only these can clash in the IR, so
    /// only these get a placeholder name during lowering (see `referenceName`).
    var ambiguousNames: Set<String> = []
    /// For every other name, the one module that declares it.
    var soleModule: [String: Int] = [:]
    /// Memoised `bind` results; a large contract looks up the same names thousands of times.
    var bindings: [BindingKey: Binding?] = [:]
    /// Declarations every file sees without an import: those of script files (no top-level
    /// `import` or `export`, such as a Worker's `worker-configuration.d.ts`) and of
    /// `declare global { … }` blocks. The first file in path order wins a name.
    var globalTypes: [String: DeclKey] = [:]
    var globalValues: [String: DeclKey] = [:]
    /// Every declared type name, sorted, for "did you mean …?"; built on the first miss.
    var declaredNames: [String]?
    /// The field whose type is being lowered, so warnings can name it.
    var fieldContext: String?
    /// Generic aliases whose body needs their arguments (`Omit<T, K>`): expanded where used.
    var expandAtUse: Set<DeclKey> = []
    /// The aliases being expanded, so an alias that uses itself ends.
    var expanding: Set<DeclKey> = []
    /// The fields read from syntax for `T['a']` inside `T` itself, so a field that names itself ends.
    var indexing: Set<String> = []
    /// Indexed-access paths (`components['schemas']['User']`) an exported alias names; built on first use.
    var pathAliases: [String: (key: DeclKey, body: SourceLocation)]?
    /// True while a generic alias's body is lowered; `genericBodyUnreadable` is set there
    /// when the body cannot be read with its parameters open.
    var loweringGenericAlias = false
    var genericBodyUnreadable = false
    /// TS `enum`s read through `keyof typeof E` (their members' names) and those read as themselves
    /// (`E`, `E.member`, `typeof E[keyof typeof E]`: their members' values); see `enumsCarriedByName`.
    var enumNameUses: Set<DeclKey> = []
    var enumValueUses: Set<DeclKey> = []

    struct BindingKey: Hashable {
        var module: Int
        var name: String
        var space: Space
    }

    /// One imported name: from a module of the contract (by index), or from a package.
    enum ImportEntry {
        case named(imported: String, module: Int?, specifier: String)
        case namespace(module: Int?, specifier: String)
        /// `import X from 'm'`: the module's default export, a class or a value, never a namespace.
        case defaultExport(module: Int?, specifier: String)
    }

    /// Resolves a parsed contract. Diagnostics carry absolute paths; the IR carries display paths.
    public static func resolve(_ contract: ParsedContract, options: ContractOptions = ContractOptions(), diagnostics: inout Diagnostics) -> Schema {
        var resolver = SchemaResolver(contract: contract, options: options, diagnostics: diagnostics)
        let schema = resolver.run()
        diagnostics = resolver.diagnostics
        return schema
    }

    init(contract: ParsedContract, options: ContractOptions, diagnostics: Diagnostics) {
        self.contract = contract
        self.options = options
        self.diagnostics = diagnostics
        // Every table holds about one entry a declaration: sized once, not regrown by doubling.
        let count = contract.modules.reduce(0) { $0 + $1.syntax.declarations.count }
        lowered.reserveCapacity(count)
        includedSet.reserveCapacity(count)
        included.reserveCapacity(count)
        bindings.reserveCapacity(count * 2)
        soleModule.reserveCapacity(count)
        for (i, module) in contract.modules.enumerated() {
            moduleIndex[module.path] = i
            var types: [String: [DeclarationSyntax]] = [:]
            types.reserveCapacity(module.syntax.declarations.count)
            var consts: [String: DeclarationSyntax] = [:]
            var aliases: [String: String] = [:]
            for decl in module.syntax.declarations {
                for other in decl.otherNames { aliases[other] = decl.name }
                let isGlobal = decl.isGlobal || !module.syntax.isModule
                if decl.body.isValue {
                    consts[decl.name] = decl
                    if isGlobal, globalValues[decl.name] == nil { globalValues[decl.name] = DeclKey(module: i, name: decl.name) }
                } else {
                    types[decl.name, default: []].append(decl)
                    if isGlobal, globalTypes[decl.name] == nil { globalTypes[decl.name] = DeclKey(module: i, name: decl.name) }
                }
            }
            locals.append(types)
            values.append(consts)
            zodWrappers.append(module.syntax.zodObjectWrappers)
            otherNames.append(aliases)
        }
        forwardInferAliases()
        for (m, table) in locals.enumerated() {
            for name in table.keys {
                if let other = soleModule[name], other != m { ambiguousNames.insert(name) } else { soleModule[name] = m }
            }
        }
        for m in contract.modules.indices {
            var table: [String: ImportEntry] = [:]
            for imp in contract.modules[m].syntax.imports {
                let target = imp.module.hasPrefix(".") ? resolveModule(imp.module, from: m) : nil
                for spec in imp.names where table[spec.local] == nil {
                    table[spec.local] = .named(imported: spec.imported, module: target, specifier: imp.module)
                }
                if let local = imp.namespace, table[local] == nil { table[local] = .namespace(module: target, specifier: imp.module) }
                if let local = imp.defaultName, table[local] == nil { table[local] = .defaultExport(module: target, specifier: imp.module) }
            }
            importTables.append(table)
        }
    }

    mutating func run() -> Schema {
        for (m, module) in contract.modules.enumerated() where module.isRoot {
            for decl in module.syntax.declarations {
                if decl.body.isValue { continue }
                include(inferForwards[m][decl.name]?.key ?? DeclKey(module: m, name: decl.name))
            }
        }
        var i = 0
        while i < included.count {
            let key = included[i]
            i += 1
            if lowered[key] == nil { _ = lower(key) }
        }
        enumsCarriedByName()
        return assemble()
    }

    mutating func include(_ key: DeclKey) {
        if includedSet.insert(key).inserted { included.append(key) }
    }

    // MARK: Final names

    /// The name a reference to `key` carries while lowering. A name only one module
    /// declares is final already; an ambiguous one gets a placeholder that `assemble`
    /// replaces once it knows which of the same-named declarations were included.
    func referenceName(_ key: DeclKey) -> String {
        ambiguousNames.contains(key.name) ? "\u{1}\(key.module)\u{1}\(key.name)" : key.name
    }

    /// The declaration a reference name (final or placeholder) stands for.
    func declKey(forReferenceName name: String) -> DeclKey? {
        if let m = soleModule[name], !ambiguousNames.contains(name) { return DeclKey(module: m, name: name) }
        let parts = name.split(separator: "\u{1}", omittingEmptySubsequences: true)
        guard parts.count == 2, let m = Int(parts[0]) else { return nil }
        return DeclKey(module: m, name: String(parts[1]))
    }

    /// Orders the declarations, gives them unique names, and rewrites references.
    mutating func assemble() -> Schema {
        var order: [DeclKey: Int] = [:]
        for (m, module) in contract.modules.enumerated() {
            for (i, decl) in module.syntax.declarations.enumerated() where order[DeclKey(module: m, name: decl.name)] == nil {
                order[DeclKey(module: m, name: decl.name)] = i
            }
        }
        let keys = included.filter { lowered[$0] != nil }.sorted { a, b in
            if a.module != b.module { return a.module < b.module }
            return order[a, default: 0] < order[b, default: 0]
        }
        var byName: [String: Int] = [:]
        for key in keys { byName[key.name, default: 0] += 1 }
        var finalName: [String: String] = [:]
        var clashing: [String: [DeclKey]] = [:]
        for key in keys where ambiguousNames.contains(key.name) {
            if byName[key.name]! > 1 { clashing[key.name, default: []].append(key) } else { finalName[referenceName(key)] = key.name }
        }
        for (name, sharing) in clashing {
            let qualifiers = Self.qualifiers(sharing.map { contract.modules[$0.module].path })
            for (key, qualifier) in zip(sharing, qualifiers) { finalName[referenceName(key)] = "\(qualifier).\(name)" }
        }
        let declarations = keys.map { key -> Declaration in
            var decl = lowered[key]!
            decl.name = finalName[referenceName(key)] ?? key.name
            return finalName.isEmpty ? decl : decl.renamingReferences(finalName)
        }
        let version = contract.modules.first { $0.isRoot && $0.syntax.version != nil }?.syntax.version
        let files = contract.modules.map(\.displayPath).sorted()
        var schema = Schema(contractVersion: version, files: files, declarations: declarations)
        schema.signatureDirections = signatureDirections(finalName)
        schema.endpointReturns = endpointReturns(finalName)
        schema.sentPartially = sentPartially(finalName)
        return schema
    }

    /// The shortest file qualifiers that tell these files apart: the file's stem
    /// (`canonical`), with as many folders before it as two files with the same stem need
    /// (`actor.defs` and `feed.defs`).
    static func qualifiers(_ paths: [String]) -> [String] {
        let parts = paths.map { path -> [String] in
            var folders = path.split(separator: "/").dropLast().map(String.init)
            folders.append(SourcePath.stem(of: path))
            return folders
        }
        let longest = parts.map(\.count).max() ?? 1
        for depth in 1...max(longest, 1) {
            let names = parts.map { $0.suffix(depth).joined(separator: ".") }
            if Set(names).count == names.count || depth == longest { return names }
        }
        return parts.map { $0.joined(separator: ".") }
    }

    /// Declaration name → `request` or `response`, as the contract's function and method
    /// signatures use it: `(req: A) => Promise<B>` sends an `A` and receives a `B`. A type
    /// used both ways is left out. What a private method or a function its module keeps to
    /// itself takes (`private async storeToggles(toggles: Toggle[])`) is no request: no caller
    /// sends it; what it returns (`private async querySet(…): Promise<Set>`) is still received.
    mutating func signatureDirections(_ finalName: [String: String]) -> [String: String] {
        var found: [String: String] = [:]
        var both = Set<String>()
        for (m, module) in contract.modules.enumerated() {
            for signature in module.syntax.signatures {
                let sent = Self.isCallable(signature, in: module.syntax) ? signature.parameters : []
                for (names, label) in [(sent, "request"), (signature.returns, "response")] {
                    for name in names {
                        guard case .declaration(let key)? = bind(name, in: m), lowered[key] != nil else { continue }
                        let final = finalName[referenceName(key)] ?? key.name
                        if let known = found[final], known != label { both.insert(final) } else { found[final] = label }
                    }
                }
            }
        }
        for name in both { found[name] = nil }
        return found
    }

    /// The declarations that every callable signature sending them wraps in `Partial<T>`
    /// (`setTorrent(id, options: Partial<SetTorrentOptions>)`): a caller may leave out any field,
    /// so none is required of a request. A signature that sends the type whole keeps it out.
    mutating func sentPartially(_ finalName: [String: String]) -> Set<String> {
        var partial = Set<String>(), whole = Set<String>()
        for (m, module) in contract.modules.enumerated() {
            for signature in module.syntax.signatures where Self.isCallable(signature, in: module.syntax) {
                for (names, isPartial) in [(signature.parameters, false), (signature.partialParameters, true)] {
                    for name in names {
                        guard case .declaration(let key)? = bind(name, in: m), lowered[key] != nil else { continue }
                        let final = finalName[referenceName(key)] ?? key.name
                        if isPartial { partial.insert(final) } else { whole.insert(final) }
                    }
                }
            }
        }
        return partial.subtracting(whole)
    }

    /// Whether code outside the signature's class or module can call it.
    static func isCallable(_ signature: SignatureSyntax, in file: SourceFileSyntax) -> Bool {
        switch signature.reach {
        case .public: return true
        case .privateMember: return false
        case .unexportedFunction:
            // A script's functions are global; a module's are its own unless it exports them by name.
            guard file.isModule else { return signature.namespace == nil }
            guard signature.namespace == nil, let name = signature.name else { return false }
            return file.localExports.contains { $0.imported == name } || file.defaultExport == name
        }
    }

    /// Method or function name → the declarations its signatures return, all signatures of
    /// that name together (two services' `getOne` make one entry of two types).
    mutating func endpointReturns(_ finalName: [String: String]) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for (m, module) in contract.modules.enumerated() {
            for signature in module.syntax.signatures {
                guard let method = signature.name else { continue }
                for name in signature.returns {
                    guard case .declaration(let key)? = bind(name, in: m), lowered[key] != nil else { continue }
                    found[method, default: []].insert(finalName[referenceName(key)] ?? key.name)
                }
            }
        }
        return found
    }


    // MARK: Locations

    /// The location with its display path. Locations of one file share their path's
    /// storage, so the cache hit is a pointer comparison, not a hash of the path.
    func irLocation(_ location: SourceLocation) -> SourceLocation {
        if location.file != displayCache.file {
            displayCache.file = location.file
            displayCache.display = moduleIndex[location.file].map { contract.modules[$0].displayPath } ?? location.file
        }
        return SourceLocation(file: displayCache.display, line: location.line, column: location.column)
    }

    mutating func warn(_ message: String, at location: SourceLocation) { diagnostics.emit(.warning, message, at: location) }
    mutating func fail(_ message: String, at location: SourceLocation) { diagnostics.emit(.error, message, at: location) }

    // MARK: Scope

    func has(_ name: String, in m: Int, _ space: Space) -> Bool {
        switch space {
        case .type: locals[m][name] != nil
        case .value: values[m][name] != nil
        case .zodWrapper: zodWrappers[m][name] != nil
        }
    }

    /// Finds what `name` means in module `m`, among types or among values.
    mutating func bind(_ name: String, in m: Int, _ space: Space = .type) -> Binding? {
        let key = BindingKey(module: m, name: name, space: space)
        if let known = bindings[key] { return known }
        let result = computeBinding(name, in: m, space)
        bindings[key] = result
        return result
    }

    private mutating func computeBinding(_ name: String, in m: Int, _ space: Space) -> Binding? {
        if space == .type, let forward = inferForwards[m][name] { return .declaration(forward.key) }
        if has(name, in: m, space) { return .declaration(DeclKey(module: m, name: name)) }
        if space == .type, let real = otherNames[m][name] { return .declaration(DeclKey(module: m, name: real)) }
        switch importTables[m][name] {
        case .named(let imported, let target, let specifier)?:
            guard specifier.hasPrefix(".") else { return .external(name: imported, module: specifier) }
            guard let target else { return .unreadableImport(name: imported, module: specifier, isRead: false) }
            var visited = Set<Int>()
            return exported(imported, from: target, space, visited: &visited).map(Binding.declaration)
                ?? .unreadableImport(name: imported, module: specifier, isRead: true)
        case .namespace(let target, let specifier)?:
            if let target { return .namespace(module: target) }
            return specifier.hasPrefix(".") ? .unreadableNamespace(module: specifier) : .externalNamespace(module: specifier)
        case .defaultExport(let target, let specifier)?:
            guard specifier.hasPrefix(".") else { return .external(name: name, module: specifier) }
            guard let target else { return .unreadableImport(name: name, module: specifier, isRead: false) }
            // `export default Gif`, or `export = Point`, which is what a default import of the
            // module gives (esModuleInterop).
            let syntax = contract.modules[target].syntax
            if let assigned = syntax.defaultExport ?? syntax.exportAssignment, has(assigned, in: target, space) {
                return .declaration(DeclKey(module: target, name: assigned))
            }
            // `export * as default from './three'`: the default import is that module's namespace.
            if let re = syntax.reExports.first(where: { $0.namespace == "default" }), let namespace = resolveModule(re.module, from: target) {
                return .namespace(module: namespace)
            }
            return .unreadDefault(name: name, module: specifier)
        case nil:
            let global = space == .type ? globalTypes[name] : space == .value ? globalValues[name] : nil
            return global.map(Binding.declaration)
        }
    }

    func resolveModule(_ specifier: String, from m: Int) -> Int? {
        for candidate in SourcePath.candidates(for: specifier, from: contract.modules[m].path) {
            if let i = moduleIndex[candidate] { return i }
        }
        return nil
    }

    /// The declaration module `m` exports as `name`, following re-exports.
    mutating func exported(_ name: String, from m: Int, _ space: Space = .type, visited: inout Set<Int>) -> DeclKey? {
        guard visited.insert(m).inserted else { return nil }
        let syntax = contract.modules[m].syntax
        if space == .type, let forward = inferForwards[m][name], forward.isExported { return forward.key }
        if space == .type, let real = otherNames[m][name], locals[m][real]?.contains(where: \.isExported) == true { return DeclKey(module: m, name: real) }
        let isExported = switch space {
        case .type: locals[m][name]?.contains(where: \.isExported) == true
        case .value: values[m][name]?.isExported == true
        case .zodWrapper: zodWrappers[m][name] == true
        }
        if isExported { return DeclKey(module: m, name: name) }
        if let local = syntax.localExports.first(where: { $0.local == name }) {
            if has(local.imported, in: m, space) { return DeclKey(module: m, name: local.imported) }
            if case .declaration(let key)? = bind(local.imported, in: m, space) { return key }
        }
        for re in syntax.reExports {
            guard let target = resolveModule(re.module, from: m) else { continue }
            // `export * as listen from './listen'`: only `listen.Model` names a type there.
            if let namespace = re.namespace {
                guard name.hasPrefix(namespace + "."), let key = exported(String(name.dropFirst(namespace.count + 1)), from: target, space, visited: &visited) else { continue }
                return key
            }
            if let names = re.names {
                if let spec = names.first(where: { $0.local == name }), let key = exported(spec.imported, from: target, space, visited: &visited) { return key }
            } else if let key = exported(name, from: target, space, visited: &visited) {
                return key
            }
        }
        return nil
    }

    func syntax(of key: DeclKey) -> [DeclarationSyntax] { locals[key.module][key.name] ?? [] }
}

extension Declaration {
    /// The declaration with every reference in its fields, variants, target and generic
    /// parameters renamed by `names` (its own name is left alone).
    func renamingReferences(_ names: [String: String]) -> Declaration {
        var d = self
        let map: (TypeRef) -> TypeRef = { $0.renamingReferences(names) }
        d.fields = d.fields?.map { var f = $0; f.type = map(f.type); return f }
        d.variants = d.variants?.map { var v = $0; v.type = map(v.type); return v }
        d.target = d.target.map(map)
        d.genericParameters = d.genericParameters.map {
            GenericParameter(name: $0.name, constraint: $0.constraint.map(map), defaultType: $0.defaultType.map(map))
        }
        return d
    }
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
}

/// The last absolute path turned into a display path.
final class DisplayPathCache {
    var file = ""
    var display = ""
}
