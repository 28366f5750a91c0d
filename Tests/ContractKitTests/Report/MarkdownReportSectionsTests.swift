import ContractKit
import Foundation
import XCTest

/// Every section of the Markdown report says what the findings say. A parcel-tracking app
/// (Fixtures/AuditCorpus/report-sections) has one finding of each kind: a CodingKey that
/// never matches, a dropped field, a field its model lacks, a field the update mapper skips,
/// a waived gap, a Swift-only optional key, an enum short of a value, an enum whose cases
/// cannot be compared, and notes. The test reads the JSON report's findings and checks each
/// Markdown section against them, so an expectation is never a string of the report itself.
final class MarkdownReportSectionsTests: XCTestCase {
    struct Reported {
        var rule: String
        var severity: String
        var type: String
        var field: String?
        var layer: String

        var topField: String? { field.map { String($0.prefix { $0 != "." }) } }
        var stops: Bool { severity != "info" && (RuleID(rawValue: rule)?.stopsTheValue ?? true) }
        var icon: String { severity == "error" ? "❌" : severity == "warning" ? "⚠️" : "ℹ️" }
        var symbol: String { field.map { "\(type).\($0)" } ?? type }
    }

    struct Audit {
        var findings: [Reported]
        var waived: [Reported]
        var flows: [[String: Any]]
        var markdown: [String]
        /// The contract's object fields that hold an enum or a union, by `Type.field`.
        var references: [String: String]
        /// Each object declaration's fields.
        var objectFields: [String: [String]]

        /// What stops a field: its own findings, and those of the enum or union it names
        /// (a value with no case fails the object that holds it), restated on the field.
        func stopping(_ type: String, _ field: String) -> [Reported] {
            let own = findings.filter { $0.type == type && $0.topField == field && $0.stops }
            guard let named = references["\(type).\(field)"] else { return own }
            return own + findings.filter { $0.type == named && $0.stops }.map { f in
                Reported(rule: f.rule, severity: f.severity, type: type, field: field, layer: f.layer)
            }
        }

        /// The lines of a `## ` section, without its heading.
        func section(_ title: String) -> [String] {
            guard let start = markdown.firstIndex(of: "## \(title)") else { return [] }
            return Array(markdown[(start + 1)...].prefix { !$0.hasPrefix("## ") })
        }
    }

    static let folder = "report-sections"

    func audit() throws -> Audit {
        let outcome = try AuditCorpusTests.run(Self.folder)
        XCTAssertEqual(outcome.reported.subtracting(outcome.expected).sorted().map(\.description), [], "errors and warnings on unmarked lines")
        XCTAssertEqual(outcome.expected.subtracting(outcome.reported.union(outcome.info)).sorted().map(\.description), [], "markers with no finding")
        func read(_ key: String) -> [Reported] {
            (outcome.report[key] as? [[String: Any]] ?? []).map { f in
                Reported(rule: f["rule"] as? String ?? "", severity: f["severity"] as? String ?? "error", type: f["type"] as? String ?? "",
                         field: f["field"] as? String, layer: f["layer"] as? String ?? "")
            }
        }
        let folder = AuditCorpusTests.root.appendingPathComponent(Self.folder)
        let args = try String(contentsOf: folder.appendingPathComponent("args"), encoding: .utf8).split(whereSeparator: \.isWhitespace).map(String.init)
        let markdown = try runCLI(["audit", "--contracts", "contract", "--format", "markdown"] + args, in: folder)
        XCTAssertEqual(markdown.exitCode, 1, markdown.stderr)
        let ir = try runCLI(["ir", "--contracts", "contract"], in: folder)
        var references: [String: String] = [:], objectFields: [String: [String]] = [:]
        let declarations = (try JSONSerialization.jsonObject(with: Data(ir.stdout.utf8)) as? [String: Any])?["declarations"] as? [[String: Any]] ?? []
        let valueSets = Set(declarations.filter { ["enum", "union"].contains($0["kind"] as? String) }.compactMap { $0["name"] as? String })
        for decl in declarations {
            guard decl["kind"] as? String == "object", let name = decl["name"] as? String else { continue }
            for field in decl["fields"] as? [[String: Any]] ?? [] {
                objectFields[name, default: []].append(field["name"] as? String ?? "")
                var type = field["type"] as? [String: Any]
                while let element = (type?["element"] ?? type?["value"]) as? [String: Any] { type = element }
                if type?["kind"] as? String == "reference", let name = type?["name"] as? String, valueSets.contains(name) {
                    references["\(decl["name"] as? String ?? "").\(field["name"] as? String ?? "")"] = name
                }
            }
        }
        return Audit(findings: read("findings"), waived: read("waived"), flows: outcome.report["dataFlows"] as? [[String: Any]] ?? [],
                     markdown: markdown.stdout.components(separatedBy: "\n"), references: references, objectFields: objectFields)
    }

