/// The diff's reports: a Markdown changelog, JSON in the audit's finding shape, and
/// GitHub annotations.
public enum DiffReport {
    /// Markdown: summary, then Breaking, Added, Changed, Deprecated and Removed, each entry
    /// with its `file:line`, then a checklist per changed field.
    public static func markdown(_ result: ContractDiff.Result, oldLabel: String, newLabel: String, audit: AuditResult? = nil) -> String {
        var out = ["# Contract Changes", ""]
        out += ["- **Old:** `\(oldLabel)`" + (result.oldVersion.map { " (@version \($0))" } ?? ""),
                "- **New:** `\(newLabel)`" + (result.newVersion.map { " (@version \($0))" } ?? ""),
                "- **Mode:** \(result.mode.rawValue) (\(modeMeaning(result.mode)))",
                "- **Breaking changes:** \(result.breakingCount)",
                "- **Suggested version bump:** \(result.suggestedBump.rawValue)" + suggestion(result), ""]
        for f in result.changes.map(\.finding) where f.rule == .versionNotBumped {
            out += ["> ❌ **version-not-bumped:** \(f.message)", ""]
        }
        let changes = result.changes.filter { $0.finding.rule != .versionNotBumped }
        if changes.isEmpty { out += ["No changes.", ""] }
        for section in ContractDiff.Section.allCases {
            let entries = changes.filter { $0.section == section }
            guard !entries.isEmpty else { continue }
            out += ["## \(section.rawValue)", ""]
            for change in entries {
                let f = change.finding
                let at = f.contract.map { (change.isInOldContract ? " (old contract: " : " (") + "`\($0.file):\($0.line)`)" } ?? ""
                out += ["- `\(f.symbol)`: \(f.message) [`\(f.rule)`]\(at)"]
            }
            out += [""]
        }
        // One checklist per field added or changed in an object (not enum values or variants).
        var seen = Set<String>()
        let fieldChanges = changes.filter { c in
            guard let field = c.finding.field, c.section != .deprecated, c.section != .removed || c.finding.severity == .error,
                  c.finding.rule.rawValue.hasPrefix("field-") else { return false }
            return seen.insert("\(c.finding.type).\(field)").inserted
        }
        if !fieldChanges.isEmpty {
            out += ["## Contract Change Checklist", ""]
            if audit == nil { out += ["Pass --swift (and --models, --mappers) to tick what the audit can see.", ""] }
            for change in fieldChanges {
                let f = change.finding
                out += ["### `\(f.symbol)`", ""]
                let removed = change.finding.rule == .fieldRemoved
                let items = ChangeChecklist.items(type: f.type, field: f.field!, contractFile: f.contract?.file, audit: audit)
                // The contract step is done by definition: the change is in the contract.
                out += ChangeChecklist.markdown(items, done: audit.map { ChangeChecklist.done(type: f.type, field: f.field!, removed: removed, audit: $0) } ?? [.contract])
                out += [""]
            }
        }
        return out.joined(separator: "\n")
    }

    static func modeMeaning(_ mode: ContractDiff.Mode) -> String {
        switch mode {
        case .forward: "apps already shipped decode payloads of the new contract"
        case .backward: "the new app decodes payloads of the old contract"
        case .full: "both forward and backward"
        }
    }

    static func suggestion(_ result: ContractDiff.Result) -> String {
        guard let old = result.oldVersion.flatMap(SemanticVersion.init), result.suggestedBump != .none else { return "" }
        return " (\(old) → \(old.bumped(result.suggestedBump)))"
    }

    /// JSON: `{version, mode, oldVersion, newVersion, suggestedBump, summary, findings}`;
    /// each finding has the audit's shape plus its changelog `section`.
    public static func json(_ result: ContractDiff.Result) -> String {
        var w = JSONWriter()
        w.object { w in
            w.key("findings")
            w.array(result.changes) { w, change in change.finding.writeJSON(to: &w, section: change.section.rawValue.lowercased()) }
            w.field("mode", result.mode.rawValue)
            w.field("newVersion", result.newVersion)
            w.field("oldVersion", result.oldVersion)
            w.field("suggestedBump", result.suggestedBump.rawValue)
            w.key("summary")
            w.object { w in
                w.field("breaking", result.breakingCount)
                w.field("changes", result.changes.count)
            }
            w.field("version", 1)
        }
        return w.text
    }

    /// `--format xcode`: a compiler-style line per change; breaking ones are errors. A
    /// removal points at its line in the old contract, and says so.
    public static func xcode(_ result: ContractDiff.Result) -> String {
        var out = ""
        for change in result.changes {
            guard let at = change.finding.contract else { continue }
            out += change.finding.xcodeLine(at: at, severity: change.finding.severity == .error ? "error" : "note",
                                            suffix: change.isInOldContract ? " (this line is in the old contract)" : "")
        }
        return out
    }

    /// GitHub workflow annotations on the new contract's lines; a removal is annotated at
    /// its line in the old contract, and says so.
    public static func github(_ result: ContractDiff.Result) -> String {
        var out = ""
        for change in result.changes {
            var f = change.finding
            guard let at = f.contract else { continue }
            if change.isInOldContract { f.message += " (this line is in the old contract)" }
            let level = f.severity == .error ? "error" : "notice"
            out += f.githubAnnotation(at: at, level: level)
        }
        return out
    }
}
