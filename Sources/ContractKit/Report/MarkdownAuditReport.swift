import Foundation

/// The Markdown report for reviewers. Its top fits one screen: the verdict and the counts
/// by rule and by layer; then the findings, worst first; a flowchart per DTO that loses
/// fields; and each type's table folded in a `<details>` block, types with findings first.
/// It holds no timestamp unless a date is given, so the same inputs give the same bytes.
public enum MarkdownAuditReport {
    public static func render(_ result: AuditResult, schema: Schema, files: [ScannedFile], contractFiles: [String], date: String? = nil,
                              models: [ScannedFile] = [], mappers: [ScannedFile] = []) -> String {
        // Indexes built once: a large contract has thousands of types. Every section reads
        // its marks from `facts`, so none can disagree with the findings.
        let swiftNames = Dictionary((result.correspondences + result.unionArms).map { ($0.contract, $0.swift) }, uniquingKeysWith: { a, _ in a })
        let facts = ReportFacts(result, schema: schema)
        let audited = AuditedFiles(dtos: files, models: models, mappers: mappers)
        var inlineRows: [String: [(String, [AuditResult.FieldRow])]] = [:]
        for (path, rows) in result.fieldRows where path.hasByte(UInt8(ascii: ".")) {
            inlineRows[String(path.prefix { $0 != "." }), default: []].append((path, rows))
        }
        let head = header(result, audited, date: date, contractFiles: contractFiles)

        // The largest sections (a block per finding, a table per type) are independent,
        // and a large contract's tables are cut into runs of types: every part is rendered
        // and joined on whichever core is free, and the parts are kept in order.
        let inlineTables = inlineRows
        let objects = schema.declarations.filter { $0.kind == .object && result.fieldRows[$0.name] != nil }
        // Types with findings first; each type's status is worked out once, on all cores.
        let isFlagged = Parallel.chunks(objects.count, serialBelow: 200) { range in
            objects[range].map { d in status(d, inline: inlineTables[d.name] ?? [], facts) != "✅" }
        }.flatMap { $0 }
        let verified = zip(objects, isFlagged).filter(\.1).map(\.0) + zip(objects, isFlagged).filter { !$0.1 }.map(\.0)
        let parts = [ReportPart.findings, .flowcharts] + Self.runs(verified.count).map(ReportPart.verification) + Self.runs(result.dataFlows.count).map(ReportPart.dataFlow)
        // Each part's lines are joined where it was rendered: a large report's megabytes are
        // not joined line by line on one core.
        let sections = Parallel.map(parts.count) { i -> String? in
            let lines: [String]
            switch parts[i] {
            case .findings: lines = findingsSection(result)
            case .flowcharts: lines = flowchartSection(result, schema, swiftNames: swiftNames, facts: facts)
            case .verification(let run):
                lines = verificationSection(result, verified[run], first: run.lowerBound == 0, swiftNames: swiftNames,
                                            inlineTables: inlineTables, facts: facts, column: typeColumn(contractFiles))
            case .dataFlow(let run): lines = dataFlowSection(result, run, facts: facts)
            }
            return lines.isEmpty ? nil : lines.joined(separator: "\n")
        }
        let tail = enumSection(schema, swiftNames: swiftNames, facts: facts)
            + unionSection(schema, swiftNames: swiftNames, facts: facts, inlineRows: inlineRows)
            + correspondenceSection(result) + deviationSection(result) + notesSection(result)
            + filesSection(contractFiles: contractFiles, audited)
        return ([head.joined(separator: "\n")] + sections.compactMap { $0 } + [tail.joined(separator: "\n")])
            .joined(separator: "\n")
    }

    /// What the contract is written in, from its files' names: TypeScript, an OpenAPI or
    /// JSON Schema document, or both.
    static func contractKind(_ files: [String]) -> String {
        let typeScript = files.contains { $0.hasSuffix(".ts") || $0.hasSuffix(".mts") || $0.hasSuffix(".cts") }
        let documents = files.contains { [".json", ".yaml", ".yml"].contains(where: $0.hasSuffix) }
        switch (typeScript, documents) {
        case (false, true): return "contract's OpenAPI or JSON Schema document"
        case (true, true): return "contract (TypeScript and OpenAPI or JSON Schema)"
        default: return "TypeScript contract"
        }
    }