    /// The fixture holds what the test is about: without these kinds, the checks below prove little.
    func testTheFixtureHasOneFindingOfEachKind() throws {
        let audit = try audit()
        let rules = Set(audit.findings.map(\.rule))
        for rule in ["coding-key-mismatch", "missing-field", "model-missing-property", "mapper-unread-field", "mapper-inconsistent",
                     "extra-optional-field", "enum-case-missing", "enum-widened"] {
            XCTAssertTrue(rules.contains(rule), "the fixture has a \(rule) finding")
        }
        XCTAssertFalse(audit.waived.isEmpty, "the fixture has a waived finding")
        XCTAssertTrue(audit.findings.contains { $0.severity == "info" }, "the fixture has a note")
    }

    func testTheCountsAreTheFindingsAndTheFilesListed() throws {
        let audit = try audit()
        let count = { (severity: String) in audit.findings.filter { $0.severity == severity }.count }
        let summary = audit.section("Executive Summary")
        XCTAssertTrue(summary.contains("| \(count("error")) | \(count("warning")) | \(count("info")) | \(audit.waived.count) |"), summary.joined(separator: "\n"))
        let listed = audit.section("Files Audited").filter { $0.hasPrefix("- `") && $0.hasSuffix(" lines)") }
        let scanned = try FileManager.default.subpathsOfDirectory(atPath: AuditCorpusTests.root.appendingPathComponent("\(Self.folder)/Sources").path)
            .filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(listed.count, scanned.count, "each Swift file read is listed once")
        XCTAssertEqual(Set(listed).count, listed.count)
        let declarations = summary.first { $0.hasPrefix("Audited ") } ?? ""
        XCTAssertTrue(declarations.hasSuffix(" in \(listed.count) files."), "\(declarations): the files listed under Files Audited")
        let headings = audit.section("Findings").filter { $0.hasPrefix("### ") }
        let problems = audit.findings.filter { $0.severity != "info" }
        XCTAssertEqual(headings, problems.enumerated().map { "### \($0.offset + 1). \($0.element.icon) `\($0.element.rule)`: \($0.element.symbol)" })
    }

