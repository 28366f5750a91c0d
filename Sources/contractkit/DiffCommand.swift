import ContractKit
import Foundation

/// `contractkit diff`
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "Compare two contract versions: what breaks shipped apps, the version bump, the changelog."
    static let usage = "contractkit diff --old <spec>... [--new <spec>...] [--config <file>] [--strict] [--mode forward|backward|full] [--format markdown|json|github|xcode] [--fail-on breaking|never] [--include-docs] [--swift <path>...] [--models <path>...] [--mappers <path>...] [--output <file>]"
    static let discussion = """
    A spec is contract files or folders, or a git revision and path such as
    origin/main:schema (read with the git CLI; the path is relative to the repository root).
    --new defaults to schema/.

    Changes are judged from the decoding app's side: forward (the default) asks whether apps
    already shipped decode the new payloads, backward whether the new app decodes old ones,
    full both. Versions come from each side's @version JSDoc tag (the new side falls back
    to contractVersion in the config). Types are compared by the shape that travels, not by
    spelling: an inline object extracted into a named type, a name that gained a file
    qualifier, or a renamed type of the same shape is info. The changes decide the
    semantic-version bump; a new @version lower than that is reported as version-not-bumped.

    The app's Swift is --swift (and --models, --mappers), or, when --swift is not given,
    audit.paths in contractkit.json ({"swift": [...], "models": [...], "mappers": [...]},
    relative to the config file's folder). When it is read, an added enum value or union
    variant is judged by the app's own Swift enum: breaking when that enum has no case for
    it, no fallback case (unknown, other…) and no decoder that falls back (a default:
    branch that assigns a case); the message names the enum and its file. Without it, an
    added enum value is breaking only for an enum the config freezes
    (generate.frozenEnums), and an added union variant is breaking, as ContractKit's
    generated unions throw on an unknown discriminator; the message says so. The app's
    Swift also ticks the changelog's checklist for each changed field.

    Exit codes: 0, or 1 when a change is breaking (or the version is not bumped) under
    --fail-on breaking (the default); 2 on invalid input. A syntax error costs only the
    statement it is in: the rest is compared and reported, and the exit code is 2.
    """
    static let options = [
        OptionSpec(name: "old", arity: .multiple, valueName: "spec", help: "The contract before: files, folders, or rev:path."),
        OptionSpec(name: "new", arity: .multiple, valueName: "spec", help: "The contract after (default: schema/)."),
        OptionTable.config,
        OptionTable.strict,
        OptionSpec(name: "mode", arity: .single, valueName: "mode", help: "forward (default), backward or full."),
        OptionSpec(name: "format", arity: .single, valueName: "format",
                   help: "markdown, json, github or xcode. Default: xcode on a terminal without --output, else markdown."),
        OptionSpec(name: "fail-on", arity: .single, valueName: "level", help: "breaking (default) or never."),
        OptionSpec(name: "include-docs", arity: .flag, help: "Also list documentation-only changes."),
        OptionTable.swift, OptionTable.models, OptionTable.mappers, OptionTable.output,
    ]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws -> ExitCode {
        guard let oldSpec = arguments.list("old") else { throw UsageError(message: "diff needs --old <spec>...") }
        let newSpec = arguments.list("new") ?? ["schema"]
        let mode = ContractDiff.Mode(rawValue: try OptionTable.choice(arguments, "mode", default: "forward", ContractDiff.Mode.allCases.map(\.rawValue)))!
        let format = try OptionTable.reportFormat(arguments, ["markdown", "json", "github", "xcode"], fallback: "markdown", context)
        let failOn = try OptionTable.choice(arguments, "fail-on", default: "breaking", ["breaking", "never"])

        guard let config = try ContractInput.loadConfig(arguments, contracts: newSpec, context) else { return .invalidInput }
        let options = ContractInput.options(arguments, config)
        guard let oldLoaded = try read(oldSpec, options: options, &context) else { return .invalidInput }
        let oldPaths = context.paths
        guard let newLoaded = try read(newSpec, options: options, &context) else { return .invalidInput }
        // A type a syntax error hid on either side is left out of both: it was not removed.
        let unread = oldLoaded.skipped + newLoaded.skipped
        let old = ContractPipeline.withoutUnread(oldLoaded.schema, unread)
        var new = ContractPipeline.withoutUnread(newLoaded.schema, unread)
        // The new contract's version: its @version tag, else the config's contractVersion.
        if new.contractVersion == nil { new.contractVersion = config.contractVersion }
        // The app's Swift (--swift, else audit.paths in the config), audited against the new
        // contract: the checklist's ticks, and the enums an added value or variant is judged by.
        var audit: AuditResult?
        if let app = ContractInput.appSwift(arguments, config) {
            let paths = context.paths
            if arguments.list("swift") == nil && context.console.verbosity == .verbose {
                context.console.err("note: judging by the app's Swift under audit.paths: \(app.swift.map(paths.display).joined(separator: ", "))\n")
            }
            let (result, diagnostics) = ContractPipeline.audit(
                new, dtoFiles: try SwiftFiles.resolve(app.swift, paths: paths), modelFiles: try SwiftFiles.resolve(app.models, paths: paths),
                mapperFiles: try SwiftFiles.resolve(app.mappers, paths: paths), config: config, today: Today.string,
                provider: DiskSourceProvider(), displayPath: { paths.display($0) })
            context.console.report(diagnostics, paths: context.paths)
            SwiftFiles.noteSkipped(app.swift + app.models + app.mappers, context)
            guard let result else { return .invalidInput }
            audit = result
        }
        do {
            // The names diff reads (frozen enums; the audit checks its own) against the new contract.
            let names = ConfigNameCheck.problems(config, schema: new, keys: .frozenEnums).diagnostics
            context.console.report(names, paths: context.paths)
            if !names.isEmpty { return .invalidInput }
        }
        var result = ContractDiff.compare(old: old, new: new, mode: mode, frozenEnums: Set(config.generate.frozenEnums),
                                          formatTypes: config.generate.formats, includeDocs: arguments.flag("include-docs"),
                                          app: audit.map { appEnums($0, paths: context.paths) } ?? ContractDiff.AppEnums())
        // Annotations are clicked: each line names its file as the user reaches it. So does
        // the changelog when the two contracts' files share names (`schema/api.ts` on both
        // sides), which would otherwise show an old and a new file under one path.
        if format == "xcode" || format == "github" || !Set(old.files).isDisjoint(with: new.files) {
            result = context.paths.displaying(result, oldContract: oldPaths)
        }

        let report: String
        switch format {
        case "json": report = DiffReport.json(result)
        case "github": report = DiffReport.github(result)
        case "xcode": report = DiffReport.xcode(result)
        default: report = DiffReport.markdown(result, oldLabel: oldSpec.joined(separator: " "), newLabel: newSpec.joined(separator: " "), audit: audit)
        }
        try ReportOutput.write(report, to: arguments.value("output"), context)
        if context.console.verbosity != .quiet {
            let breaking = result.changes.filter { $0.finding.severity == .error }.count
            var line = "diff: \(counted(breaking, "breaking change")), \(result.changes.count - breaking) other; suggested version bump: \(result.suggestedBump.rawValue)"
            if let output = arguments.value("output") { line += "; report written to \(output)" }
            for (side, loaded, paths) in [("old", oldLoaded, oldPaths), ("new", newLoaded, context.paths)] where loaded.isPartial {
                line += "; \(side) contract: " + loaded.skippedSummary(paths)
            }
            context.console.err(line + "\n")
        }
        // A syntax error on either side is invalid input, though the rest was compared.
        if oldLoaded.isPartial || newLoaded.isPartial { return .invalidInput }
        let failed = result.changes.contains { $0.finding.severity == .error }
        return failOn == "breaking" && failed ? .findings : .success
    }

    /// The app's Swift enums, from an audit against the new contract: for each contract
    /// enum, inline union and discriminated union, the Swift enum that mirrors it, the
    /// values it has no case for, and its fallback.
    static func appEnums(_ audit: AuditResult, paths: PathDisplay) -> ContractDiff.AppEnums {
        var app = ContractDiff.AppEnums(swiftRead: true)
        for c in audit.enumCoverage {
            let swift = ContractDiff.AppEnums.SwiftEnum(swiftName: c.swiftName, file: paths.display(c.swiftLocation.file), missing: Set(c.missing),
                                                        fallback: c.fallback)
            switch c.kind {
            case .enumeration: app.byEnum[c.contract] = swift
            case .inlineUnion: app.byPath[c.contract] = swift
            case .union: app.byUnion[c.contract] = swift
            }
        }
        return app
    }

    /// A spec's contract: files and folders from disk, or `rev:path` from git. Syntax
    /// errors cost only their statements: the rest is compared.
    static func read(_ spec: [String], options: ContractOptions, _ context: inout CommandContext) throws -> LoadedContract? {
        if spec.count == 1, let colon = spec[0].firstIndex(of: ":"), !FileManager.default.fileExists(atPath: context.paths.absolute(spec[0])) {
            let revision = String(spec[0][..<colon])
            let path = String(spec[0][spec[0].index(after: colon)...])
            let tree = try GitRevision(revision: revision, workingDirectory: context.paths.workingDirectory, spec: spec[0])
            let roots = try tree.contractFiles(under: path)
            let result = ContractPipeline.read(roots: roots, provider: tree, options: options)
            // Files are keyed by `/`-rooted repository paths: show them as repository paths.
            let diagnostics = result.diagnostics.map { d -> Diagnostic in
                var d = d
                if d.location.file.hasPrefix("/") { d.location.file = revision + ":" + d.location.file.dropFirst() }
                return d
            }
            context.console.report(diagnostics, paths: context.paths)
            var shown = result
            shown.skipped = result.skipped.map { s in
                var s = s
                if s.location.file.hasPrefix("/") { s.location.file = revision + ":" + s.location.file.dropFirst() }
                return s
            }
            return result.isReadable ? LoadedContract(shown) : nil
        }
        return try ContractInput.readReportable(spec, options: options, &context)
    }
}

