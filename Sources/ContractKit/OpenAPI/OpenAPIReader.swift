// OpenAPI: OpenAPI 3.0 and 3.1 documents and JSON Schema files, read into the schema IR.

import Foundation

/// Reads OpenAPI documents and JSON Schema files into the same IR the TypeScript reader
/// gives: `components.schemas`, `$defs` and `definitions` become declarations, and so do the
/// object schemas written inline under `paths`. Files that a `$ref` names are read too, for
/// the definitions it uses.
public struct OpenAPIReader {
    /// What the documents read to.
    public struct Result: Sendable {
        /// In file order (the given files by path, then referenced ones), then document order.
        public var declarations: [Declaration]
        /// Display paths of every file read, sorted.
        public var files: [String]
        /// Absolute path by display path.
        public var absolutePaths: [String: String]
        /// Declaration name → `request` or `response`, from the operations' bodies.
        public var signatureDirections: [String: String]
        /// The first given document's `info.version`, as TypeScript's `@version` tag gives it.
        public var contractVersion: String?
    }

    /// A definition that becomes a declaration: where it is, and its IR name.
    struct Definition {
        var file: String
        var node: LocatedJSON
        var name: String
        var location: SourceLocation
    }

    let provider: any SourceProvider
    let roots: [String]
    /// `--strict`: a referenced file that is missing is an error, not a warning.
    let strict: Bool
    var diagnostics = Diagnostics()
    /// Trees of the files read, by absolute path.
    var trees: [String: LocatedJSON] = [:]
    var kinds: [String: ContractDocumentKind] = [:]
    var display: [String: String] = [:]
    /// IR name by `file#pointer`, for every definition named so far.
    var names: [String: String] = [:]
    var usedNames: Set<String> = []
    var pending: [Definition] = []
    var declarations: [Declaration] = []
    var directions: [String: String] = [:]
    var bothWays: Set<String> = []
    /// Where each key of a large object stands, filled as pointers pass through it.
    let memberIndex = MemberIndex()

    /// Reads `roots` (absolute paths) and the files their `$ref`s name.
    public static func read(roots: [String], provider: any SourceProvider, strict: Bool = false, diagnostics: inout Diagnostics) -> Result {
        var reader = OpenAPIReader(provider: provider, roots: Array(Set(roots.map(SourcePath.normalize))).sorted(), strict: strict)
        reader.loadAll()
        reader.assignDisplayPaths()
        for root in reader.roots where reader.trees[root] != nil { reader.registerDefinitions(of: root) }
        for root in reader.roots where reader.trees[root] != nil { reader.readPaths(of: root) }
        reader.drainDefinitions()
        let result = reader.finish()
        var seen = Set<Diagnostic>()
        diagnostics.append(contentsOf: reader.diagnostics.items.filter { seen.insert($0).inserted })
        return result
    }

    /// Reads every root, then every file a `$ref` names, breadth first.
    mutating func loadAll() {
        var queue = roots.map { (path: $0, requestedAt: SourceLocation?.none) }
        var queued = Set(roots)
        var head = 0
        while head < queue.count {
            let (path, requestedAt) = queue[head]
            head += 1
            guard let tree = load(path, requestedAt: requestedAt) else { continue }
            trees[path] = tree
            for (ref, location) in Self.externalRefs(in: tree) {
                guard let target = Self.split(ref, from: path)?.file, queued.insert(target).inserted else { continue }
                if queued.count > 2_000 {
                    diagnostics.emit(.error, "more than 2000 files are referenced", at: location)
                    return
                }
                queue.append((target, location))
            }
        }
    }

    /// One file's tree and kind, or nil with an error.
    mutating func load(_ path: String, requestedAt: SourceLocation?) -> LocatedJSON? {
        let fileStart = SourceLocation(file: path, line: 1, column: 1)
        let bytes: [UInt8]
        switch provider.read(path) {
        case .contents(let b): bytes = b
        case .missing:
            // As for a TypeScript import: a missing referenced file costs only the types it would
            // give (read as unsupported), unless the contract is read strictly. Said once a file.
            let severity: DiagnosticSeverity = requestedAt == nil || strict ? .error : .warning
            diagnostics.emit(severity, requestedAt == nil ? "no such file" : "cannot find the file this '$ref' names; what it names is read as unsupported", at: requestedAt ?? fileStart)
            return nil
        case .failure(let reason):
            diagnostics.emit(.error, reason, at: requestedAt ?? fileStart)
            return nil
        }
        let tree: LocatedJSON
        do {
            tree = try ContractDocument.parse(bytes, file: path)
        } catch {
            let (message, location) = Self.describe(error, file: path)
            diagnostics.emit(.error, message, at: location)
            return nil
        }
        guard let kind = ContractDocument.kind(of: tree, bareSchema: true) else {
            if requestedAt == nil {
                diagnostics.emit(.error, "not an OpenAPI document or a JSON Schema: its root has no 'openapi', '$schema', '$defs' or 'definitions' key", at: fileStart)
                return nil
            }
            // A referenced file may hold bare schemas, reached by pointer.
            return tree
        }
        switch kind {
        case .swagger(let version):
            diagnostics.emit(.error, "Swagger \(version) is not supported: ContractKit reads OpenAPI 3.0 and 3.1; convert the document to OpenAPI 3 first",
                             at: tree.keyLocation("swagger") ?? fileStart)
            return nil
        case .openAPI(let version) where !version.hasPrefix("3."):
            diagnostics.emit(.error, "OpenAPI \(version) is not supported: ContractKit reads OpenAPI 3.0 and 3.1", at: tree.keyLocation("openapi") ?? fileStart)
            return nil
        default:
            kinds[path] = kind
            return tree
        }
    }