    /// The flowchart crosses each field at the first hop where a finding stops its value,
    /// and names no field whose findings leave its value intact.
    func testTheFlowchartCrossesExactlyTheFieldsTheFindingsStop() throws {
        let audit = try audit()
        let chart = audit.section("Where Fields Are Lost")
        let hopOrder = ["dto": 0, "runtime": 0, "contract": 0, "mapper": 1, "model": 2]
        let edges = [0: "contract --", 1: "dto --", 2: "mapper --"]
        for (type, fields) in audit.objectFields {
            // The type's chart: from its heading to the next one.
            let lines = Array(chart.drop { $0 != "### \(type)" }.dropFirst().prefix { !$0.hasPrefix("### ") })
            let typeWide = audit.findings.filter { $0.type == type && $0.stops && !fields.contains($0.topField ?? "") }
            var first: [String: (hop: Int, severity: String)] = [:]
            for f in typeWide + fields.flatMap({ audit.stopping(type, $0) }) {
                let name = f.field ?? "(\(f.rule))"
                let hop = hopOrder[f.layer] ?? 0
                if let known = first[name], (known.hop, known.severity == "error" ? 0 : 1) <= (hop, f.severity == "error" ? 0 : 1) { continue }
                first[name] = (hop, f.severity)
            }
            for (hop, prefix) in edges {
                let expected = first.filter { $0.value.hop == hop }
                let edge = lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) } ?? ""
                XCTAssertEqual(edge.contains("--x"), !expected.isEmpty, "\(type): \(edge)")
                for (name, loss) in expected {
                    XCTAssertTrue(edge.contains(name), "\(type): \(name) is crossed at hop \(hop): \(edge)")
                    let group = loss.severity == "error" ? "❌" : "⚠️"
                    XCTAssertTrue(edge.contains(group), "\(type): \(name) is marked \(group): \(edge)")
                }
            }
        }
        // Findings that leave the value intact (an extra optional key, a note) cross nothing.
        for f in audit.findings where !f.stops {
            guard let name = f.field, !audit.findings.contains(where: { $0.stops && $0.field == name && $0.type == f.type }) else { continue }
            XCTAssertFalse(chart.contains { $0.contains("--x") && $0.contains(name) }, "\(f.symbol) (\(f.rule)) is drawn as lost")
        }
    }

    /// Each cell of the data-flow table is the worst finding of its layer on the field: a
    /// CodingKey that never matches is ❌ at the DTO although the DTO has the property.
    func testEveryDataFlowCellIsTheFindingsOnItsField() throws {
        let audit = try audit()
        let table = audit.section("Data Flow")
        XCTAssertFalse(audit.flows.isEmpty)
        for flow in audit.flows {
            let type = flow["contract"] as? String ?? ""
            let create = flow["createMappers"] as? [String] ?? [], merge = flow["mergeMappers"] as? [String] ?? []
            let start = table.firstIndex { $0.contains("<b>\(type)</b>") } ?? table.endIndex
            for row in flow["fields"] as? [[String: Any]] ?? [] {
                let field = row["field"] as? String ?? ""
                let readBy = Set(row["readBy"] as? [String] ?? [])
                guard let line = table[start...].first(where: { $0.hasPrefix("| \(field) |") }) else { XCTFail("\(type).\(field): no row"); continue }
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                let on = audit.stopping(type, field)
                let waived = audit.waived.filter { $0.type == type && $0.topField == field }
                func expect(_ cell: String, layers: Set<String>, skips: Bool, _ column: String) {
                    let stopping = on.filter { layers.contains($0.layer) && ($0.rule != "mapper-inconsistent" || skips) }
                    if let worst = stopping.first(where: { $0.severity == "error" }) ?? stopping.first {
                        XCTAssertEqual(cell, "\(worst.icon) \(worst.rule)", "\(type).\(field) \(column)")
                    } else if waived.contains(where: { layers.contains($0.layer) }) && (skips || column == "model") {
                        XCTAssertEqual(cell, "➖ waived", "\(type).\(field) \(column)")
                    } else {
                        XCTAssertFalse(cell.hasPrefix("❌") || cell.hasPrefix("⚠️"), "\(type).\(field) \(column): \(cell) with no finding")
                    }
                }
                expect(cells[1], layers: ["dto", "contract", "runtime"], skips: true, "DTO")
                expect(cells[2], layers: ["model"], skips: true, "model")
                if create.isEmpty { XCTAssertEqual(cells[3], "—") } else {
                    expect(cells[3], layers: ["mapper"], skips: !create.contains(where: readBy.contains), "create")
                }
                if merge.isEmpty { XCTAssertEqual(cells[4], "—") } else {
                    expect(cells[4], layers: ["mapper"], skips: !merge.contains(where: readBy.contains), "merge")
                }
            }
        }
        XCTAssertTrue(table.contains { $0.hasPrefix("| trackingCode | ❌ coding-key-mismatch |") }, "the key that never matches stops the value at the DTO")
        XCTAssertTrue(table.contains { $0.hasPrefix("| stage | ❌ enum-case-missing |") }, "a value the enum has no case for stops the field that holds it")
    }

    /// The enum table lists every finding on each enum, notes included: ✅ only for an
    /// enum whose cases were compared and agree.
    func testTheEnumTableShowsEveryFindingOnEachEnum() throws {
        let audit = try audit()
        let rows = audit.section("Enum Verification").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Enum ") }
        XCTAssertFalse(rows.isEmpty)
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let on = audit.findings.filter { $0.type == cells[0] }
            if on.isEmpty {
                XCTAssertTrue(cells[3] == "✅" || cells[3].hasPrefix("➖"), row)
            } else {
                XCTAssertFalse(cells[3].contains("✅"), row)
                for f in on { XCTAssertTrue(cells[3].contains("\(f.icon) \(f.rule)"), "\(row): \(f.rule)") }
            }
        }
        XCTAssertTrue(rows.contains { $0.hasPrefix("| Courier |") && $0.contains("enum-widened: cases not compared") })
    }

    /// Intentional deviations are the waived findings, and nothing else; notes have their own section.
    func testDeviationsAreTheWaiversAndNotesTheInfoFindings() throws {
        let audit = try audit()
        let deviations = audit.section("Intentional Deviations").filter { $0.hasPrefix("- ") }
        XCTAssertEqual(deviations.map { String($0.prefix { $0 != ":" }) }, audit.waived.map { "- **Waived** `\($0.rule)` on \($0.symbol)" })
        let notes = audit.section("Notes").filter { $0.hasPrefix("- ") }
        XCTAssertEqual(notes.map { String($0.prefix { $0 != ":" }) }, audit.findings.filter { $0.severity == "info" }.map { "- `\($0.rule)` on \($0.symbol)" })
    }
}

