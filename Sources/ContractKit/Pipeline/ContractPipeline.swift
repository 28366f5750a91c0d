// Pipeline: the stages composed into the commands' work; the CLI calls only this and Report.

/// The library's entry points: each runs the pipeline stages in order and returns
/// values; none reads or writes files except through a `SourceProvider`.
public enum ContractPipeline {
    /// The tool's version, printed by `contractkit --version`.
    public static let version = "0.1.0"

    /// Reads and resolves a contract: load → parse → resolve.
    ///
    /// - Parameters:
    ///   - roots: absolute paths of the contract files.
    ///   - provider: where the files' text comes from (the disk, or a git revision).
    ///   - options: what the contract may hold (strictness, how binary data and bigints travel).
    /// - Returns: the schema and every diagnostic, sorted. The schema is only
    ///   trustworthy when no diagnostic is an error.
    public static func readContract(roots: [String], provider: any SourceProvider, options: ContractOptions = ContractOptions()) -> (Schema, [Diagnostic]) {
        let result = read(roots: roots, provider: provider, options: options)
        return (result.schema, result.diagnostics)
    }

    /// A contract read from files.
    public struct ReadResult: Sendable {
        public var schema: Schema
        /// Sorted; paths are absolute.
        public var diagnostics: [Diagnostic]
        /// The absolute path of each file by its display path (`schema/canonical.ts`), so
        /// later stages' diagnostics, which carry display paths, can be shown like the parser's.
        public var absolutePaths: [String: String]
        /// The statements of the given files that syntax errors left unread, by location
        /// (absolute paths). Empty when every file read whole.
        public var skipped: [SkippedDeclaration] = []
        /// True when the contract has errors and every one is a syntax error in a given file:
        /// each cost only its own statement, and the schema holds everything else. `audit`,
        /// `ir` and `diff` still report on it (and exit 2); `generate` writes nothing.
        public var isPartial = false

        /// The files (absolute paths, sorted) where the resolver reported an error: a name it
        /// cannot find, a namespace or value used as a type. Each error cost only the field or
        /// type it is in; everything else in the contract was read.
        public var typeErrorFiles: [String] = []
        /// True when the TypeScript has resolver errors but every other error is a syntax
        /// error and the schema holds types.
        public var hasOnlyTypeErrors = false
        /// Whether an audit may report on what did load (and exit 2 when there were errors):
        /// the schema is readable, or its only other errors are resolver errors.
        public var isAuditable: Bool { isReadable || hasOnlyTypeErrors }

        /// Whether the schema may be reported on: no errors, or only syntax errors.
        public var isReadable: Bool { isPartial || !diagnostics.contains { $0.severity == .error } }
        /// True when the contract read without any error.
        public var isWhole: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// Like `readContract`, keeping the display-path map. OpenAPI documents and JSON Schema
    /// files among the roots (known by their content) are read by `OpenAPIReader`; the rest as TypeScript.
    public static func read(roots: [String], provider: any SourceProvider, options: ContractOptions = ContractOptions()) -> ReadResult {
        let documents = roots.filter { isDocument($0, provider: provider) }
        guard !documents.isEmpty else { return readTypeScript(roots: roots, provider: provider, options: options) }
        var diagnostics = Diagnostics()
        let read = PhaseTimer.measure("read contract: OpenAPI and JSON Schema") {
            OpenAPIReader.read(roots: documents, provider: provider, strict: options.strict, diagnostics: &diagnostics)
        }
        var schema = Schema(contractVersion: read.contractVersion, files: read.files, declarations: read.declarations)
        schema.signatureDirections = read.signatureDirections
        var paths = read.absolutePaths
        let typeScript = roots.filter { !documents.contains($0) }
        if !typeScript.isEmpty {
            let ts = readTypeScript(roots: typeScript, provider: provider, options: options)
            diagnostics.append(contentsOf: ts.diagnostics)
            schema.files = (ts.schema.files + schema.files).sorted()
            schema.contractVersion = ts.schema.contractVersion ?? schema.contractVersion
            schema.declarations = ts.schema.declarations + qualifyingClashes(schema.declarations, with: ts.schema.declarations)
            schema.signatureDirections.merge(ts.schema.signatureDirections) { a, _ in a }
            schema.endpointReturns.merge(ts.schema.endpointReturns) { a, b in a.union(b) }
            schema.sentPartially.formUnion(ts.schema.sentPartially)
            paths.merge(ts.absolutePaths) { a, _ in a }
        }
        return ReadResult(schema: schema, diagnostics: diagnostics.sorted, absolutePaths: paths)
    }