    /// The field tables' title for the contract's types, after what the contract is written in.
    static func typeColumn(_ files: [String]) -> String {
        switch contractKind(files) {
        case "TypeScript contract": "TypeScript Type"
        case "contract's OpenAPI or JSON Schema document": "Schema Type"
        default: "Contract Type"
        }
    }

    static func header(_ result: AuditResult, _ audited: AuditedFiles, date: String?, contractFiles: [String] = []) -> [String] {
        var out: [String] = ["# API Contract Compliance Audit", ""]
        if let date { out += ["**Date:** \(date)  "] }
        let layers = ["Swift DTOs"] + (audited.auditsModels ? ["models"] : []) + (audited.auditsMappers ? ["mappers"] : [])
        out += ["**Scope:** \(layers.count == 1 ? layers[0] : layers.dropLast().joined(separator: ", ") + " and " + layers.last!) against the \(contractKind(contractFiles)), field by field", ""]
        let summary = AuditReport.Summary(result)
        out += ["## Executive Summary", ""]
        var status = summary.errors == 0 ? "✅ **Compliant**: no errors" : "❌ **Not compliant**: \(summary.errors) error\(summary.errors == 1 ? "" : "s")"
        if !result.unreadContract.isEmpty {
            // Types a syntax error hid were not audited: never a clean bill of health.
            if summary.errors == 0 { status = "❌ **Not verified**: the contract did not read whole" }
            status += "\n\nSyntax errors left \(result.unreadContract.count) contract statement\(result.unreadContract.count == 1 ? "" : "s") unread; "
                + "the types declared there were not audited: " + result.unreadContract.joined(separator: ", ") + "."
        }
        if !result.contractErrorFiles.isEmpty {
            if summary.errors == 0 && result.unreadContract.isEmpty { status = "❌ **Not verified**: the contract did not read whole" }
            status += "\n\nErrors in the contract (in the diagnostics) left some fields or types unread in "
                + result.contractErrorFiles.map { "`\($0)`" }.joined(separator: ", ") + "; what they are in was audited in part."
        }
        if !result.swiftErrorFiles.isEmpty {
            if summary.errors == 0 && result.unreadContract.isEmpty && result.contractErrorFiles.isEmpty { status = "❌ **Not verified**: an app file did not read" }
            status += "\n\nErrors in the diagnostics left \(result.swiftErrorFiles.count) of the app's files out of the audit; "
                + "the types declared there were not audited: " + result.swiftErrorFiles.map { "`\($0)`" }.joined(separator: ", ") + "."
        }
        out += [status, ""]
        if let baseline = result.baseline {
            let newCount = result.findings.filter { $0.baselineState == .new && $0.severity != .info }.count
            let known = result.findings.filter { $0.baselineState == .unchanged }.count
            out += ["**Baseline** (`\(baseline.file)`): \(newCount) new, \(known) known, \(baseline.fixed.count) fixed since it was written."
                + (baseline.fixed.isEmpty ? "" : " Write it again with `--write-baseline` to shrink it."), ""]
        }
        out += ["| Errors | Warnings | Info | Waived |", "|---|---|---|---|", "| \(summary.errors) | \(summary.warnings) | \(summary.infos) | \(summary.waived) |", ""]
        // The files listed under "Files Audited", each once, whatever roles it was given.
        let all = audited.all
        out += ["Audited \(result.correspondences.count) contract types against \(all.reduce(0) { $0 + $1.types.count }) Swift declarations in \(all.count) files.", ""]
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

    /// Each contract enum with its Swift enum and every finding on it, notes included: an
    /// enum whose cases were not compared says so (its `enum-widened` note), and ✅ means
    /// its cases were compared and nothing was found.
    static func enumSection(_ schema: Schema, swiftNames: [String: String], facts: ReportFacts) -> [String] {
        let enums = schema.declarations.filter { $0.kind == .enumeration }
        guard !enums.isEmpty else { return [] }
        var out = ["## Enum Verification", "", "| Enum | TS values | Swift | Status |", "|---|---|---|---|"]
        var total = 0
        for e in enums {
            let count = e.cases?.count ?? 0
            total += count
            let swift = swiftNames[e.name]
            let status = typeStatus(facts.byType[e.name] ?? [], waived: facts.waivedByType[e.name] ?? [], paired: swift != nil, kind: "enum")
            out += ["| \(e.name) | \(count) values | \(swift.map { "`\($0)`" } ?? "—") | \(status) |"]
        }
        return out + ["", "**Total:** \(total) enum values across \(enums.count) enums", ""]
    }

    static func unionSection(_ schema: Schema, swiftNames: [String: String], facts: ReportFacts,
                             inlineRows: [String: [(String, [AuditResult.FieldRow])]]) -> [String] {
        let unions = schema.declarations.filter { $0.kind == .union || ($0.kind == .object && !$0.genericParameters.isEmpty) }
        guard !unions.isEmpty else { return [] }
        var out = ["## Response Envelope and Union Verification", ""]
        for u in unions {
            let swift = swiftNames[u.name]
            let issues = (facts.byType[u.name] ?? []) + (inlineRows[u.name] ?? []).flatMap { facts.byType[$0.0] ?? [] }
                + (u.variants ?? []).compactMap(\.type.referencedDeclaration).flatMap { facts.byType[$0] ?? [] }
            let shape = u.kind == .union
                ? "union on `\(u.discriminator ?? "")` of " + (u.variants ?? []).map { "`\($0.type.typeScriptText)`" }.joined(separator: " \\| ")
                : "generic object `\(u.name)<\(u.genericParameters.map(\.name).joined(separator: ", "))>`"
            let mark = swift == nil && issues.isEmpty ? "➖" : ReportFacts.mark(issues)
            out += ["- \(mark) **\(u.name)**: \(shape) ↔ \(swift.map { "`\($0)`" } ?? "no Swift type, and none reported missing")"]
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
        if !result.unionArms.isEmpty {
            out += ["Union variants held by enum cases, audited by the keys each case's branch of `init(from:)` reads:", "",
                    "| Contract | Swift case | How |", "|---|---|---|"]
            for c in result.unionArms { out += ["| \(c.contract) | `\(c.swift)` | \(c.method) |"] }
            out += [""]
        }
        // A same-name pair whose Swift type another inferred pair shares is pinned too: a pin alone
        // would take the Swift type first.
        let shared = Set(result.correspondences.filter { $0.method != "same name" && $0.method != "pinned in config" }.map(\.swift))
        let inferred = result.correspondences.filter { $0.method != "pinned in config" && ($0.method != "same name" || shared.contains($0.swift)) }
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

    /// The findings a waiver in contractkit.json accepted, with its reason: nothing else is
    /// intentional by the audit's account.
    static func deviationSection(_ result: AuditResult) -> [String] {
        var out = ["## Intentional Deviations", ""]
        if result.waived.isEmpty { out += ["None.", ""] }
        for (f, reason) in result.waived {
            out += ["- **Waived** `\(f.rule)` on \(f.symbol): \(reason)" + (f.swift.map { " (`\($0.description)`)" } ?? "")]
        }
        if !result.waived.isEmpty { out += [""] }
        return out
    }

    /// The info findings: differences the audit accepts by itself (an enum held by `String`,
    /// a type only partly read), which no one had to waive.
    static func notesSection(_ result: AuditResult) -> [String] {
        let infos = result.findings.filter { $0.severity == .info }
        guard !infos.isEmpty else { return [] }
        return ["## Notes", ""] + infos.map { f in
            "- `\(f.rule)` on \(f.symbol): \(f.message)" + (f.swift.map { " (`\($0.description)`)" } ?? "")
        } + [""]
    }

    /// Every file read, each once, under the first role it was given.
    static func filesSection(contractFiles: [String], _ audited: AuditedFiles) -> [String] {
        let heading = typeColumn(contractFiles) == "TypeScript Type" ? "TypeScript" : typeColumn(contractFiles) == "Schema Type" ? "OpenAPI or JSON Schema" : "Contract"
        var out = ["## Files Audited", "", "### \(heading)", ""]
        out += contractFiles.map { "- `\($0)`" }
        out += ["", "### Swift", ""]
        out += audited.dtos.map { "- `\($0.path)` (\($0.lineCount) lines)" }
        if !audited.models.isEmpty { out += ["", "### Models", ""] + audited.models.map { "- `\($0.path)` (\($0.lineCount) lines)" } }
        if !audited.mappers.isEmpty { out += ["", "### Mappers", ""] + audited.mappers.map { "- `\($0.path)` (\($0.lineCount) lines)" } }
        return out + ["", "**Total Swift lines reviewed:** \(audited.all.reduce(0) { $0 + $1.lineCount })", ""]
    }

    /// An enum's status from the findings on it: each one with its mark, the waived ones as
    /// ➖, ✅ only when it was paired and nothing was found, ➖ when it has no Swift
    /// counterpart and none was reported missing.
    static func typeStatus(_ findings: [Finding], waived: [Finding], paired: Bool, kind: String) -> String {
        let marks = findings.map { f in
            "\(icon(f.severity)) \(f.rule)" + (f.field.map { ": \($0)" } ?? (f.rule == .enumWidened ? ": cases not compared" : ""))
        } + waived.map { "➖ waived \($0.rule)" + ($0.field.map { ": \($0)" } ?? "") }
        if !marks.isEmpty { return marks.joined(separator: "<br>") }
        return paired ? "✅" : "➖ no Swift \(kind), and none reported missing"
    }

    /// The `audit.types` pins that reproduce the given pairs, as JSON to paste into the config.
    static func pins(_ pairs: [Correspondence]) -> String {
        var w = JSONWriter()
        w.object { w in
            w.key("audit")
            w.object { w in
                w.key("types")
                w.object { w in
                    // An instance of a generic is found again with its fellow instances, which one pin would drop.
                    for c in pairs.sorted(by: { $0.contract < $1.contract }) where !TypeMatcher.isGenericInstance(c.method) { w.field(c.contract, c.swift) }
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
            if let state = f.baselineState { out += ["- **Baseline:** " + (state == .unchanged ? "known debt, in the baseline (does not fail the gate)" : "new since the baseline")] }
            if let provenance = f.provenance { out += ["- **Provenance:** " + provenance.sentence(contractFile: f.contract?.file, swiftFile: f.swift?.file)] }
            if let rule { out += ["- **Why it matters:** \(rule.why)", "- **Fix:** \(rule.fix)"] }
            out += ["- **Fingerprint:** `\(f.fingerprint)`", ""]
            if let field = f.field, let side = ChangeChecklist.Side.of(f.rule), checklisted.insert(f.symbol).inserted {
                out += ["Change checklist for `\(f.type).\(field)`:", ""]
                out += ChangeChecklist.markdown(ChangeChecklist.items(type: f.type, field: side == .contract ? LossFlowchart.wireKey(field, contractFields: [], convertsFromSnakeCase: result.convertsFromSnakeCase) : field,
                                                               contractFile: f.contract?.file, audit: result, side: side))
                out += [""]
            }
        }
        if let fixed = result.baseline?.fixed, !fixed.isEmpty {
            out += ["### Fixed since the baseline", ""] + fixed.map { "- `\($0.rule)` on \($0.symbol)" } + [""]
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
                                    inlineTables: [String: [(String, [AuditResult.FieldRow])]], facts: ReportFacts,
                                    column: String = "TypeScript Type") -> [String] {
        var out = first ? ["## Full Contract Verification", "", "Types with findings first. ✅ no finding, ℹ️ notes only, ❌ an error or a warning.", ""] : []
        for decl in declarations {
            guard let rows = result.fieldRows[decl.name] else { continue }
            let swiftName = swiftNames[decl.name] ?? "?"
            let inline = inlineTables[decl.name] ?? []
            let mark = status(decl, inline: inline, facts)
            out += ["<details><summary>\(mark) <b>\(decl.name)</b> (\(rows.count) fields) ↔ <code>\(swiftName)</code></summary>", ""]
            out += fieldTable(rows, owner: decl.name, facts, column: column)
            for (path, nestedRows) in inline.sorted(by: { $0.0 < $1.0 }) {
                out += ["#### \(path) (inline object)", ""] + fieldTable(nestedRows, owner: path, facts, column: column)
            }
            out += ["</details>", ""]
        }
        return out
    }

    /// A type's mark from the findings on it, its inline objects and the enums and unions
    /// its fields hold, at any layer: ❌ for an error or a warning, ℹ️ when it has only
    /// notes, ✅ only when it has no finding.
    static func status(_ decl: Declaration, inline: [(String, [AuditResult.FieldRow])], _ facts: ReportFacts) -> String {
        let findings = facts.findings(decl.name, fields: decl.fields ?? []) + inline.flatMap { facts.byType[$0.0] ?? [] }
        if findings.contains(where: { $0.severity != .info }) { return "❌" }
        return findings.isEmpty ? "✅" : "ℹ️"
    }

    /// A flowchart per DTO with findings: where each field is lost on its way into the app.
    static func flowchartSection(_ result: AuditResult, _ schema: Schema, swiftNames: [String: String], facts: ReportFacts) -> [String] {
        let flows = Dictionary(result.dataFlows.map { ($0.contractType, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [String] = []
        for decl in schema.declarations where decl.kind == .object {
            let findings = facts.findings(decl.name, fields: decl.fields ?? [])
            // A chart needs a finding that stops a value: most types have none.
            guard findings.contains(where: \.stopsTheValue) else { continue }
            let charted = LossFlowchart.render(type: decl.name, contractFile: facts.byType[decl.name]?.first?.contract?.file ?? decl.location.file,
                                               findings: findings, swift: swiftNames[decl.name], flow: flows[decl.name],
                                               contractFields: Set((decl.fields ?? []).map(\.name)), convertsFromSnakeCase: result.convertsFromSnakeCase)
            guard !charted.isEmpty else { continue }
            out += ["### \(decl.name)", ""] + charted
        }
        guard !out.isEmpty else { return [] }
        return ["## Where Fields Are Lost", "", "Each DTO with a finding that stops a field's value, from the contract into the app. A crossed arrow"
            + " is the first hop where the named fields stop: ❌ by an error, ⚠️ by a warning (on some path, or for some values).", ""] + out
    }

    /// One table per DTO that has a model or mappers: where each field's value stops, as
    /// the findings on the field say. The section's heading before the first run of flows.
    static func dataFlowSection(_ result: AuditResult, _ run: Range<Int>, facts: ReportFacts) -> [String] {
        guard !result.dataFlows.isEmpty else { return [] }
        var out = run.lowerBound > 0 ? [] : ["## Data Flow", "", "Each contract field from the backend through the Swift DTO and the mappers into the model,"
            + " marked by the findings on it: ✅ the layer carries it, ❌ an error there stops its value, ⚠️ a warning there"
            + " (it stops on some path, or for some values), ➖ accepted (a waiver, or a gap no rule reports), — no such layer.", ""]
        for flow in result.dataFlows[run] {
            let marks = flow.rows.map { facts.marks(flow, $0) }
            // The DTO's own findings at the model and mapper layers that name no field (no
            // mapper takes the DTO) count too.
            // The worst, read in place: every row of every flow asks.
            var worst: FindingSeverity?
            func consider(_ mark: HopMark) {
                if case .stopped(let severity, _) = mark, worst.map({ $0 < severity }) ?? true { worst = severity }
            }
            for m in marks {
                consider(m.dto)
                consider(m.model)
                consider(m.create)
                consider(m.merge)
            }
            for f in facts.byType[flow.contractType] ?? [] where f.field == nil && f.layer != .dto && f.stopsTheValue {
                if worst.map({ $0 < f.severity }) ?? true { worst = f.severity }
            }
            let summary = worst.map(icon) ?? "✅"
            out += ["<details><summary>\(summary) <b>\(flow.contractType)</b> → <code>\(flow.model ?? "?")</code></summary>", ""]
            let create = flow.createMappers.isEmpty ? "none" : flow.createMappers.map { "`\($0)`" }.joined(separator: ", ")
            let merge = flow.mergeMappers.isEmpty ? "none" : flow.mergeMappers.map { "`\($0)`" }.joined(separator: ", ")
            out += ["Model: " + (flow.model.map { "`\($0)`" + (flow.modelMethod.map { " (\($0))" } ?? "") } ?? "none") + ". Create: \(create). Merge: \(merge).", ""]
            // The table as bytes into one buffer, made one string joined by line breaks (as the field tables are).
            var table: [UInt8] = []
            table.reserveCapacity(flow.rows.reduce(64) { $0 + $1.field.utf8.count + 64 })
            table.append(utf8: "| Field | DTO | Model | Mapper (create) | Mapper (merge) |\n|---|---|---|---|---|")
            func addCell(_ hop: HopMark) {
                table.append(utf8: " | ")
                // Most cells are the bare mark.
                if case .carried(let name) = hop, name == nil { table.append(utf8: hop.symbol) } else if hop == .absent { table.append(utf8: hop.symbol) } else { table.append(utf8: cell(hop)) }
            }
            for (row, mark) in zip(flow.rows, marks) {
                table.append(utf8: "\n| ")
                table.append(utf8: row.field)
                addCell(mark.dto)
                addCell(mark.model)
                addCell(mark.create)
                addCell(mark.merge)
                table.append(utf8: " |")
            }
            out.append(String(decoding: table, as: UTF8.self))
            out += ["", "</details>", ""]
        }
        return out
    }

    /// A data-flow table cell: the mark, with the rule that set it or the name the layer uses.
    static func cell(_ mark: HopMark) -> String {
        switch mark {
        case .carried(let name): mark.symbol + (name.map { " `\($0)`" } ?? "")
        case .stopped(_, let rule): mark.symbol + " \(rule)"
        case .waived: mark.symbol + " waived"
        case .notExpected: mark.symbol + " not expected"
        case .absent: mark.symbol
        }
    }

    static func icon(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: "❌"
        case .warning: "⚠️"
        case .info: "ℹ️"
        }
    }

    /// A type's field table; each status is read from the findings on the field.
    /// The rows are one string, joined by line breaks: the report joins its lines with them.
    static func fieldTable(_ rows: [AuditResult.FieldRow], owner: String, _ facts: ReportFacts, column: String = "TypeScript Type") -> [String] {
        // Appended as bytes into one buffer per table, made a string once: a large app's report
        // has tens of thousands of rows.
        var table: [UInt8] = []
        table.reserveCapacity(rows.reduce(80) { $0 + $1.field.utf8.count + $1.typeScript.utf8.count + ($1.swift?.utf8.count ?? 0) + 48 })
        table.append(utf8: "| Field | ")
        table.append(utf8: column)
        table.append(utf8: " | Swift Type | Status |\n|---|---|---|---|")
        for row in rows {
            table.append(utf8: "\n| ")
            table.append(utf8: row.field)
            // A Swift property the contract does not have: no contract type.
            if row.typeScript.isEmpty { table.append(utf8: " | — | ") } else { table.append(utf8: " | `"); table.append(utf8: escape(row.typeScript)); table.append(utf8: "` | ") }
            if let swift = row.swift { table.append(utf8: "`"); table.append(utf8: escape(swift)); table.append(utf8: "` | ") } else { table.append(utf8: "— | ") }
            table.append(utf8: facts.fieldStatus(owner, row.field))
            table.append(utf8: " |")
        }
        return [String(decoding: table, as: UTF8.self), ""]
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
