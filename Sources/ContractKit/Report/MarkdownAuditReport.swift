import Foundation

/// The Markdown report for reviewers. Its top fits one screen: the verdict and the counts
/// by rule and by layer; then the findings, worst first; a flowchart per DTO that loses
/// fields; and each type's table folded in a `<details>` block, types with findings first.
/// It holds no timestamp unless a date is given, so the same inputs give the same bytes.
public enum MarkdownAuditReport {
    public static func render(_ result: AuditResult, schema: Schema, files: [ScannedFile], contractFiles: [String], date: String? = nil,
                              models: [ScannedFile] = [], mappers: [ScannedFile] = []) -> String {
        // Indexes built once: a large contract has thousands of types.
        let swiftNames = Dictionary(result.correspondences.map { ($0.contract, $0.swift) }, uniquingKeysWith: { a, _ in a })
        var problemsByType: [String: [Finding]] = [:]
        for f in result.findings where f.severity != .info { problemsByType[f.type, default: []].append(f) }
        var inlineRows: [String: [(String, [AuditResult.FieldRow])]] = [:]
        for (path, rows) in result.fieldRows where path.utf8.contains(UInt8(ascii: ".")) {
            inlineRows[String(path.prefix { $0 != "." }), default: []].append((path, rows))
        }
        let head = header(result, files: files, date: date, models: models, mappers: mappers)

        // The largest sections (a block per finding, a table per type) are independent,
        // and a large contract's tables are cut into runs of types: every part is rendered
        // and joined on whichever core is free, and the parts are kept in order.
        let inlineTables = inlineRows
        let problems = problemsByType
        let objects = schema.declarations.filter { $0.kind == .object && result.fieldRows[$0.name] != nil }
        // Types with findings first; each type's status is worked out once, on all cores.
        let isFlagged = Parallel.chunks(objects.count, serialBelow: 200) { range in
            objects[range].map { d in status(result.fieldRows[d.name] ?? [], problems[d.name] ?? [], inline: inlineTables[d.name] ?? [], problems) != "✅" }
        }.flatMap { $0 }
        let verified = zip(objects, isFlagged).filter(\.1).map(\.0) + zip(objects, isFlagged).filter { !$0.1 }.map(\.0)
        let parts = [ReportPart.findings, .flowcharts] + Self.runs(verified.count).map(ReportPart.verification) + Self.runs(result.dataFlows.count).map(ReportPart.dataFlow)
        // Each part's lines are joined where it was rendered: a large report's megabytes are
        // not joined line by line on one core.
        let sections = Parallel.map(parts.count) { i -> String? in
            let lines: [String]
            switch parts[i] {
            case .findings: lines = findingsSection(result)
            case .flowcharts: lines = flowchartSection(result, schema, swiftNames: swiftNames, problems: problems)
            case .verification(let run):
                lines = verificationSection(result, verified[run], first: run.lowerBound == 0, swiftNames: swiftNames,
                                            inlineTables: inlineTables, problems: problems)
            case .dataFlow(let run): lines = dataFlowSection(result, run)
            }
            return lines.isEmpty ? nil : lines.joined(separator: "\n")
        }
        let tail = enumSection(schema, swiftNames: swiftNames, problems: problemsByType)
            + unionSection(schema, swiftNames: swiftNames, problems: problemsByType, inlineRows: inlineRows)
            + correspondenceSection(result) + deviationSection(result)
            + filesSection(contractFiles: contractFiles, files: files, models: models, mappers: mappers)
        return ([head.joined(separator: "\n")] + sections.compactMap { $0 } + [tail.joined(separator: "\n")])
            .joined(separator: "\n")
    }

    static func header(_ result: AuditResult, files: [ScannedFile], date: String?, models: [ScannedFile], mappers: [ScannedFile]) -> [String] {
        var out: [String] = ["# API Contract Compliance Audit", ""]
        if let date { out += ["**Date:** \(date)  "] }
        let layers = ["Swift DTOs"] + (models.isEmpty ? [] : ["models"]) + (mappers.isEmpty ? [] : ["mappers"])
        out += ["**Scope:** \(layers.count == 1 ? layers[0] : layers.dropLast().joined(separator: ", ") + " and " + layers.last!) against the TypeScript contract, field by field", ""]
        let summary = AuditReport.Summary(result)
        out += ["## Executive Summary", ""]
        let status = summary.errors == 0 ? "✅ **Compliant**: no errors" : "❌ **Not compliant**: \(summary.errors) error\(summary.errors == 1 ? "" : "s")"
        out += [status, ""]
        out += ["| Errors | Warnings | Info | Waived |", "|---|---|---|---|", "| \(summary.errors) | \(summary.warnings) | \(summary.infos) | \(summary.waived) |", ""]
        out += ["Audited \(result.correspondences.count) contract types against \(files.reduce(0) { $0 + $1.types.count }) Swift declarations in \(files.count) files.", ""]
        out += countTable("Rule", result.findings) { "`\($0.rule)`" }
        out += countTable("Layer", result.findings) { $0.layer.rawValue }
        return out
    }