    /// A document's declarations, those whose names the TypeScript declares too qualified by
    /// the document's file (`Openapi.ApiErrorCode`), and the document's references renamed
    /// with them: an IR name is unique.
    static func qualifyingClashes(_ documents: [Declaration], with typeScript: [Declaration]) -> [Declaration] {
        var taken = Set(typeScript.map(\.name)).union(documents.map(\.name))
        var renamed: [String: String] = [:]
        for decl in documents where typeScript.contains(where: { $0.name == decl.name }) {
            let qualifier = OpenAPIReader.typeName(SourcePath.stem(of: decl.location.file))
            var name = qualifier + "." + decl.name, n = 2
            while !taken.insert(name).inserted { name = qualifier + "." + decl.name + String(n); n += 1 }
            renamed[decl.name] = name
        }
        guard !renamed.isEmpty else { return documents }
        return documents.map { decl in
            var d = decl.renamingReferences(renamed)
            d.name = renamed[decl.name] ?? decl.name
            return d
        }
    }

    /// Whether a contract root is an OpenAPI document or a JSON Schema: a `.json`, `.yaml` or
    /// `.yml` name, or other text (not TypeScript) whose root says so.
    static func isDocument(_ path: String, provider: any SourceProvider) -> Bool {
        if ContractDocument.hasDocumentExtension(path) { return true }
        guard !SourcePath.isTypeScript(path), case .contents(let bytes) = provider.read(path) else { return false }
        return ContractDocument.sniff(bytes, path: path) != nil
    }

    static func readTypeScript(roots: [String], provider: any SourceProvider, options: ContractOptions) -> ReadResult {
        var diagnostics = Diagnostics()
        let parsed = PhaseTimer.measure("read contract: load and parse") {
            ContractLoader.load(roots: roots, provider: provider, options: options, diagnostics: &diagnostics)
        }
        let loadErrors = diagnostics.items.filter { $0.severity == .error }
        let schema = PhaseTimer.measure("read contract: resolve") { SchemaResolver.resolve(parsed, options: options, diagnostics: &diagnostics) }
        let typeErrors = diagnostics.items.filter { $0.severity == .error }.dropFirst(loadErrors.count)
        if schema.declarations.isEmpty, !diagnostics.hasErrors, let first = roots.sorted().first {
            // A Markdown file, a translation file or plain implementation code: never a clean, empty IR.
            let name = roots.count == 1 ? "this file" : "these \(roots.count) files"
            diagnostics.emit(.error, "no contract types found in \(name): ContractKit reads interfaces, type aliases, enums, classes and 'as const' objects",
                             at: SourceLocation(file: SourcePath.normalize(first), line: 1, column: 1))
        }
        let paths = Dictionary(parsed.modules.map { ($0.displayPath, $0.path) }, uniquingKeysWith: { a, _ in a })
        var result = ReadResult(schema: schema, diagnostics: diagnostics.sorted, absolutePaths: paths)
        if !parsed.syntaxErrors.isEmpty {
            result.skipped = parsed.modules.filter(\.isRoot).flatMap(\.syntax.skipped).sorted { $0.location < $1.location }
            result.isPartial = !diagnostics.items.contains { $0.severity == .error && !parsed.syntaxErrors.contains($0) }
        }
        result.typeErrorFiles = Set(typeErrors.map(\.location.file)).sorted()
        result.hasOnlyTypeErrors = !schema.declarations.isEmpty && loadErrors.allSatisfy { parsed.syntaxErrors.contains($0) }
        return result
    }

