/// The contract read from disk or memory: every file parsed, before resolution.
public struct ParsedContract: Sendable {
    /// One parsed file.
    public struct Module: Sendable {
        /// Absolute, normalised path.
        public var path: String
        /// The path used in the IR and generated headers: the files' common folder name
        /// followed by the rest, e.g. `schema/canonical.ts`. Never absolute.
        public var displayPath: String
        /// Given by the user, rather than reached only through an import.
        public var isRoot: Bool
        public var syntax: SourceFileSyntax
    }

    /// Modules, roots first in path order, then imported files in path order.
    public var modules: [Module]
    /// The errors of the root files' syntax: each cost only the statement it is in.
    public var syntaxErrors: Set<Diagnostic> = []
}

/// Stage 1: reads the root files and every file they import by relative path, and
/// parses them. Package imports (`'zod'`) are not followed; the resolver makes them
/// `external` types.
public enum ContractLoader {
    /// Limits how many files one contract may pull in through imports.
    static let maxModules = 2_000

    public static func load(roots: [String], provider: any SourceProvider, options: ContractOptions = ContractOptions(),
                            diagnostics: inout Diagnostics) -> ParsedContract {
        var loading = Loading(provider: provider, options: options, roots: Array(Set(roots.map(SourcePath.normalize))).sorted())
        while let next = loading.next() {
            guard let bytes = loading.contents(of: next) else { continue }
            let syntax = loading.parse(bytes, next)
            loading.follow(syntax, of: next)
        }
        diagnostics.append(contentsOf: loading.diagnostics.items)
        return loading.assemble()
    }

    /// One contract's load: a queue of files, roots first, then what they import.
    struct Loading {
        typealias Item = (path: String, isRoot: Bool, requestedAt: SourceLocation?)
        let provider: any SourceProvider
        let options: ContractOptions
        var queue: [Item]
        var head = 0
        var queued: Set<String>
        var parsed: [String: (syntax: SourceFileSyntax, isRoot: Bool)] = [:]
        /// Contents read while looking for an import's file, so it is not read twice.
        var prefetched: [String: [UInt8]] = [:]
        /// The tsconfig aliases in force in each folder, looked up once a folder.
        var aliasesByFolder: [String: TSConfigPaths?] = [:]
        var diagnostics = Diagnostics()
        var syntaxErrors: Set<Diagnostic> = []
        /// The folder that holds every root file: where unmapped path aliases are looked up.
        let contractFolder: String

        init(provider: any SourceProvider, options: ContractOptions, roots: [String]) {
            self.provider = provider
            self.options = options
            contractFolder = ContractLoader.commonDirectory(roots)
            queue = roots.map { ($0, true, nil) }
            queued = Set(roots)
        }

        mutating func next() -> Item? {
            guard head < queue.count else { return nil }
            head += 1
            return queue[head - 1]
        }

        /// The file's bytes, or nil with an error: missing, unreadable, not TypeScript, or markup.
        mutating func contents(of item: Item) -> [UInt8]? {
            let (path, isRoot, requestedAt) = item
            let fileStart = SourceLocation(file: path, line: 1, column: 1)
            switch prefetched.removeValue(forKey: path).map(SourceReadResult.contents) ?? provider.read(path) {
            case .contents(let bytes):
                if isRoot && !SourcePath.isTypeScript(path) {
                    diagnostics.emit(.error, "not a TypeScript file; a contract is written in .ts files", at: fileStart)
                    return nil
                }
                if let markup = markupPrefix(bytes) {
                    diagnostics.emit(.error, "not a TypeScript file: it starts with '\(markup)' (a Qt Linguist translation is XML, not a contract)",
                                     at: requestedAt ?? fileStart)
                    return nil
                }
                return bytes
            case .missing:
                if let at = requestedAt {
                    diagnostics.emit(.error, "cannot find imported file '\(path)'", at: at)
                } else {
                    diagnostics.emit(.error, "no such file", at: fileStart)
                }
            case .failure(let reason):
                diagnostics.emit(.error, reason, at: requestedAt ?? fileStart)
            }
            return nil
        }

        mutating func parse(_ bytes: [UInt8], _ item: Item) -> SourceFileSyntax {
            var (syntax, fileDiagnostics) = TSParser.parse(bytes, file: item.path)
            resolveAliases(in: &syntax, importer: item.path)
            if item.isRoot {
                diagnostics.append(contentsOf: fileDiagnostics)
                for d in fileDiagnostics where d.severity == .error { syntaxErrors.insert(d) }
            } else {
                // An imported implementation file is read only for the types it exports.
                // Its own problems must not fail the contract; they are warnings, and its
                // notes about skipped code are noise.
                for d in fileDiagnostics where d.severity != .note {
                    diagnostics.emit(.warning, d.severity == .error ? "in imported file: \(d.message)" : d.message, at: d.location)
                }
            }
            parsed[item.path] = (syntax, item.isRoot)
            return syntax
        }

