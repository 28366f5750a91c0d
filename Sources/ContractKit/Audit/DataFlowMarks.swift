/// What a field's findings say at each hop of its way into the app. The data-flow line of a
/// finding and the report's data-flow table are both drawn from these marks, and the marks
/// from the findings alone: a hop is marked stopped only where a finding says so, and a
/// field whose CodingKey never matches is stopped at the DTO though the DTO has a property.
public enum HopMark: Sendable, Equatable {
    /// The layer carries the field; under another name when one is given (`summary`).
    case carried(as: String?)
    /// A finding on this layer means the value does not get through: the worst one.
    case stopped(FindingSeverity, RuleID)
    /// A waiver accepts the gap.
    case waived(RuleID)
    /// The layer does not hold or copy the field, and no rule expects it to (an identity
    /// field an update leaves alone).
    case notExpected
    /// There is no such layer: no model, or no mapper of that kind.
    case absent

    /// `✅`, `❌` (an error), `⚠️` (a warning), `➖` (accepted) or `—` (no such layer).
    public var symbol: String {
        switch self {
        case .carried: "✅"
        case .stopped(let severity, _): severity == .error ? "❌" : severity == .warning ? "⚠️" : "ℹ️"
        case .waived, .notExpected: "➖"
        case .absent: "—"
        }
    }

    public var isCarried: Bool {
        if case .carried = self { return true }
        return false
    }
}

/// One field's marks at every hop: `Field | DTO | Model | Mapper (create) | Mapper (merge)`,
/// and each mapper on its own for the data-flow line.
public struct DataFlowMarks: Sendable, Equatable {
    public var dto: HopMark
    public var model: HopMark
    public var create: HopMark
    public var merge: HopMark
    /// Each mapper (create mappers first), by display name.
    public var mappers: [(name: String, mark: HopMark)]

    public static func == (a: Self, b: Self) -> Bool {
        a.dto == b.dto && a.model == b.model && a.create == b.create && a.merge == b.merge
            && a.mappers.map(\.name) == b.mappers.map(\.name) && a.mappers.map(\.mark) == b.mappers.map(\.mark)
    }
}

extension DataFlow {
    /// The marks of one row, from the findings on its field (`findings`, those still
    /// reported; `waived`, those a waiver accepted), matched by the field at the top level.
    /// `eachMapper: false` leaves `mappers` empty, for a reader of the four columns alone.
    public func marks(_ row: DataFlowRow, findings: [Finding], waived: [Finding], eachMapper: Bool = true) -> DataFlowMarks {
        // Layers as predicates, not sets: every row of every flow asks, most with no finding.
        func worst(_ layers: (Layer) -> Bool) -> Finding? {
            findings.filter { layers($0.layer) && $0.stopsTheValue }.max { $0.severity < $1.severity }
        }
        func waiver(_ layers: (Layer) -> Bool) -> Finding? {
            waived.first { layers($0.layer) && $0.rule.stopsTheValue }
        }
        func isDTO(_ layer: Layer) -> Bool { layer == .dto || layer == .contract || layer == .runtime }
        func isModel(_ layer: Layer) -> Bool { layer == .model }
        func isMapper(_ layer: Layer) -> Bool { layer == .mapper }
        let dto: HopMark = worst(isDTO).map { .stopped($0.severity, $0.rule) } ?? waiver(isDTO).map { .waived($0.rule) }
            ?? (row.dtoProperty.map { .carried(as: $0 == row.field ? nil : $0) } ?? .notExpected)
        var model = HopMark.absent
        if self.model != nil {
            model = worst(isModel).map { .stopped($0.severity, $0.rule) } ?? waiver(isModel).map { .waived($0.rule) }
                ?? (row.modelProperty.map { .carried(as: $0 == row.field ? nil : $0) } ?? .notExpected)
        }
        // mapper-unread-field stops every mapper; mapper-inconsistent stops those that skip the field.
        let mapperFindings = findings.filter { $0.layer == .mapper && $0.stopsTheValue }
        let mapperWaiver = waiver(isMapper)
        func mark(reads: Bool) -> HopMark {
            if let unread = mapperFindings.first(where: { $0.rule != .mapperInconsistent }) { return .stopped(unread.severity, unread.rule) }
            if reads { return .carried(as: nil) }
            if let skipped = mapperFindings.max(by: { $0.severity < $1.severity }) { return .stopped(skipped.severity, skipped.rule) }
            return mapperWaiver.map { .waived($0.rule) } ?? .notExpected
        }
        let mappers: [String] = !eachMapper ? [] : mergeMappers.isEmpty ? createMappers : createMappers + mergeMappers.filter { !createMappers.contains($0) }
        return DataFlowMarks(dto: dto, model: model,
                             create: readByCreate(row).map { mark(reads: $0) } ?? .absent,
                             merge: readByMerge(row).map { mark(reads: $0) } ?? .absent,
                             mappers: mappers.map { ($0, mark(reads: row.readBy.contains($0))) })
    }

    /// A reviewer's data-flow line, marked where the findings say the value stops:
    /// `Backend → WorkDTO.coverImageURL ❌ → DTOMapper.mapToWork ❌ · DTOMapper.mergeWorkData ❌ → Work.coverImageURL ❌`.
    public func line(_ row: DataFlowRow, _ marks: DataFlowMarks) -> String {
        var parts = ["Backend", "\(dtoType).\(row.dtoProperty ?? row.field) \(marks.dto.symbol)"]
        if marks.mappers.isEmpty {
            parts.append("no mapper " + (marks.create == .absent ? "❌" : marks.create.symbol))
        } else {
            parts.append(marks.mappers.map { "\($0.name) \($0.mark.symbol)" }.joined(separator: " · "))
        }
        if let model {
            parts.append("\(model).\(row.modelProperty ?? row.field) \(marks.model.symbol)")
        }
        return parts.joined(separator: " → ")
    }
}

extension AuditResult {
    /// Gives each finding on a field that has a data flow its line, drawn from every
    /// finding on that field, waivers applied.
    mutating func attachDataFlowLines() {
        guard !dataFlows.isEmpty else { return }
        let flows = Dictionary(dataFlows.map { ($0.contractType, $0) }, uniquingKeysWith: { a, _ in a })
        var live: [Finding.FieldKey: [Finding]] = [:], accepted: [Finding.FieldKey: [Finding]] = [:]
        for f in findings { if let key = f.fieldKey { live[key, default: []].append(f) } }
        for (f, _) in waived { if let key = f.fieldKey { accepted[key, default: []].append(f) } }
        for i in findings.indices {
            guard let key = findings[i].fieldKey, let flow = flows[key.type],
                  let row = flow.rows.first(where: { $0.field == key.field }) else { continue }
            findings[i].dataFlow = flow.line(row, flow.marks(row, findings: live[key] ?? [], waived: accepted[key] ?? []))
        }
    }
}