    /// The schema without the declarations that `unread` names, so that a diff says nothing
    /// about a type a syntax error hid on one side: it was neither removed nor added. A
    /// skipped namespace hides its members (`Api.Order`); a skipped zod schema `orderSchema`
    /// hides `Order`.
    public static func withoutUnread(_ schema: Schema, _ unread: [SkippedDeclaration]) -> Schema {
        var names = Set<String>()
        for s in unread {
            guard let name = s.declaredName else { continue }
            names.insert(name)
            if name.hasSuffix("Schema") || name.hasSuffix("schema") {
                let base = name.dropLast(6)
                names.insert(base.prefix(1).uppercased() + base.dropFirst())
            }
        }
        guard !names.isEmpty else { return schema }
        var result = schema
        result.declarations.removeAll { decl in
            names.contains(decl.name) || names.contains(String(decl.name.prefix { $0 != "." }))
        }
        return result
    }

    /// Reads a config file's bytes; a missing config is the default config.
    public static func readConfig(_ bytes: [UInt8]?, file: String) -> (ContractKitConfig, [Diagnostic]) {
        guard let bytes else { return (ContractKitConfig(), []) }
        return ConfigLoader.load(bytes, file: file)
    }

    /// Generates Swift from a schema: translate → render. Returns files in memory.
    public static func generateSwift(_ schema: Schema, config: ContractKitConfig) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        SwiftGenerator.generate(schema, config: config)
    }

    /// Example payloads for every contract type that gets them (objects and discriminated
    /// unions without generic parameters), filtered by type names and variants when given.
    public static func examples(_ schema: Schema, types: Set<String>? = nil, variants: Set<ExampleVariant>? = nil) -> [ExamplePayload] {
        let maker = ExamplePayloads(schema: schema)
        return schema.declarations.filter { types?.contains($0.name) ?? true }.flatMap { decl in
            // An alias named on its own gets the payloads of the type it names, a generic instance's included.
            (types != nil && decl.kind == .alias ? maker.payloads(forAlias: decl) : maker.payloads(for: decl)).filter { payload in variants.map { $0.contains(payload.variant) || $0.contains(where: { v in Self.sameKind(v, payload.variant) }) } ?? true }
        }
    }

    /// `variant-*` given as a filter matches every union variant.
    static func sameKind(_ filter: ExampleVariant, _ variant: ExampleVariant) -> Bool {
        if case .unionVariant("*") = filter, case .unionVariant = variant { return true }
        return false
    }

