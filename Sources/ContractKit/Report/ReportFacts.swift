/// The audit's findings and the files it read, indexed once for every section of the
/// Markdown report. Each section takes its marks and counts from here and its pairs from
/// the result, never from a judgement of its own, so the tables, the flowchart, the enum
/// table, the deviations and the counts cannot disagree with the findings listed above them.
struct ReportFacts: Sendable {
    /// Findings still reported, by contract type (an inline object's IR path for its own).
    let byType: [String: [Finding]]
    /// The same, by type and top-level field.
    let byField: [Finding.FieldKey: [Finding]]
    /// Findings a waiver accepted, by type and by type and top-level field.
    let waivedByType: [String: [Finding]]
    let waivedByField: [Finding.FieldKey: [Finding]]
    /// A field held by an enum or union that a finding stops for some values (a value with
    /// no case) stops there too: that finding, restated on the field. A synthesized decoder
    /// throws on the value, and the object that holds it fails with it.
    let held: [Finding.FieldKey: [Finding]]

    init(_ result: AuditResult, schema: Schema) {
        var byType: [String: [Finding]] = [:], byField: [Finding.FieldKey: [Finding]] = [:]
        for f in result.findings {
            byType[f.type, default: []].append(f)
            if let key = f.fieldKey { byField[key, default: []].append(f) }
        }
        var waivedByType: [String: [Finding]] = [:], waivedByField: [Finding.FieldKey: [Finding]] = [:]
        for (f, _) in result.waived {
            waivedByType[f.type, default: []].append(f)
            if let key = f.fieldKey { waivedByField[key, default: []].append(f) }
        }
        self.byType = byType
        self.byField = byField
        self.waivedByType = waivedByType
        self.waivedByField = waivedByField
        // Only enums and unions: a nested object's own findings are about its own fields,
        // which its table and chart show; it still decodes.
        let valueSets = Set(schema.declarations.filter { $0.kind == .enumeration || $0.kind == .union }.map(\.name))
        var held: [Finding.FieldKey: [Finding]] = [:]
        // Most audits stop no value: then no field need be read.
        let stopping = valueSets.contains { byType[$0]?.contains(where: \.stopsTheValue) == true }
        for decl in schema.declarations where stopping && decl.kind == .object {
            for field in decl.fields ?? [] {
                guard let name = field.type.referencedDeclaration, valueSets.contains(name),
                      case let stops = (byType[name] ?? []).filter(\.stopsTheValue), !stops.isEmpty else { continue }
                held[Finding.FieldKey(type: decl.name, field: field.name)] = stops.map { f in
                    var restated = Finding(ruleID: f.rule, severity: f.severity, type: decl.name, field: field.name, layer: f.layer,
                                           message: f.message, contract: f.contract, swift: f.swift)
                    restated.fingerprint = f.fingerprint
                    return restated
                }
            }
        }
        self.held = held
    }

    /// The findings on a field: its own, then those of the enum or union that holds it.
    func findings(_ type: String, _ field: String) -> [Finding] {
        let key = Finding.FieldKey(type: type, field: field)
        guard let restated = held[key] else { return byField[key] ?? [] }
        return (byField[key] ?? []) + restated
    }

    /// The findings on a type and, restated on its fields, those of the enums and unions its fields hold.
    func findings(_ type: String, fields: [Field]) -> [Finding] {
        // Most audits restate nothing on a field: no key to look up.
        held.isEmpty ? byType[type] ?? [] : (byType[type] ?? []) + fields.flatMap { held[Finding.FieldKey(type: type, field: $0.name)] ?? [] }
    }
    func waived(_ type: String, _ field: String) -> [Finding] { waivedByField[Finding.FieldKey(type: type, field: field)] ?? [] }

    /// The worst of some findings: ❌ an error, ⚠️ a warning, ℹ️ notes only, ✅ none.
    static func mark(_ findings: [Finding]) -> String {
        guard let worst = findings.map(\.severity).max() else { return "✅" }
        return MarkdownAuditReport.icon(worst)
    }

    /// A row of a DTO's data-flow table, marked from the findings on its field. The table
    /// shows the create and merge columns, not each mapper: those marks are not made.
    func marks(_ flow: DataFlow, _ row: DataFlowRow) -> DataFlowMarks {
        flow.marks(row, findings: findings(flow.contractType, row.field), waived: waived(flow.contractType, row.field), eachMapper: false)
    }

    /// A field table's status cell: the worst finding on the field in the DTO's own layers
    /// (notes included), a waiver that accepted one, or ✅.
    /// Every row of every table asks: one key, looked up in place, no set or array built.
    func fieldStatus(_ type: String, _ field: String) -> String {
        func inDTOLayers(_ f: Finding) -> Bool {
            switch f.layer {
            case .dto, .contract, .runtime: true
            case .model, .mapper: false
            }
        }
        let key = Finding.FieldKey(type: type, field: field)
        // Findings are in report order, worst first: the field's own, then those of the enum or union it holds.
        if let worst = byField[key]?.first(where: inDTOLayers) ?? held[key]?.first(where: inDTOLayers) {
            return MarkdownAuditReport.icon(worst.severity) + " " + worst.rule.rawValue
        }
        if let accepted = waivedByField[key]?.first(where: inDTOLayers) { return "➖ waived " + accepted.rule.rawValue }
        return "✅"
    }
}

/// The Swift files an audit read, each once, in the role it was first given (DTOs, then
/// models, then mappers): the header's count and the "Files Audited" list are both this.
struct AuditedFiles: Sendable {
    let dtos: [ScannedFile]
    let models: [ScannedFile]
    let mappers: [ScannedFile]
    /// The layers audited, whether or not their files were also given in another role.
    let auditsModels: Bool, auditsMappers: Bool

    init(dtos: [ScannedFile], models: [ScannedFile], mappers: [ScannedFile]) {
        auditsModels = !models.isEmpty
        auditsMappers = !mappers.isEmpty
        var seen = Set<String>()
        self.dtos = dtos.filter { seen.insert($0.path).inserted }
        self.models = models.filter { seen.insert($0.path).inserted }
        self.mappers = mappers.filter { seen.insert($0.path).inserted }
    }

    var all: [ScannedFile] { dtos + models + mappers }
}
