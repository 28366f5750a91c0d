import ContractKit
import Foundation

/// What decides the audit's exit code beyond the findings themselves: a baseline of known
/// debt (`--baseline`, `audit.baseline`), and `--since <rev>`, which fails only on findings
/// whose contract or Swift line changed after a revision. Also attaches provenance (when
/// each side's line last changed) to every finding in a git checkout.
struct AuditGate {
    var baselineFile: String?
    var writeBaseline: String?
    var since: String?
    var provenance: Bool

    static let options = [
        OptionSpec(name: "baseline", arity: .single, valueName: "file",
                   help: "Known findings (written by --write-baseline): they are reported as known and only new ones fail. Default: audit.baseline in contractkit.json."),
        OptionSpec(name: "write-baseline", arity: .single, valueName: "file",
                   help: "Write every current error and warning to this baseline file, then exit 0."),
        OptionSpec(name: "since", arity: .single, valueName: "rev",
                   help: "Fail only on findings whose contract or Swift line changed after this git revision (a pull request's merge base)."),
        OptionSpec(name: "no-provenance", arity: .flag,
                   help: "Do not ask git when each finding's lines last changed (on in a git checkout; audit.provenance: false turns it off)."),
    ]

    init(_ arguments: ParsedArguments, config: ContractKitConfig, paths: PathDisplay) {
        baselineFile = arguments.value("baseline") ?? config.audit.baseline.map(paths.display)
        writeBaseline = arguments.value("write-baseline")
        since = arguments.value("since")
        provenance = config.audit.provenance && !arguments.flag("no-provenance")
    }

    /// Marks each finding against the baseline and attaches provenance; returns which
    /// findings changed after `--since` (nil without it).
    func apply(to result: inout AuditResult, _ context: CommandContext, prefetch: BlamePrefetch? = nil) throws -> Set<Int>? {
        if let file = baselineFile, writeBaseline == nil {
            let path = context.paths.absolute(file)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw InputError(path: file, message: "cannot read the baseline; write one with 'contractkit audit --write-baseline \(file)'")
            }
            let baseline: Baseline
            do { baseline = try Baseline.parse(data) } catch let error as Baseline.ReadError { throw InputError(path: file, message: error.reason) }
            let fixed = baseline.apply(to: &result.findings)
            result.baseline = (file, fixed)
        }
        guard provenance || since != nil else { return nil }
        let history = PhaseTimer.measure("provenance: git blame") { GitHistory.read(result.findings, absolute: context.paths.absolute, prefetch: prefetch) }
        if provenance {
            for i in result.findings.indices {
                let f = result.findings[i]
                let contract = f.contract.flatMap { history.change(context.paths.absolute($0.file), line: $0.line) }
                let swift = f.swift.flatMap { history.change(context.paths.absolute($0.file), line: $0.line) }
                if contract != nil || swift != nil { result.findings[i].provenance = Provenance(contract: contract, swift: swift) }
            }
        }
        guard let since else { return nil }
        let after = try history.commits(after: since)
        var changed = Set<Int>()
        for (i, f) in result.findings.enumerated() {
            let sides = [f.contract?.file, f.swift?.file].enumerated().compactMap { side, file -> Bool? in
                guard let file, let line = side == 0 ? f.contract?.line : f.swift?.line else { return nil }
                let path = context.paths.absolute(file)
                // A file with no history is judged as changed: the gate does not hide what it cannot date.
                guard let root = history.repository[path], let commits = after[root], let change = history.change(path, line: line) else { return true }
                return !change.isCommitted || commits.contains(change.commit)
            }
            if sides.contains(true) { changed.insert(i) }
        }
        return changed
    }

    /// Writes the baseline of the current findings, through a temporary file and a rename.
    func write(_ result: AuditResult, _ context: CommandContext) throws -> String? {
        guard let file = writeBaseline else { return nil }
        let baseline = Baseline(findings: result.findings)
        try ReportOutput.write(baseline.json(), to: file, context, what: "the baseline")
        return "baseline: wrote \(counted(baseline.entries.count, "finding")) to \(file)\n"
    }

    /// `; baseline: 1 new, 12 known, 3 fixed; 1 changed since main`
    static func summary(_ result: AuditResult, changedSince: Set<Int>?, since: String?) -> String {
        var text = ""
        if let baseline = result.baseline {
            let known = result.findings.filter { $0.baselineState == .unchanged }.count
            let new = result.findings.filter { $0.baselineState == .new && $0.severity != .info }.count
            text += "; baseline: \(new) new, \(known) known, \(baseline.fixed.count) fixed"
        }
        if let changedSince, let since {
            let count = changedSince.filter { result.findings[$0].severity != .info }.count
            text += "; \(count) changed since \(since)"
        }
        return text
    }
}
