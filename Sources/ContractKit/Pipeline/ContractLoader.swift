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

    public static func load(roots: [String], provider: any SourceProvider, diagnostics: inout Diagnostics) -> ParsedContract {
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
                    // A missing import of an implementation file only matters if a type from it is used.
                    diagnostics.emit(isRoot ? .error : .warning, "cannot find module '\(specifier)'", at: location)
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