    /// Errors, warnings and notes by a key, most errors first; nothing when there are no findings.
    static func countTable(_ title: String, _ findings: [Finding], key: (Finding) -> String) -> [String] {
        guard !findings.isEmpty else { return [] }
        var counts: [String: [Int]] = [:]
        for f in findings {
            let column = f.severity == .error ? 0 : f.severity == .warning ? 1 : 2
            counts[key(f), default: [0, 0, 0]][column] += 1
        }
        let rows = counts.sorted { ($0.value[0], $0.value[1], $0.value[2], $1.key) > ($1.value[0], $1.value[1], $1.value[2], $0.key) }
        return ["| \(title) | Errors | Warnings | Info |", "|---|---|---|---|"]
            + rows.map { "| \($0.key) | \($0.value[0]) | \($0.value[1]) | \($0.value[2]) |" } + [""]
    }

    static func enumSection(_ schema: Schema, swiftNames: [String: String], problems: [String: [Finding]]) -> [String] {
        let enums = schema.declarations.filter { $0.kind == .enumeration }
        guard !enums.isEmpty else { return [] }
        var out = ["## Enum Verification", "", "| Enum | TS values | Swift | Status |", "|---|---|---|---|"]
        var total = 0
        for e in enums {
            let count = e.cases?.count ?? 0
            total += count
            let swift = swiftNames[e.name]
            let issues = problems[e.name] ?? []
            let status = swift == nil ? "❌ no Swift enum" : issues.isEmpty ? "✅" : issues.map { "\(icon($0.severity)) \($0.rule): \($0.field ?? "")" }.joined(separator: "<br>")
            out += ["| \(e.name) | \(count) values | \(swift.map { "`\($0)`" } ?? "—") | \(status) |"]
        }
        return out + ["", "**Total:** \(total) enum values across \(enums.count) enums", ""]
    }

    static func unionSection(_ schema: Schema, swiftNames: [String: String], problems: [String: [Finding]],
                             inlineRows: [String: [(String, [AuditResult.FieldRow])]]) -> [String] {
        let unions = schema.declarations.filter { $0.kind == .union || ($0.kind == .object && !$0.genericParameters.isEmpty) }
        guard !unions.isEmpty else { return [] }
        var out = ["## Response Envelope and Union Verification", ""]
        for u in unions {
            let swift = swiftNames[u.name]
            let issues = (problems[u.name] ?? []) + (inlineRows[u.name] ?? []).flatMap { problems[$0.0] ?? [] }
                + (u.variants ?? []).compactMap(\.type.referencedDeclaration).flatMap { problems[$0] ?? [] }
            let shape = u.kind == .union
                ? "union on `\(u.discriminator ?? "")` of " + (u.variants ?? []).map { "`\($0.type.typeScriptText)`" }.joined(separator: " \\| ")
                : "generic object `\(u.name)<\(u.genericParameters.map(\.name).joined(separator: ", "))>`"
            out += ["- \(issues.isEmpty && swift != nil ? "✅" : "❌") **\(u.name)**: \(shape) ↔ \(swift.map { "`\($0)`" } ?? "no Swift type")"]
        }
        return out + [""]
    }

