/// The steps a contract field change takes through an app, named after the app's own
/// files and functions: the contract file that declares the type, the Swift DTO the audit
/// matched, only the Codable parts that DTO writes by hand, the model and the mappers the
/// audit found. A step the app does not have is left out, never named generically.
struct ChangeChecklist {
    enum Step: Hashable {
        case contract, dto, codingKeys, initializer, decoder, encoder, model, createMappers, mergeMappers, tests
    }

    struct Item {
        var step: Step
        var text: String
    }

    /// Which side a finding says must change. A Swift-side drift (the contract sends a field
    /// the app drops or types differently) changes the app's Swift, never the contract; a
    /// contract-side gap (the app requires a key the contract never declares) changes the
    /// contract; a contract change (the diff's checklist) runs through both. A drift past the
    /// DTO changes only the layers after it: a model that lacks the field takes the model and
    /// its mappers; a mapper that never copies it takes only the mappers.
    enum Side {
        case swift, model, mapper, contract, both

        /// The side of an audit finding's rule, or nil when it takes no checklist.
        static func of(_ rule: RuleID) -> Side? {
            if [AuditRule.missingField, .typeMismatch, .optionalityMismatch].contains(where: { $0.id == rule }) { return .swift }
            if rule == AuditRule.modelMissingProperty.id { return .model }
            if rule == AuditRule.mapperUnreadField.id { return .mapper }
            return AuditRule.extraRequiredField.id == rule ? .contract : nil
        }

        /// The steps this side leaves out: those before the layer that must change.
        var skipped: Set<Step> {
            switch self {
            case .model: [.contract, .dto, .codingKeys, .initializer, .decoder, .encoder]
            case .mapper: [.contract, .dto, .codingKeys, .initializer, .decoder, .encoder, .model]
            case .swift, .contract, .both: []
            }
        }
    }

    /// The checklist for `type.field`. Without an audit, only the contract, a Swift DTO and
    /// tests are known.
    static func items(type: String, field: String, contractFile: String?, audit: AuditResult?, side: Side = .both) -> [Item] {
        let swift = audit?.correspondences.first { $0.contract == type }
        let file = contractFile ?? swift?.contractLocation.file
        if side == .contract {
            let where_ = file.map { " in `\(SourcePath.fileName(of: $0))`" } ?? " in the contract"
            return [Item(step: .contract, text: "Declare `\(field)` on `\(type)`\(where_), if the backend sends it"),
                    Item(step: .tests, text: "Add a test that decodes a payload without `\(field)`")]
        }
        var items: [Item] = []
        if side == .both {
            items.append(Item(step: .contract, text: file.map { "Update `\(SourcePath.fileName(of: $0))`" } ?? "Update the contract"))
        }
        if let swift {
            items.append(Item(step: .dto, text: "Update the Swift DTO `\(swift.swift)` (`\(SourcePath.fileName(of: swift.swiftLocation.file))`)"))
        } else {
            items.append(Item(step: .dto, text: "Update the Swift DTO for `\(type)`"))
        }
        items += swiftSteps(type: type, name: swift?.swift ?? type, audit: audit)
        items.append(Item(step: .tests, text: "Add a test that decodes `\(field)` and checks where it lands"))
        return items.filter { !side.skipped.contains($0.step) }
    }

    /// The hand-written Codable parts, the model and the mappers the audit found.
    private static func swiftSteps(type: String, name: String, audit: AuditResult?) -> [Item] {
        var items: [Item] = []
        if let written = audit?.handWritten[type] {
            if written.codingKeys { items.append(Item(step: .codingKeys, text: "Update `\(name).CodingKeys`")) }
            if written.initializer { items.append(Item(step: .initializer, text: "Update `\(name)`'s initializer")) }
            if written.decoder { items.append(Item(step: .decoder, text: "Update `\(name).init(from:)`")) }
            if written.encoder { items.append(Item(step: .encoder, text: "Update `\(name).encode(to:)`")) }
        }
        if let flow = audit?.dataFlows.first(where: { $0.contractType == type }) {
            if let model = flow.model { items.append(Item(step: .model, text: "Update the model `\(model)`")) }
            if !flow.createMappers.isEmpty {
                items.append(Item(step: .createMappers, text: "Copy the field in " + flow.createMappers.map { "`\($0)`" }.joined(separator: ", ")))
            }
            if !flow.mergeMappers.isEmpty {
                items.append(Item(step: .mergeMappers, text: "Merge the field in " + flow.mergeMappers.map { "`\($0)`" }.joined(separator: ", ")))
            }
        }
        return items
    }

    /// The steps an audit of the new contract shows done for a changed field; for a removed
    /// one, done means the Swift no longer has it.
    static func done(type: String, field: String, removed: Bool, audit: AuditResult) -> Set<Step> {
        let row = audit.fieldRows[type]?.first { $0.field == field }
        let problems = Set(audit.findings.filter { $0.type == type && $0.field == field && $0.severity != .info }.map(\.rule))
        let inDTO = row?.swift != nil
        let flow = audit.dataFlows.first { $0.contractType == type }
        let flowRow = flow?.rows.first { $0.field == field }
        var done: Set<Step> = [.contract]
        if removed {
            if !inDTO { done.insert(.dto) }
            if flow?.model != nil && flowRow?.modelProperty == nil { done.insert(.model) }
            return done
        }
        guard inDTO else { return done }
        if !problems.contains(.typeMismatch) && !problems.contains(.optionalityMismatch) { done.insert(.dto) }
        if !problems.contains(.codingKeyMismatch) { done.insert(.codingKeys) }
        if !problems.contains(.initMissingParameter) { done.insert(.initializer) }
        if !problems.contains(.decoderMissingKey) { done.insert(.decoder) }
        if !problems.contains(.encoderMissingKey) { done.insert(.encoder) }
        if flowRow?.modelProperty != nil { done.insert(.model) }
        if flowRow.flatMap({ flow?.readByCreate($0) }) == true { done.insert(.createMappers) }
        if flowRow.flatMap({ flow?.readByMerge($0) }) == true { done.insert(.mergeMappers) }
        return done
    }

    /// Markdown task-list lines.
    static func markdown(_ items: [Item], done: Set<Step> = []) -> [String] {
        items.map { "- [\(done.contains($0.step) ? "x" : " ")] \($0.text)" }
    }
}