        /// Rewrites `'@/schemas/user'` to the relative specifier it stands for under the
        /// project's tsconfig `paths` or `baseUrl`, when that file exists; packages stay.
        /// Without a tsconfig, an alias no package name can be (`@/`, `~/`) is looked up
        /// in the contract's folders; one that names no file is warned about.
        mutating func resolveAliases(in syntax: inout SourceFileSyntax, importer: String) {
            let isAlias = { (specifier: String) in !specifier.hasPrefix(".") && !specifier.hasPrefix("/") && !ZodModules.isZod(specifier) }
            guard syntax.imports.contains(where: { isAlias($0.module) }) || syntax.reExports.contains(where: { isAlias($0.module) }) else { return }
            let aliases = TSConfigPaths.nearest(to: SourcePath.directory(of: importer), provider: provider, cache: &aliasesByFolder)
            let exists = { [provider] (path: String) in provider.exists(path) }
            func resolved(_ specifier: String, at location: SourceLocation) -> String? {
                if let aliases, let relative = aliases.relativeSpecifier(for: specifier, from: importer, exists: exists) { return relative }
                if aliases == nil, let relative = guessedAliasTarget(specifier, from: importer) { return relative }
                if Self.isPathAlias(specifier) { warnUnresolvedAlias(specifier, at: location, configured: aliases != nil) }
                return nil
            }
            for i in syntax.imports.indices where isAlias(syntax.imports[i].module) {
                if let relative = resolved(syntax.imports[i].module, at: syntax.imports[i].location) { syntax.imports[i].module = relative }
            }
            for i in syntax.reExports.indices where isAlias(syntax.reExports[i].module) {
                if let relative = resolved(syntax.reExports[i].module, at: syntax.reExports[i].location) { syntax.reExports[i].module = relative }
            }
        }

        /// Queues the files a file imports or re-exports by relative path.
        mutating func follow(_ syntax: SourceFileSyntax, of item: Item) {
            let specifiers = (syntax.imports + syntax.typeImports).map { ($0.module, $0.location) } + syntax.reExports.map { ($0.module, $0.location) }
            for (specifier, location) in specifiers where specifier.hasPrefix(".") {
                guard let found = find(specifier, from: item.path) else {
                    // A module without types only matters if a type from it is used: the
                    // resolver reads those names as external, and says so where they are used.
                    if SourcePath.javaScriptCandidates(for: specifier, from: item.path).contains(where: provider.exists) {
                        diagnostics.emit(.note, "'\(specifier)' is a JavaScript module; it has no types to read", at: location)
                    } else {
                        let severity: DiagnosticSeverity = item.isRoot && options.strict ? .error : .warning
                        diagnostics.emit(severity, "cannot find module '\(specifier)'; types imported from it are read as external", at: location)
                    }
                    continue
                }
                guard queued.insert(found).inserted else { continue }
                if queued.count > maxModules {
                    diagnostics.emit(.error, "more than \(maxModules) files are imported", at: location)
                    continue
                }
                queue.append((found, false, location))
            }
        }

        /// The file a relative specifier names, in TypeScript's order of candidates.
        mutating func find(_ specifier: String, from importer: String) -> String? {
            for candidate in SourcePath.candidates(for: specifier, from: importer) {
                if queued.contains(candidate) { return candidate }
                if case .contents(let bytes) = provider.read(candidate) {
                    prefetched[candidate] = bytes
                    return candidate
                }
            }
            return nil
        }

        /// The modules, roots first, each with its display path: the files' common folder's
        /// name and the path inside it.
        func assemble() -> ParsedContract {
            let allPaths = parsed.keys.sorted()
            let base = commonDirectory(allPaths)
            let prefix = SourcePath.fileName(of: base)
            func display(_ path: String) -> String {
                let rel = SourcePath.relative(path, to: base)
                return prefix.isEmpty || prefix == "/" ? rel : prefix + "/" + rel
            }
            let ordered = allPaths.filter { parsed[$0]!.isRoot } + allPaths.filter { !parsed[$0]!.isRoot }
            return ParsedContract(modules: ordered.map { path in
                ParsedContract.Module(path: path, displayPath: display(path), isRoot: parsed[path]!.isRoot, syntax: parsed[path]!.syntax)
            }, syntaxErrors: syntaxErrors)
        }
    }

    /// `<?xml` or `<!DOCTYPE` when the file is markup, after any byte-order mark and blank space.
    static func markupPrefix(_ bytes: [UInt8]) -> String? {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        for prefix in ["<?xml", "<!DOCTYPE"] {
            let head = bytes[i..<min(bytes.count, i + prefix.utf8.count)]
            if String(decoding: head, as: UTF8.self).lowercased() == prefix.lowercased() { return prefix }
        }
        return nil
    }

    /// The deepest folder that contains every path.
    static func commonDirectory(_ paths: [String]) -> String {
        guard let first = paths.first else { return "/" }
        var common = SourcePath.directory(of: first).split(separator: "/").map(String.init)
        for path in paths.dropFirst() {
            let parts = SourcePath.directory(of: path).split(separator: "/").map(String.init)
            var n = 0
            while n < common.count && n < parts.count && common[n] == parts[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        return "/" + common.joined(separator: "/")
    }
}