    static func correspondenceSection(_ result: AuditResult) -> [String] {
        var out = ["## Type Correspondences", "", "| Contract | Swift | How | Direction |", "|---|---|---|---|"]
        for c in result.correspondences {
            let direction = c.direction.map { d in c.directionEvidence.map { "\(d): \($0)" } ?? d } ?? ""
            out += ["| \(c.contract) | `\(c.swift)` | \(c.method) | \(direction) |"]
        }
        out += [""]
        let inferred = result.correspondences.filter { $0.method != "same name" && $0.method != "pinned in config" }
        if !inferred.isEmpty {
            out += ["Pairs found by inference. To make them explicit, add this to contractkit.json:", "", "```json",
                    pins(inferred), "```", ""]
        }
        if !result.modelCorrespondences.isEmpty {
            out += ["### Models", "", "| DTO | Model | How |", "|---|---|---|"]
            for c in result.modelCorrespondences { out += ["| \(c.contract) | `\(c.swift)` (`\(c.swiftLocation.file):\(c.swiftLocation.line)`) | \(c.method) |"] }
            out += [""]
        }
        return out
    }

    static func deviationSection(_ result: AuditResult) -> [String] {
        var out = ["## Intentional Deviations", ""]
        let infos = result.findings.filter { $0.severity == .info }
        if infos.isEmpty && result.waived.isEmpty { out += ["None.", ""] }
        for (f, reason) in result.waived {
            out += ["- **Waived** `\(f.rule)` on \(f.symbol): \(reason)" + (f.swift.map { " (`\($0.description)`)" } ?? "")]
        }
        for f in infos {
            out += ["- `\(f.rule)` on \(f.symbol): \(f.message)" + (f.swift.map { " (`\($0.description)`)" } ?? "")]
        }
        if !infos.isEmpty { out += [""] }
        return out
    }

    static func filesSection(contractFiles: [String], files: [ScannedFile], models: [ScannedFile], mappers: [ScannedFile]) -> [String] {
        var out = ["## Files Audited", "", "### TypeScript", ""]
        out += contractFiles.map { "- `\($0)`" }
        out += ["", "### Swift", ""]
        out += files.map { "- `\($0.path)` (\($0.lineCount) lines)" }
        if !models.isEmpty { out += ["", "### Models", ""] + models.map { "- `\($0.path)` (\($0.lineCount) lines)" } }
        if !mappers.isEmpty { out += ["", "### Mappers", ""] + mappers.map { "- `\($0.path)` (\($0.lineCount) lines)" } }
        var seen = Set<String>()
        let total = (files + models + mappers).filter { seen.insert($0.path).inserted }.reduce(0) { $0 + $1.lineCount }
        return out + ["", "**Total Swift lines reviewed:** \(total)", ""]
    }

    /// The `audit.types` pins that reproduce the given pairs, as JSON to paste into the config.
    static func pins(_ pairs: [Correspondence]) -> String {
        var w = JSONWriter()
        w.object { w in
            w.key("audit")
            w.object { w in
                w.key("types")
                w.object { w in
                    for c in pairs.sorted(by: { $0.contract < $1.contract }) { w.field(c.contract, c.swift) }
                }
            }
        }
        return w.text.trimmingCharacters(in: .newlines)
    }

    /// A block per finding, with a change checklist on the first finding of a field.
    static func findingsSection(_ result: AuditResult) -> [String] {
        let problems = result.findings.filter { $0.severity != .info }
        var out = ["## Findings", ""]
        if problems.isEmpty { out += ["None.", ""] }
        var checklisted = Set<String>()
        for (i, f) in problems.enumerated() {
            let rule = AuditRule.rule(f.rule)
            out += ["### \(i + 1). \(icon(f.severity)) `\(f.rule)`: \(f.symbol)", ""]
            out += ["- **Severity:** \(f.severity.rawValue)"]
            if let c = f.contract { out += ["- **Contract:** `\(c.description)`"] }
            if let s = f.swift { out += ["- **Swift:** `\(s.description)`"] }
            out += ["- **Layer:** \(f.layer)", "- **Problem:** \(f.message)"]
            if let flow = f.dataFlow { out += ["- **Data flow:** \(flow)"] }
            if let variant = f.variant { out += [Self.payloadLine(variant, type: f.type)] }
            if let evidence = f.evidence { out += ["- **Decoding:** \(evidence)"] }
            if let rule { out += ["- **Why it matters:** \(rule.why)", "- **Fix:** \(rule.fix)"] }
            out += ["- **Fingerprint:** `\(f.fingerprint)`", ""]
            if let field = f.field, let side = ChangeChecklist.Side.of(f.rule), checklisted.insert(f.symbol).inserted {
                out += ["Change checklist for `\(f.type).\(field)`:", ""]
                out += ChangeChecklist.markdown(ChangeChecklist.items(type: f.type, field: side == .contract ? LossFlowchart.wireKey(field, contractFields: [], convertsFromSnakeCase: result.convertsFromSnakeCase) : field,
                                                               contractFile: f.contract?.file, audit: result, side: side))
                out += [""]
            }
        }
        return out
    }

