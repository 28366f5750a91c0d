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
}

/// Stage 1: reads the root files and every file they import by relative path, and
/// parses them. Package imports (`'zod'`) are not followed; the resolver makes them
/// `external` types.
public enum ContractLoader {
    /// Limits how many files one contract may pull in through imports.
    static let maxModules = 2_000

    public static func load(roots: [String], provider: any SourceProvider, options: ContractOptions = ContractOptions(),
                            diagnostics: inout Diagnostics) -> ParsedContract {
        let rootPaths = Array(Set(roots.map(SourcePath.normalize))).sorted()
        var parsed: [String: (syntax: SourceFileSyntax, isRoot: Bool)] = [:]
        var queue: [(path: String, isRoot: Bool, requestedAt: SourceLocation?)] = rootPaths.map { ($0, true, nil) }
        var queued = Set(rootPaths)
        var head = 0
        // Contents read while looking for an import's file, so it is not read twice.
        var prefetched: [String: [UInt8]] = [:]

        while head < queue.count {
            let (path, isRoot, requestedAt) = queue[head]
            head += 1
            let bytes: [UInt8]
            switch prefetched.removeValue(forKey: path).map(SourceReadResult.contents) ?? provider.read(path) {
            case .contents(let b):
                bytes = b
            case .missing:
                if let at = requestedAt {
                    diagnostics.emit(.error, "cannot find imported file '\(path)'", at: at)
                } else {
                    diagnostics.emit(.error, "no such file", at: SourceLocation(file: path, line: 1, column: 1))
                }
                continue
            case .failure(let reason):
                diagnostics.emit(.error, reason, at: requestedAt ?? SourceLocation(file: path, line: 1, column: 1))
                continue
            }
            if isRoot && !SourcePath.isTypeScript(path) {
                diagnostics.emit(.error, "not a TypeScript file; a contract is written in .ts files", at: SourceLocation(file: path, line: 1, column: 1))
                continue
            }
            if let markup = markupPrefix(bytes) {
                diagnostics.emit(.error, "not a TypeScript file: it starts with '\(markup)' (a Qt Linguist translation is XML, not a contract)",
                                 at: requestedAt ?? SourceLocation(file: path, line: 1, column: 1))
                continue
            }
            let (syntax, fileDiagnostics) = TSParser.parse(bytes, file: path)
            if isRoot {
                diagnostics.append(contentsOf: fileDiagnostics)
            } else {
                // An imported implementation file is read only for the types it exports.
                // Its own problems must not fail the contract; they are warnings, and its
                // notes about skipped code are noise.
                for d in fileDiagnostics where d.severity != .note {
                    diagnostics.emit(.warning, d.severity == .error ? "in imported file: \(d.message)" : d.message, at: d.location)
                }
            }
            parsed[path] = (syntax, isRoot)

            let specifiers = syntax.imports.map { ($0.module, $0.location) } + syntax.reExports.map { ($0.module, $0.location) }
            for (specifier, location) in specifiers where specifier.hasPrefix(".") {
                let candidates = SourcePath.candidates(for: specifier, from: path)
                guard let found = candidates.first(where: { candidate in
                    if queued.contains(candidate) { return true }
                    guard case .contents(let b) = provider.read(candidate) else { return false }
                    prefetched[candidate] = b
                    return true
                }) else {
                    // A module without types only matters if a type from it is used: the
                    // resolver reads those names as external, and says so where they are used.
                    if SourcePath.javaScriptCandidates(for: specifier, from: path).contains(where: provider.exists) {
                        diagnostics.emit(.note, "'\(specifier)' is a JavaScript module; it has no types to read", at: location)
                    } else {
                        let severity: DiagnosticSeverity = isRoot && options.strict ? .error : .warning
                        diagnostics.emit(severity, "cannot find module '\(specifier)'; types imported from it are read as external", at: location)
                    }
                    continue
                }
                if queued.insert(found).inserted {
                    if queued.count > maxModules {
                        diagnostics.emit(.error, "more than \(maxModules) files are imported", at: location)
                        continue
                    }
                    queue.append((found, false, location))
                }
            }
        }

        let allPaths = parsed.keys.sorted()
        let base = commonDirectory(allPaths)
        let prefix = SourcePath.fileName(of: base)
        func display(_ path: String) -> String {
            let rel = SourcePath.relative(path, to: base)
            return prefix.isEmpty || prefix == "/" ? rel : prefix + "/" + rel
        }
        let ordered = allPaths.filter { parsed[$0]!.isRoot } + allPaths.filter { !parsed[$0]!.isRoot }
        let modules = ordered.map { path in
            ParsedContract.Module(path: path, displayPath: display(path), isRoot: parsed[path]!.isRoot, syntax: parsed[path]!.syntax)
        }
        return ParsedContract(modules: modules)
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
