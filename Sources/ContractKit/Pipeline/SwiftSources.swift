/// Reads and scans Swift files through a `SourceProvider`, on all cores.
public enum SwiftSources {
    /// Files of at least this size scan one at a time, each splitting its own scan over the
    /// cores, which a scan nested in a parallel loop would run serially.
    static let largeFile = SwiftDeclarationScanner.partedFile

    /// Scans groups of files (DTOs, models, mappers) in one pass, so a small group does not
    /// wait for a large one. Each group keeps its input order; `functions` says whether a
    /// group's function bodies are read. A missing or unreadable file is an error diagnostic.
    /// `display` gives the path results and diagnostics carry.
    public static func scan(_ groups: [(files: [String], functions: Bool)], provider: any SourceProvider,
                            display: @escaping @Sendable (String) -> String) -> (files: [[ScannedFile]], diagnostics: [Diagnostic]) {
        let jobs = groups.enumerated().flatMap { g, group in group.files.map { (group: g, path: $0, functions: group.functions) } }
        let contents = Parallel.map(jobs.count) { provider.read(jobs[$0].path) }
        let scanJob = { @Sendable (i: Int) -> (ScannedFile?, [Diagnostic]) in
            let shown = display(jobs[i].path)
            switch contents[i] {
            case .contents(let bytes):
                if let problem = NotSwiftCheck.problem(bytes) {
                    return (nil, [Diagnostic(.error, "not a Swift file: it reads as \(problem.kind)", at: SourceLocation(file: shown, line: problem.line, column: 1))])
                }
                let (file, diagnostics) = SwiftDeclarationScanner.scan(bytes, file: shown, functions: jobs[i].functions)
                return (file, diagnostics)
            case .missing:
                return (nil, [Diagnostic(.error, "no such file", at: SourceLocation(file: shown, line: 1, column: 1))])
            case .failure(let reason):
                return (nil, [Diagnostic(.error, reason, at: SourceLocation(file: shown, line: 1, column: 1))])
            }
        }
        let large = jobs.indices.filter { i in if case .contents(let b) = contents[i] { b.count >= largeFile } else { false } }
        let small = jobs.indices.filter { !large.contains($0) }
        var results = [(ScannedFile?, [Diagnostic])](repeating: (nil, []), count: jobs.count)
        // The small files on another core while a large one is lexed, which uses one core.
        let smallResults = Background { Parallel.map(small.count, { scanJob(small[$0]) }) }
        for i in large { results[i] = scanJob(i) }
        for (k, result) in smallResults.value.enumerated() { results[small[k]] = result }
        var scanned: [[ScannedFile]] = Array(repeating: [], count: groups.count)
        for (job, result) in zip(jobs, results) {
            if let file = result.0 { scanned[job.group].append(file) }
        }
        return (scanned, results.flatMap(\.1))
    }
}