    private enum ReportPart: Sendable {
        case findings
        case flowcharts
        case verification(Range<Int>)
        case dataFlow(Range<Int>)
    }

    /// `0..<count` in runs of about 100 (one run when smaller), so a large report's tables
    /// render on all cores.
    static func runs(_ count: Int) -> [Range<Int>] {
        let n = max(1, count / 100)
        return (0..<n).map { (count * $0 / n)..<(count * ($0 + 1) / n) }
    }

    /// A field table per matched object type, with its inline objects, each folded in a
    /// `<details>` block; the section's heading before the first run.
    static func verificationSection(_ result: AuditResult, _ declarations: ArraySlice<Declaration>, first: Bool, swiftNames: [String: String],
                                    inlineTables: [String: [(String, [AuditResult.FieldRow])]], problems: [String: [Finding]]) -> [String] {
        var out = first ? ["## Full Contract Verification", "", "Types with findings first. ✅ no finding, ℹ️ notes only, ❌ an error or a warning.", ""] : []
        for decl in declarations {
            guard let rows = result.fieldRows[decl.name] else { continue }
            let swiftName = swiftNames[decl.name] ?? "?"
            let inline = inlineTables[decl.name] ?? []
            let mark = status(rows, problems[decl.name] ?? [], inline: inline, problems)
            out += ["<details><summary>\(mark) <b>\(decl.name)</b> (\(rows.count) fields) ↔ <code>\(swiftName)</code></summary>", ""]
            out += fieldTable(rows)
            for (path, nestedRows) in inline.sorted(by: { $0.0 < $1.0 }) {
                out += ["#### \(path) (inline object)", ""] + fieldTable(nestedRows)
            }
            out += ["</details>", ""]
        }
        return out
    }

    /// A type's mark: ❌ for any error or warning on it, its rows or its inline objects, at
    /// any layer; ℹ️ when it has only notes; ✅ only when it has no finding at all.
    static func status(_ rows: [AuditResult.FieldRow], _ findings: [Finding], inline: [(String, [AuditResult.FieldRow])],
                       _ problems: [String: [Finding]]) -> String {
        let inlineFindings = inline.flatMap { problems[$0.0] ?? [] }
        let severities = (findings + inlineFindings).map(\.severity) + (rows + inline.flatMap(\.1)).compactMap(\.severity)
        if severities.contains(where: { $0 != .info }) { return "❌" }
        return severities.isEmpty ? "✅" : "ℹ️"
    }

