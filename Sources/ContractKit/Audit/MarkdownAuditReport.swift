/// The Markdown report for reviewers, modelled on the Nov 6 compliance audit. It holds
/// no timestamp unless a date is given, so the same inputs give the same bytes.
public enum MarkdownAuditReport {
    public static func render(_ result: DTOAuditor.Result, schema: Schema, files: [ScannedFile], contractFiles: [String], date: String? = nil) -> String {
        var out: [String] = ["# API Contract Compliance Audit", ""]
        if let date { out += ["**Date:** \(date)  "] }
        out += ["**Scope:** Swift DTOs against the TypeScript contract, field by field", ""]

        let summary = AuditReport.Summary(result)
        // Indexes built once: a large contract has thousands of types.
        let swiftNames = Dictionary(result.correspondences.map { ($0.contract, $0.swift) }, uniquingKeysWith: { a, _ in a })
        var problemsByType: [String: [Finding]] = [:]
        for f in result.findings where f.severity != .info { problemsByType[f.type, default: []].append(f) }
        var inlineRows: [String: [(String, [DTOAuditor.FieldRow])]] = [:]
        for (path, rows) in result.fieldRows where path.contains(".") {
            inlineRows[String(path.prefix { $0 != "." }), default: []].append((path, rows))
        }
        out += ["## Executive Summary", ""]
        let status = summary.errors == 0 ? "✅ **Compliant**: no errors" : "❌ **Not compliant**: \(summary.errors) error\(summary.errors == 1 ? "" : "s")"
        out += [status, ""]
        out += ["| Errors | Warnings | Info | Waived |", "|---|---|---|---|", "| \(summary.errors) | \(summary.warnings) | \(summary.infos) | \(summary.waived) |", ""]
        out += ["Audited \(result.correspondences.count) contract types against \(files.reduce(0) { $0 + $1.types.count }) Swift declarations in \(files.count) files.", ""]

        let problems = result.findings.filter { $0.severity != .info }
        out += ["## Findings", ""]
        if problems.isEmpty { out += ["None.", ""] }
        for (i, f) in problems.enumerated() {
            let rule = AuditRule.named(f.rule)
            out += ["### \(i + 1). \(icon(f.severity)) `\(f.rule)`: \(f.symbol)", ""]
            out += ["- **Severity:** \(f.severity.rawValue)"]
            if let c = f.contract { out += ["- **Contract:** `\(c.description)`"] }
            if let s = f.swift { out += ["- **Swift:** `\(s.description)`"] }
            out += ["- **Problem:** \(f.message)"]
            if let rule { out += ["- **Why it matters:** \(rule.why)", "- **Fix:** \(rule.fix)"] }
            out += ["- **Fingerprint:** `\(f.fingerprint)`", ""]
            if let field = f.field, f.rule == AuditRule.missingField.id || f.rule == AuditRule.typeMismatch.id || f.rule == AuditRule.optionalityMismatch.id {
                out += ["Contract change checklist for `\(f.type).\(field)`:", ""]
                out += checklist.map { "- [ ] \($0)" }
                out += [""]
            }
        }

        out += ["## Full Contract Verification", ""]
        for decl in schema.declarations where decl.kind == .object {
            guard let rows = result.fieldRows[decl.name] else { continue }
            let swiftName = swiftNames[decl.name] ?? "?"
            let ok = !rows.contains { $0.severity == .error || $0.severity == .warning }
            out += ["### \(decl.name) (\(rows.count) fields) \(ok ? "✅" : "❌")", "", "Swift: `\(swiftName)`", ""]
            out += fieldTable(rows)
            for (path, nestedRows) in (inlineRows[decl.name] ?? []).sorted(by: { $0.0 < $1.0 }) {
                out += ["#### \(path) (inline object)", ""] + fieldTable(nestedRows)
            }
        }

        let enums = schema.declarations.filter { $0.kind == .enumeration }
        if !enums.isEmpty {
            out += ["## Enum Verification", "", "| Enum | TS values | Swift | Status |", "|---|---|---|---|"]
            var total = 0
            for e in enums {
                let count = e.cases?.count ?? 0
                total += count
                let swift = swiftNames[e.name]
                let issues = problemsByType[e.name] ?? []
                let status = swift == nil ? "❌ no Swift enum" : issues.isEmpty ? "✅" : issues.map { "\(icon($0.severity)) \($0.rule): \($0.field ?? "")" }.joined(separator: "<br>")
                out += ["| \(e.name) | \(count) values | \(swift.map { "`\($0)`" } ?? "—") | \(status) |"]
            }
            out += ["", "**Total:** \(total) enum values across \(enums.count) enums", ""]
        }

        let unions = schema.declarations.filter { $0.kind == .union || ($0.kind == .object && !$0.genericParameters.isEmpty) }
        if !unions.isEmpty {
            out += ["## Response Envelope and Union Verification", ""]
            for u in unions {
                let swift = swiftNames[u.name]
                let issues = (problemsByType[u.name] ?? []) + (inlineRows[u.name] ?? []).flatMap { problemsByType[$0.0] ?? [] }
                let shape = u.kind == .union
                    ? "union on `\(u.discriminator ?? "")` of " + (u.variants ?? []).map { "`\($0.type.typeScriptText)`" }.joined(separator: " \\| ")
                    : "generic object `\(u.name)<\(u.genericParameters.map(\.name).joined(separator: ", "))>`"
                out += ["- \(issues.isEmpty && swift != nil ? "✅" : "❌") **\(u.name)**: \(shape) ↔ \(swift.map { "`\($0)`" } ?? "no Swift type")"]
            }
            out += [""]
        }

        out += ["## Type Correspondences", "", "| Contract | Swift | How |", "|---|---|---|"]
        for c in result.correspondences { out += ["| \(c.contract) | `\(c.swift)` | \(c.method) |"] }
        out += [""]

        out += ["## Intentional Deviations", ""]
        let infos = result.findings.filter { $0.severity == .info }
        if infos.isEmpty && result.waived.isEmpty { out += ["None.", ""] }
        for (f, reason) in result.waived {
            out += ["- **Waived** `\(f.rule)` on \(f.symbol): \(reason)" + (f.swift.map { " (`\($0.description)`)" } ?? "")]
        }
        for f in infos {
            out += ["- `\(f.rule)` on \(f.symbol): \(f.message)" + (f.swift.map { " (`\($0.description)`)" } ?? "")]
        }
        if !infos.isEmpty { out += [""] }

        out += ["## Files Audited", "", "### TypeScript", ""]
        out += contractFiles.map { "- `\($0)`" }
        out += ["", "### Swift", ""]
        out += files.map { "- `\($0.path)` (\($0.lineCount) lines)" }
        out += ["", "**Total Swift lines reviewed:** \(files.reduce(0) { $0 + $1.lineCount })", ""]
        return out.joined(separator: "\n")
    }

    /// The Nov 6 audit's contract change checklist.
    static let checklist = [
        "Update `canonical.ts` (TypeScript)",
        "Update the Swift DTO",
        "Update the `CodingKeys` enum",
        "Update the public initializer",
        "Update the custom decoder",
        "Update the SwiftData model",
        "Update `DTOMapper.mapTo*()` to set the field",
        "Update `DTOMapper.merge*Data()` to merge the field on deduplication",
        "Add DTO and end-to-end persistence tests",
    ]

    static func icon(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: "❌"
        case .warning: "⚠️"
        case .info: "ℹ️"
        }
    }

    static func fieldTable(_ rows: [DTOAuditor.FieldRow]) -> [String] {
        var out = ["| Field | TypeScript Type | Swift Type | Status |", "|---|---|---|---|"]
        for row in rows {
            let status = row.severity.map { "\(icon($0)) \(row.rule ?? "")" } ?? "✅"
            out.append("| \(row.field) | `\(escape(row.typeScript))` | \(row.swift.map { "`\(escape($0))`" } ?? "—") | \(status) |")
        }
        return out + [""]
    }

    static func escape(_ s: String) -> String { s.replacingAll("|", "\\|") }
}
