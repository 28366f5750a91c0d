/// Plans `audit --fix`: reads an audit's findings and the scanned declarations, and for
/// each finding with one safe edit writes that edit in the style of the code around it.
/// It never re-audits or re-scans: one audit, then edits linear in the findings.
public enum FixPlanner {
    /// The plan for an audit's findings. `sources` holds the text of every Swift file a
    /// finding or its fix may touch, by the path the scan recorded.
    public static func plan(_ result: AuditResult, schema: Schema, dtos: [ScannedFile], models: [ScannedFile], mappers: [ScannedFile],
                            sources: [String: String]) -> FixPlan {
        var context = FixContext(result, schema: schema, dtos: dtos, models: models, mappers: mappers, sources: sources)
        // The data's order: a model or mapper fix may use the DTO property a DTO fix adds.
        let order: [Layer] = [.dto, .contract, .model, .mapper, .runtime]
        for layer in order {
            for finding in result.findings where finding.layer == layer { context.fix(finding) }
        }
        return context.plan()
    }
}

/// Why a finding has no fix, by rule: none, or more than one safe edit.
enum NotFixedReason {
    static func reason(_ rule: RuleID) -> String {
        switch rule {
        case .typeMismatch, .modelTypeMismatch:
            "changing a property's type changes every line that reads it: more than one edit, in code the audit does not see"
        case .extraRequiredField, .extraOptionalField, .enumCaseExtra:
            "the contract does not send it, but the app may still use it: removing it is a decision, not a fix"
        case .enumWidened:
            "a note: the wider Swift type is a deliberate choice"
        case .dateDecoding:
            "the date strategy is set where the decoder is made, which may serve other types too"
        case .unionVariantMissing, .discriminatorMismatch:
            "a union's variant needs a new type and a decoder branch: more than one safe edit"
        case .typeMissing:
            "a missing type is written with 'contractkit generate', not edited into a file"
        case .mapperInconsistent:
            "the create and merge paths disagree on purpose or by mistake; only a reader can tell which"
        case .enumRawValueMismatch:
            "a wrong raw value may be stored or sent elsewhere: changing it is a migration"
        case .decoderMissingKey, .encoderMissingKey, .initMissingParameter:
            "the coder or initializer leaves the key out by choice or by mistake; the fix depends on which"
        case .staleWaiver:
            "a stale waiver is removed from contractkit.json by hand"
        case .unsupportedConstruct:
            "the construct is not understood, so no edit to it is safe"
        default:
            "no single safe edit fixes this finding"
        }
    }
}

/// The state of one planning run: the audit's facts indexed for look-up, and the edits so far.
struct FixContext {
    let result: AuditResult
    var declarations: [String: Declaration] = [:]
    /// Contract type → its Swift DTO (or enum), from the audit's correspondences.
    var swiftName: [String: String] = [:]
    /// Swift type name → its declaration and extensions, DTO files first.
    var dtoTypes: [String: [ScannedType]] = [:]
    var modelTypes: [String: [ScannedType]] = [:]
    /// Mapper functions by display name (`DTOMapper.mapToWork`).
    var functions: [String: [ScannedFunction]] = [:]
    var sources: [String: SourceLines] = [:]
    var edits: [String: [TextEdit]] = [:]
    /// The same edits by line and file, for the conflict check.
    var editsByLine: [String: [TextEdit]] = [:]
    var fixed: [Finding] = []
    var notFixed: [NotFixed] = []
    /// Properties this plan adds to DTOs, by `ContractType.field`: the later layers read them.
    var addedDTOProperties: [String: AddedProperty] = [:]
    /// `ContractType.field` whose DTO finding was left unfixed: the later layers wait for it.
    var unfixedDTOFields = Set<String>()
    var texts: [String: String]
    /// The contract types each Swift type stands for: a DTO shared by several is edited for none.
    var sharedBy: [String: [String]] = [:]

    struct AddedProperty {
        var name: String
        /// The Swift type without `?`, and whether the property is optional.
        var type: String
        var optional: Bool
    }