    /// A flowchart per DTO with findings: where each field is lost on its way into the app.
    static func flowchartSection(_ result: AuditResult, _ schema: Schema, swiftNames: [String: String], problems: [String: [Finding]]) -> [String] {
        let flows = Dictionary(result.dataFlows.map { ($0.contractType, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [String] = []
        for decl in schema.declarations where decl.kind == .object {
            let charted = LossFlowchart.render(type: decl.name, contractFile: (problems[decl.name] ?? []).first?.contract?.file ?? decl.location.file,
                                               findings: problems[decl.name] ?? [], swift: swiftNames[decl.name], flow: flows[decl.name],
                                               contractFields: Set((decl.fields ?? []).map(\.name)), convertsFromSnakeCase: result.convertsFromSnakeCase)
            guard !charted.isEmpty else { continue }
            out += ["### \(decl.name)", ""] + charted
        }
        guard !out.isEmpty else { return [] }
        return ["## Where Fields Are Lost", "", "Each DTO with findings, from the contract into the app. A crossed arrow (❌) is the hop where the named fields stop.", ""] + out
    }

    /// One table per DTO that has a model or mappers: where each field's value stops. The
    /// section's heading before the first run of flows.
    static func dataFlowSection(_ result: AuditResult, _ run: Range<Int>) -> [String] {
        guard !result.dataFlows.isEmpty else { return [] }
        var out = run.lowerBound > 0 ? [] : ["## Data Flow", "", "Each contract field from the backend through the Swift DTO and the mappers into the model."
            + " ✅ the layer has it, ❌ the value stops there, ➖ a waiver accepts the gap, — no mapper of that kind.", ""]
        // A waived gap is accepted: shown as such, and it does not mark the DTO incomplete.
        let waived = Set(result.waived.map { "\($0.finding.rule)|\($0.finding.type)|\($0.finding.field ?? "")" })
        for flow in result.dataFlows[run] {
            let isWaived = { (rule: AuditRule, row: DataFlowRow) in !waived.isEmpty && waived.contains("\(rule.id)|\(flow.contractType)|\(row.field)") }
            let complete = flow.rows.allSatisfy { row in
                row.dtoProperty != nil
                    && (flow.model == nil || row.modelProperty != nil || isWaived(.modelMissingProperty, row))
                    && ((flow.readByCreate(row) != false && flow.readByMerge(row) != false) || isWaived(.mapperUnreadField, row) || isWaived(.mapperInconsistent, row))
            }
            out += ["<details><summary>\(complete ? "✅" : "❌") <b>\(flow.contractType)</b> → <code>\(flow.model ?? "?")</code></summary>", ""]
            let create = flow.createMappers.isEmpty ? "none" : flow.createMappers.map { "`\($0)`" }.joined(separator: ", ")
            let merge = flow.mergeMappers.isEmpty ? "none" : flow.mergeMappers.map { "`\($0)`" }.joined(separator: ", ")
            out += ["Model: " + (flow.model.map { "`\($0)`" + (flow.modelMethod.map { " (\($0))" } ?? "") } ?? "none") + ". Create: \(create). Merge: \(merge).", ""]
            out += ["| Field | DTO | Model | Mapper (create) | Mapper (merge) |", "|---|---|---|---|---|"]
            for row in flow.rows {
                let dto = row.dtoProperty.map { "✅" + ($0 == row.field ? "" : " `\($0)`") } ?? "❌"
                let model = flow.model == nil ? "—" : row.modelProperty.map { "✅" + ($0 == row.field ? "" : " `\($0)`") }
                    ?? (isWaived(.modelMissingProperty, row) ? "➖ waived" : "❌")
                let mapperWaived = isWaived(.mapperUnreadField, row) || isWaived(.mapperInconsistent, row)
                let mark = { (read: Bool?) in read.map { $0 ? "✅" : mapperWaived ? "➖ waived" : "❌" } ?? "—" }
                out += ["| \(row.field) | \(dto) | \(model) | \(mark(flow.readByCreate(row))) | \(mark(flow.readByMerge(row))) |"]
            }
            out += ["", "</details>", ""]
        }
        return out
    }

    static func icon(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: "❌"
        case .warning: "⚠️"
        case .info: "ℹ️"
        }
    }

    static func fieldTable(_ rows: [AuditResult.FieldRow]) -> [String] {
        var out = ["| Field | TypeScript Type | Swift Type | Status |", "|---|---|---|---|"]
        out.reserveCapacity(rows.count + 3)
        for row in rows {
            // Appended piece by piece into one buffer: a large app's report has tens of thousands of rows.
            var line = "| "
            line.reserveCapacity(row.field.utf8.count + row.typeScript.utf8.count + (row.swift?.utf8.count ?? 0) + 32)
            line += row.field
            // A Swift property the contract does not have: no TypeScript type.
            if row.typeScript.isEmpty { line += " | — | " } else { line += " | `"; line += escape(row.typeScript); line += "` | " }
            if let swift = row.swift { line += "`"; line += escape(swift); line += "` | " } else { line += "— | " }
            if let severity = row.severity { line += icon(severity); line += " "; line += row.rule?.rawValue ?? "" } else { line += "✅" }
            line += " |"
            out.append(line)
        }
        return out + [""]
    }

    static func escape(_ s: String) -> String { s.replacingAll("|", "\\|") }
}

extension MarkdownAuditReport {
    /// The payloads that showed a runtime finding; for one generated variant, the command that prints it.
    static func payloadLine(_ variants: String, type: String) -> String {
        let names = variants.split(separator: ",").map { String($0).trimmingSpaces() }
        let shown = names.map { "`\($0)`" }.joined(separator: ", ")
        let generated = ["full", "minimal", "nulls", "unknown-enum"].contains(names.first ?? "") || names.first?.hasPrefix("variant-") == true
        if names.count == 1, generated {
            return "- **Payload:** \(shown) (see `contractkit examples --type \(type) --variant \(names[0])`)"
        }
        return "- **\(names.count == 1 ? "Payload" : "Payloads"):** \(shown)"
    }
}