    /// `{"Type": {"full": {…}, "minimal": {…}}, …}`: types in contract order, variants in
    /// the order full, minimal, nulls, unknown-enum, then union variants.
    public static func examplesJSON(_ payloads: [ExamplePayload]) -> String {
        var w = JSONWriter()
        w.keysInContractOrder = true
        var order: [String] = []
        var byType: [String: [ExamplePayload]] = [:]
        for p in payloads {
            if byType[p.type] == nil { order.append(p.type) }
            byType[p.type, default: []].append(p)
        }
        w.object { w in
            for type in order {
                w.key(type)
                w.object { w in
                    for p in byType[type]! {
                        w.key(p.variant.description)
                        p.value.write(to: &w)
                    }
                }
            }
        }
        let text = w.text
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The generated files as one Swift file, for a build-tool plugin whose outputs must
    /// be named before the contract is read: one header, the imports, then every file's
    /// declarations in order.
    public static func singleFile(_ files: [GeneratedFile], header: String) -> String {
        var imports: [String] = []
        var bodies: [String] = []
        for file in files {
            var lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            // Each file's own header comments, imports and blank lines before its first declaration.
            while let first = lines.first, (first.hasPrefix("//") && !first.hasPrefix("///")) || first.hasPrefix("import ") || first.isEmpty {
                if first.hasPrefix("import "), !imports.contains(String(first)) { imports.append(String(first)) }
                lines.removeFirst()
            }
            if !lines.isEmpty { bodies.append(lines.joined(separator: "\n")) }
        }
        var text = header + "\n// swiftlint:disable all\n"
        if !imports.isEmpty { text += "\n" + imports.sorted().joined(separator: "\n") + "\n" }
        for body in bodies { text += "\n" + body + (body.hasSuffix("\n") ? "" : "\n") }
        return text
    }

    /// Generates Swift from a schema and, when the app's model files are given (scanned
    /// with `functions: true`), a DTO-to-model mapper for each DTO whose model they declare.
    public static func generate(_ schema: Schema, config: ContractKitConfig, models: [ScannedFile]?) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        var (files, diagnostics) = SwiftGenerator.generate(schema, config: config)
        if let models {
            let mappers = MapperGenerator.generate(schema, config: config, models: models)
            files += mappers.files
            diagnostics += mappers.diagnostics
        }
        return (files, diagnostics)
    }

    /// Audits scanned Swift files against a schema: the DTO layer, and the model and mapper
    /// layers when model or mapper files (scanned with `functions: true`) are given.
    /// `today` (`YYYY-MM-DD`, the caller's one clock) decides which waivers have expired.
    public static func audit(_ schema: Schema, _ files: [ScannedFile], config: ContractKitConfig, today: String,
                             models: [ScannedFile] = [], mappers: [ScannedFile] = []) -> AuditResult {
        let dto = DTOAuditor.audit(schema, files, pins: config.audit.types)
        return auditDataFlow(dto, schema, files, config: config, today: today, models: models, mappers: mappers)
    }

    /// The audit's second half: the model and mapper layers on top of a DTO-layer result
    /// (`DTOAuditor.audit`), then waivers. The CLI audits the DTOs while the app's models
    /// and mappers are still being scanned, then finishes here.
    public static func auditDataFlow(_ dto: AuditResult, _ schema: Schema, _ files: [ScannedFile], config: ContractKitConfig, today: String,
                                     models: [ScannedFile] = [], mappers: [ScannedFile] = []) -> AuditResult {
        var result = dto
        if !models.isEmpty || !mappers.isEmpty {
            let flow = DataFlowAuditor.audit(ListAliases.asElementObjects(schema), dto: result, dtoFiles: files, models: models, mappers: mappers, config: config)
            result.dataFlows = flow.dataFlows
            result.modelCorrespondences = flow.modelCorrespondences
            result.findings = (result.findings + flow.findings).sorted(by: Finding.reportOrder)
        }
        result = DTOAuditor.applyWaivers(result, config.waivers, today: today)
        // Each finding on a field that has a data flow carries its line, drawn from every
        // finding on the field once waivers have taken theirs.
        result.attachDataFlowLines()
        return result
    }

    /// The IR as pretty JSON with sorted keys, ending in a newline: what `contractkit ir` prints.
    public static func irJSON(_ schema: Schema) -> String {
        String(decoding: irJSONBytes(schema), as: UTF8.self)
    }

    /// The same as `irJSON`, as bytes.
    public static func irJSONBytes(_ schema: Schema) -> [UInt8] {
        var writer = JSONWriter()
        schema.writeJSON(to: &writer)
        return writer.finished
    }

    /// Writes the IR JSON to `sink` in chunks, for IRs too large to hold twice.
    public static func writeIRJSON(_ schema: Schema, to sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        var writer = JSONWriter(chunksTo: sink)
        schema.writeJSON(to: &writer)
        writer.flush()
    }
}