    init(_ result: AuditResult, schema: Schema, dtos: [ScannedFile], models: [ScannedFile], mappers: [ScannedFile], sources: [String: String]) {
        self.result = result
        texts = sources
        for d in schema.declarations where declarations[d.name] == nil { declarations[d.name] = d }
        for c in result.correspondences + result.unionArms {
            if swiftName[c.contract] == nil { swiftName[c.contract] = c.swift }
            sharedBy[c.swift, default: []].append(c.contract)
        }
        // A Swift type also stands for the contract types whose findings land inside it (an
        // inline object audited against it): by the nearest type that starts above the finding.
        var starts: [String: [(line: Int, name: String)]] = [:]
        for file in dtos { starts[file.path] = file.types.filter { $0.kind != .extension }.map { ($0.line, $0.name) }.sorted { $0.line < $1.line } }
        for f in result.findings where f.layer == .dto {
            guard let at = f.swift, let owner = starts[at.file]?.last(where: { $0.line <= at.line })?.name else { continue }
            if !(sharedBy[owner]?.contains(f.type) ?? false) { sharedBy[owner, default: []].append(f.type) }
        }
        for file in dtos { for t in file.types { dtoTypes[t.name, default: []].append(t) } }
        for file in models { for t in file.types { modelTypes[t.name, default: []].append(t) } }
        for file in mappers { for f in file.functions { functions[f.displayName, default: []].append(f) } }
    }

    mutating func lines(_ path: String) -> SourceLines? {
        if let known = sources[path] { return known }
        guard let text = texts[path] else { return nil }
        let lines = SourceLines(text)
        sources[path] = lines
        return lines
    }

    mutating func fix(_ finding: Finding) {
        var outcome: Result<[(String, TextEdit)], FixRefusal>
        switch (finding.rule, finding.layer) {
        case (.missingField, .dto): outcome = missingDTOField(finding)
        case (.codingKeyMismatch, .dto): outcome = codingKeyRawValue(finding)
        case (.optionalityMismatch, .dto): outcome = optionalProperty(finding)
        case (.enumCaseMissing, .dto): outcome = missingEnumCase(finding)
        case (.modelMissingProperty, .model): outcome = missingModelProperty(finding)
        case (.mapperUnreadField, .mapper): outcome = unreadMapperField(finding)
        default: outcome = .failure(FixRefusal(NotFixedReason.reason(finding.rule)))
        }
        if case .success(let planned) = outcome,
           planned.contains(where: { new in editsByLine["\(new.1.line) \(new.0)"]?.contains { $0.overlaps(new.1) } == true }) {
            outcome = .failure(FixRefusal("another fix edits the same text"))
        }
        switch outcome {
        case .success(let planned) where !planned.isEmpty:
            for (path, edit) in planned {
                edits[path, default: []].append(edit)
                editsByLine["\(edit.line) \(path)", default: []].append(edit)
            }
            fixed.append(finding)
        case .success:
            refuse(finding, "no edit was needed")
        case .failure(let refusal):
            refuse(finding, refusal.reason)
        }
    }

    mutating func refuse(_ finding: Finding, _ reason: String) {
        if finding.layer == .dto, let field = finding.field { unfixedDTOFields.insert("\(finding.type).\(field)") }
        notFixed.append(NotFixed(finding: finding, reason: reason))
    }

    /// The plan: each file's edits applied, conflicting edits dropped with their findings.
    func plan() -> FixPlan {
        var files: [FileFix] = []
        for path in edits.keys.sorted() {
            guard let original = texts[path], let edited = TextEdit.apply(edits[path]!, to: original), edited != original else { continue }
            files.append(FileFix(path: path, edits: edits[path]!, original: original, fixed: edited))
        }
        return FixPlan(files: files, fixed: fixed.sorted(by: Finding.reportOrder),
                       notFixed: notFixed.sorted { Finding.reportOrder($0.finding, $1.finding) })
    }
}

/// Why no fix was planned: carried from the first step that could not go on.
struct FixRefusal: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