extension MarkdownReportSectionsTests {
    /// A drift past the DTO is fixed past the DTO: the checklist of a field the model lacks
    /// starts at the model, and that of a field a mapper skips names only the mappers.
    func testAChecklistStartsAtTheLayerThatMustChange() throws {
        let audit = try audit()
        let dtoSteps = ["Update the Swift DTO", "CodingKeys`", "initializer", "init(from:)", "encode(to:)", "Update the contract", "Update `"]
        var checked = 0
        for finding in audit.findings where ["model-missing-property", "mapper-unread-field"].contains(finding.rule) {
            guard let start = audit.markdown.firstIndex(of: "Change checklist for `\(finding.symbol)`:") else { continue }
            // The checklist is written once a field, from the finding of its earliest layer.
            func rank(_ layer: String) -> Int { ["model": 1, "mapper": 2][layer] ?? 0 }
            let earlier = audit.findings.filter { $0.symbol == finding.symbol && rank($0.layer) < rank(finding.layer) }
            guard earlier.isEmpty else { continue }
            let items = Array(audit.markdown[(start + 2)...].prefix { !$0.isEmpty })
            XCTAssertFalse(items.contains { item in dtoSteps.contains { item.contains($0) } }, "\(finding.symbol): \(items)")
            if finding.rule == "mapper-unread-field" {
                XCTAssertFalse(items.contains { $0.contains("Update the model") }, "\(finding.symbol): \(items)")
            }
            XCTAssertTrue(items.contains { $0.contains("mapper") || $0.contains("Copy the field") || $0.contains("Merge the field") || $0.contains("Update the model") }, "\(finding.symbol): \(items)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0, "the fixture has a checklist for a model or mapper finding")
    }
}