    static func describe(_ error: any Error, file: String) -> (String, SourceLocation) {
        if let f = error as? DocumentSyntaxError { return (f.message, f.location) }
        return ("cannot read this document", SourceLocation(file: file, line: 1, column: 1))
    }

    /// `$ref`s that name another file, with where each is written.
    static func externalRefs(in tree: LocatedJSON) -> [(String, SourceLocation)] {
        var found: [(String, SourceLocation)] = []
        var stack = [tree]
        while let node = stack.popLast() {
            switch node {
            case .object(let members, _):
                for m in members {
                    if m.key == "$ref", let ref = m.value.text, !ref.hasPrefix("#"), !isRemote(ref) { found.append((ref, m.value.location)) }
                    stack.append(m.value)
                }
            case .array(let items, _): stack += items
            default: break
            }
        }
        return found.reversed()
    }

    static func isRemote(_ ref: String) -> Bool { ref.hasByte(UInt8(ascii: ":")) && ref.contains("://") }

    /// The file and JSON pointer a `$ref` names, from the file it is written in:
    /// `other.yaml#/components/schemas/Y` → (`/abs/other.yaml`, `/components/schemas/Y`).
    static func split(_ ref: String, from file: String) -> (file: String, pointer: String)? {
        guard !isRemote(ref) else { return nil }
        // In ASCII every byte is a character, so the byte search finds the same '#'.
        let hash = isASCII(ref) ? ref.utf8.firstIndex(of: UInt8(ascii: "#")) : ref.firstIndex(of: "#")
        let filePart = hash.map { String(ref[..<$0]) } ?? ref
        let pointer = hash.map { String(ref[ref.index(after: $0)...]) } ?? ""
        let target = filePart.isEmpty ? file : SourcePath.normalize(SourcePath.directory(of: file) + "/" + filePart)
        return (target, percentDecoded(pointer))
    }

    static func percentDecoded(_ s: String) -> String {
        guard s.hasByte(UInt8(ascii: "%")) else { return s }
        var bytes: [UInt8] = []
        var it = Array(s.utf8)[...]
        while let b = it.popFirst() {
            if b == UInt8(ascii: "%"), it.count >= 2, let v = UInt8(String(decoding: it.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(v)
                it = it.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Display paths: the files' common folder's name, then the path inside it.
    mutating func assignDisplayPaths() {
        let all = trees.keys.sorted()
        let base = ContractLoader.commonDirectory(all)
        let prefix = SourcePath.fileName(of: base)
        for path in all {
            let rel = SourcePath.relative(path, to: base)
            display[path] = prefix.isEmpty || prefix == "/" ? rel : prefix + "/" + rel
        }
    }

    /// A location with its file's display path, for the IR.
    func at(_ l: SourceLocation) -> SourceLocation {
        SourceLocation(file: display[l.file] ?? l.file, line: l.line, column: l.column)
    }

    /// Declarations in file order (given files first), then document order.
    func finish() -> Result {
        let rank = Dictionary(uniqueKeysWithValues: (roots + trees.keys.filter { !roots.contains($0) }.sorted()).enumerated().map { (display[$0.element] ?? $0.element, $0.offset) })
        let sorted = declarations.enumerated().sorted { a, b in
            let (ra, rb) = (rank[a.element.location.file] ?? .max, rank[b.element.location.file] ?? .max)
            if ra != rb { return ra < rb }
            if a.element.location != b.element.location { return a.element.location < b.element.location }
            return a.offset < b.offset
        }.map(\.element)
        var directions = directions
        for name in bothWays { directions[name] = nil }
        let files = display.values.sorted()
        let version = roots.lazy.compactMap { trees[$0]?.get("info")?.get("version")?.scalarText }.first
        return Result(declarations: sorted, files: files, absolutePaths: Dictionary(uniqueKeysWithValues: display.map { ($0.value, $0.key) }),
                      signatureDirections: directions, contractVersion: version)
    }
}