/// A git revision's files, read with the `git` CLI. Files are keyed by `/`-rooted
/// repository paths (`/src/types/api.ts`), so they display the same whatever the working
/// directory, and an import outside the given path is read from the same revision.
final class GitRevision: SourceProvider, @unchecked Sendable {
    let revision: String
    let spec: String
    let root: String
    /// Every file at the revision, by repository path.
    let files: Set<String>
    private var cache: [String: [UInt8]] = [:]
    private let lock = NSLock()

    init(revision: String, workingDirectory: String, spec: String) throws {
        guard !revision.isEmpty, !revision.hasPrefix("-") else { throw InputError(path: spec, message: "not a git revision") }
        self.revision = revision
        self.spec = spec
        root = String(decoding: try Self.git(["rev-parse", "--show-toplevel"], in: workingDirectory, spec: spec), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let listing = String(decoding: try Self.git(["ls-tree", "-r", "--name-only", "-z", revision], in: root, spec: spec), as: UTF8.self)
        files = Set(listing.split(separator: "\0").map(String.init))
    }

    /// The contract files under `path`, found as a folder on disk is searched: recursively,
    /// skipping `node_modules`, hidden folders and tests.
    func contractFiles(under path: String) throws -> [String] {
        let trimmed = path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let names = files.filter { name in
            guard trimmed.isEmpty || name == trimmed || name.hasPrefix(trimmed + "/") else { return false }
            let inside = name == trimmed ? SourcePath.fileName(of: name) : String(name.dropFirst(trimmed.isEmpty ? 0 : trimmed.count + 1))
            let parts = inside.split(separator: "/")
            return ContractFiles.isContractFile(String(parts.last ?? "")) && !parts.contains { $0.hasPrefix(".") || $0 == "node_modules" }
        }
        guard !names.isEmpty else { throw InputError(path: spec, message: "no .ts contract files at this revision and path") }
        return names.sorted().map { "/" + $0 }
    }

    func read(_ path: String) -> SourceReadResult {
        let name = String(path.dropFirst())
        guard files.contains(name) else { return .missing }
        if let cached = lock.withLock({ cache[name] }) { return .contents(cached) }
        do {
            let bytes = [UInt8](try Self.git(["show", "\(revision):\(name)"], in: root, spec: spec))
            lock.withLock { cache[name] = bytes }
            return .contents(bytes)
        } catch let error as InputError {
            return .failure(error.message)
        } catch {
            return .failure("\(error)")
        }
    }

    func exists(_ path: String) -> Bool { files.contains(String(path.dropFirst())) }

    static func git(_ arguments: [String], in directory: String, spec: String) throws -> Data {
        guard let result = Git.run(arguments, in: directory) else { throw InputError(path: spec, message: "cannot run git") }
        guard result.status == 0 else {
            throw InputError(path: spec, message: "git \(arguments[0]) failed: " + result.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return result.stdout
    }
}
