// Audit: the IR and scanned Swift to findings, at the DTO, model and mapper layers.

import Foundation

/// Stage "audit": the IR and the scanned Swift declarations to findings, field by field.
///
/// Every contract type is matched to its Swift counterpart, then every field, enum value
/// and union variant is checked. The DTO layer; `DataFlowAuditor` adds the model and mapper
/// layers to the same `AuditResult`.
public struct DTOAuditor: Sendable {
    typealias FieldRow = AuditResult.FieldRow

    let schema: Schema
    let files: [ScannedFile]
    /// Declarations by name: fields look up their types thousands of times.
    let declarations: [String: Declaration]
    var findings: [Finding] = []
    var fieldRows: [String: [FieldRow]] = [:]
    var matcher: TypeMatcher
    /// Object types that are variants of a discriminated union, with the discriminator the
    /// union's own decoder reads: the variant's Swift payload need not hold it.
    var discriminatorOfVariant: [String: String] = [:]
    /// The wire keys each enum-carried Swift type's holder reads (`tagReaders`).
    var tagReaders: [String: Set<String>] = [:]
    /// The enums that decode each Swift type from their own decoder (`handingReaders`).
    var handingReaders: [String: [String]] = [:]
    /// How matched Swift enums cover contract enums and unions, for `diff`.
    var enumCoverage: [EnumCoverage] = []
    /// Union variants audited against the enum case whose decoder branch makes them.
    var armCorrespondences: [Correspondence] = []
    /// The arms of one-key unions, by the Swift type that holds their union.
    var keyedArmHolders: [String: String] = [:]
    /// Contract types judged as request bodies (`RequestBodies`), and whether the one being
    /// audited is: its inline objects and the Swift types they use are judged as sent too.
    var requestBodies: Set<String> = []
    var auditingRequest = false
    /// Wire models of Swift types as request bodies send them, built when first needed.
    var sentWires: [String: WireModel] = [:]
    /// Swift types paired with several contract objects (`DTOAuditor+Alternatives`).
    var alternatives: [String: [String]] = [:]
    /// Declarations some field or union variant of the contract holds (`fullerVariant`).
    var heldTypes: Set<String> = []
    /// `Type.field` of resource tags inherited loosely and narrowed by other types (`InheritedTags`).
    var inheritedTags: Set<String> = []
    /// Generic types the app instantiates with its JSON value type (`DTOAuditor+CaseStructs`).
    var genericsHoldingJSON: Set<String> = []
    /// The indices of the contract objects with a field that holds an inline union (`DTOAuditor+InlineUnions`).
    var inlineUnionHolders: [Int] = []
    /// Contract objects read by a second Swift type through a paired type's field (`DTOAuditor+SecondHolders`).
    var secondHolders: [String: [ScannedType]] = [:]
    /// Decoded structs that read slices of contract types, indexed when first needed (`DTOAuditor+ProjectionReaders`).
    var projections: ProjectionReaders?
    /// Base fields and the app's generic wrappers, gathered when first needed (`DTOAuditor+EnvelopeFields`).
    var envelopes: EnvelopeFields?
    /// The counterpart whose contract type the second holder being audited is a thin view of (`DTOAuditor+ThinViews`).
    var thinViewOf: String?
    /// Swift type → the contract types audited against it (`DTOAuditor+DerivedObjects`).
    var contractsAudited: [String: [String]] = [:]
    /// Property types parsed so far, by their text (`swiftShape`).
    var shapes: [String: SwiftTypeShape] = [:]
    /// Unpaired tagged unions the app holds as a protocol its arms' types conform to (`DTOAuditor+ProtocolUnions`).
    var heldAsProtocol: [String: String] = [:]
    /// Union aliases held by a generic enum that tries each type argument (`DTOAuditor+TriedArms`).
    var triedHolders: [String: TriedHolder] = [:]
    /// Swift enums by name → whether the app reads them only under `try?` (`DTOAuditor+TriedEnums`).
    var triedEnums: [String: Bool] = [:]
    /// The generic parameters of the Swift type being audited, bound to the argument the app decodes the contract type with.
    var boundArguments: [String: ScannedType] = [:]
    /// Aliases that admit `null` (`DTOAuditor+NullableAliases`).
    var nullableAliases: Set<String> = []

    public static func audit(_ schema: Schema, _ files: [ScannedFile], pins: [String: String] = [:]) -> AuditResult {
        let schema = ListAliases.asElementObjects(schema)
        let declarations = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var auditor = PhaseTimer.measure("audit: read the app's types") {
            DTOAuditor(schema: schema, files: files, declarations: declarations, matcher: TypeMatcher(schema: schema, files: files, declarations: declarations))
        }
        // What the contract and the Swift files say on their own is read on another core while the types are paired.
        let swiftTypes = auditor.matcher.swiftTypes, jsonValueTypes = auditor.matcher.context.jsonValueTypes
        let facts = Background {
            (held: Self.heldTypes(schema.declarations), inheritedTags: Self.inheritedTags(schema.declarations),
             genericsHoldingJSON: Self.genericsHoldingJSON(files, jsonValueTypes: jsonValueTypes),
             tagReaders: Self.tagReaders(swiftTypes), handingReaders: Self.handingReaders(swiftTypes),
             inlineUnionHolders: Self.inlineUnionHolders(schema.declarations))
        }
        PhaseTimer.measure("audit: pair types") { auditor.matcher.run(pins: pins) }
        let known = facts.value
        PhaseTimer.measure("audit: between pairing and comparing") {
        auditor.requestBodies = auditor.matcher.requestBodies()
        auditor.nullableAliases = nullableAliases(declarations)
        auditor.alternatives = alternatives(auditor.matcher.matches, declarations)
        auditor.heldTypes = known.held
        auditor.inheritedTags = known.inheritedTags
        auditor.genericsHoldingJSON = known.genericsHoldingJSON
        auditor.inlineUnionHolders = known.inlineUnionHolders
        auditor.pairArmPayloads()
        auditor.secondHolders = auditor.findSecondHolders()
        auditor.contractsAudited = contractsAudited(auditor.matcher.matches, secondHolders: auditor.secondHolders)
        // A union the app holds (an enum that reads the tag) needs no tag in its arms' types; the
        // arms of a union with no Swift counterpart carry the tag that says which arm a payload is.
        for decl in schema.declarations where decl.kind == .union && auditor.matcher.matches[decl.name] != nil {
            guard let discriminator = decl.discriminator else { continue }
            for variant in decl.variants ?? [] {
                if let referenced = variant.type.referencedDeclaration { auditor.discriminatorOfVariant[referenced] = discriminator }
            }
        }
        auditor.heldAsProtocol = auditor.protocolHeldUnions()
        auditor.tagReaders = known.tagReaders
        auditor.handingReaders = known.handingReaders
        for (name, _) in auditor.heldAsProtocol {
            guard let decl = declarations[name], let discriminator = decl.discriminator else { continue }
            for variant in decl.variants ?? [] {
                if let referenced = variant.type.referencedDeclaration { auditor.discriminatorOfVariant[referenced] = discriminator }
            }
        }
        }
        PhaseTimer.measure("audit: compare fields") { auditor.run() }
        // A lighter arm's findings become notes first: the drift an arm shares with its fuller arm
        // is then kept as the fuller arm's error, not folded into a lighter arm's note.
        auditor.findings = auditor.leavingKeysToFullerArms(auditor.findings)
        auditor.findings = oneFindingPerInheritedField(auditor.findings, fieldCounts: declarations.mapValues { $0.fields?.count ?? 0 })
        let correspondences = schema.declarations.compactMap { decl -> Correspondence? in
            guard let (t, method) = auditor.matcher.matches[decl.name] else { return nil }
            let direction = auditor.matcher.swiftDirection(t)
            return Correspondence(contract: decl.name, swift: t.name, method: auditor.matcher.methodWithCarriers(decl.name, method), contractLocation: decl.location,
                                  swiftLocation: SourceLocation(file: t.file, line: t.line, column: t.column),
                                  direction: direction?.label, directionEvidence: direction?.evidence)
        }
        var result = AuditResult(findings: auditor.findings.sorted(by: Finding.reportOrder), correspondences: correspondences, fieldRows: auditor.fieldRows)
        result.unionArms = auditor.armCorrespondences.sorted { ($0.contract, $0.swift) < ($1.contract, $1.swift) }
        for decl in schema.declarations {
            guard let (t, _) = auditor.matcher.matches[decl.name] else { continue }
            result.handWritten[decl.name] = HandWrittenCodable(file: t.file, codingKeys: t.codingKeys != nil, initializer: !t.initializers.isEmpty,
                                                               decoder: t.decoder != nil, encoder: t.encoder != nil)
        }
        result.enumCoverage = auditor.enumCoverage.sorted { ($0.contract, $0.kind.rawValue, $0.swiftName) < ($1.contract, $1.kind.rawValue, $1.swiftName) }
        result.wireNames = auditor.matcher.wireNames
        result.convertsFromSnakeCase = auditor.matcher.convertsFromSnakeCase
        // The auditor's tables (every type's wire model, every pair's evidence) are freed on another core.
        let finished = auditor
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(finished) {} }
        return result
    }

    /// Moves findings that a live waiver matches to `waived`; an expired waiver, or one
    /// that matches nothing, becomes a `stale-waiver` warning. `today` is `YYYY-MM-DD`.
    public static func applyWaivers(_ result: AuditResult, _ waivers: [Waiver], today: String) -> AuditResult {
        var result = result
        var kept: [Finding] = []
        var used = Set<Int>()
        for finding in result.findings {
            if let i = waivers.indices.first(where: { i in
                let w = waivers[i]
                return w.rule == finding.rule && w.type == finding.type && (w.field == nil || w.field == finding.field) && (w.expires ?? "9999") >= today
            }) {
                used.insert(i)
                result.waived.append((finding, waivers[i].reason))
            } else {
                kept.append(finding)
            }
        }
        // What each finding a waiver could name: `missing-field on WorkDTO.coverImageURL`.
        let waivable = Set(kept.map { "\($0.rule) on \($0.symbol)" }).sorted()
        for (i, w) in waivers.enumerated() where !used.contains(i) {
            let target = w.field.map { "\(w.type).\($0)" } ?? w.type
            let expired = (w.expires ?? "9999") < today
            let near = expired ? nil : ContractKit.nearMiss("\(w.rule) on \(target)", among: waivable)
            kept.append(Finding(rule: .staleWaiver, type: w.type, field: w.field,
                                message: expired ? "the waiver of \(w.rule) on \(target) expired on \(w.expires!)"
                                    : "the waiver of \(w.rule) on \(target) matches no finding" + (near.map { "; did you mean \($0)?" } ?? ""),
                                contract: w.location, swift: nil))
        }
        result.findings = kept.sorted(by: Finding.reportOrder)
        return result
    }

    func location(_ t: ScannedType) -> SourceLocation { SourceLocation(file: t.file, line: t.line, column: t.column) }
    func location(_ t: ScannedType, _ p: ScannedProperty) -> SourceLocation { SourceLocation(file: t.file, line: p.line, column: p.column) }

    mutating func report(_ rule: AuditRule, severity: FindingSeverity? = nil, type: String, field: String? = nil, _ message: String,
                         contract: SourceLocation?, swift: SourceLocation?) {
        findings.append(Finding(rule: rule, severity: severity, type: type, field: field, message: message, contract: contract, swift: swift))
    }

    mutating func run() {
        // Every matched type's wire model, built once on all cores: the workers below are
        // copies of this auditor and share them.
        matcher.prebuildWireModels(matcher.matches.values.map(\.type))
        triedHolders = triedUnionHolders()
        // What matched types need a Swift type for, on all cores: a field the Swift side
        // decodes as a plain String or Int (an enum widened for forward compatibility) needs none.
        let matches = matcher.matches, wireNames = matcher.wireNames, all = schema.declarations, jsonValues = matcher.context.jsonValueTypes
        let context = matcher.context, aliases = matcher.swiftAliases
        let referencedByMatched = Parallel.chunks(all.count, serialBelow: 200) { range in
            var needed = Set<String>()
            for decl in all[range] {
                guard let (swiftType, _) = matches[decl.name], let wire = wireNames[swiftType.name] else { continue }
                // A holder type the scanned Swift never declares (from a module not scanned) may
                // well be the counterpart: nothing says the app lacks one. An alias of a
                // dictionary holds the object as a dictionary: its field says how that fares. A
                // holder that decodes itself from one value (an option set over an array of
                // strings) is not compared by shape.
                let mayBeCounterpart = { (name: String) -> Bool in
                    // A member type of a generic argument (`params: N.Parameters`) is each
                    // argument's own: the holder names no one Swift type for the field.
                    if let dot = name.firstIndex(of: "."), swiftType.genericParameters.contains(String(name[..<dot])) { return false }
                    if let target = aliases[lastComponent(name)] {
                        if case .dictionary = SwiftTypeShape(target).unwrapped { return false }
                        return true
                    }
                    if context.opaqueNames.contains(lastComponent(name)) { return false }
                    return swiftType.genericParameters.contains(name) || context.resolve(name, from: swiftType.name) != nil
                }
                needed.formUnion(Self.typesNeeded(by: decl, wire, jsonValueTypes: jsonValues, mayBeCounterpart: mayBeCounterpart))
            }
            return needed
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
        // A union matched to an enum with payload cases represents its variant types by
        // those cases (an `ApiResponse<T>` union of success and error shapes), so they need no Swift type of their own;
        // so does a struct that decodes such an enum from the same decoder.
        let representedByUnionCases = Set(schema.declarations.filter { decl in
            decl.kind == .union && matcher.matches[decl.name].map { m in
                m.type.kind == .enum ? m.type.cases.contains { !$0.associatedValues.isEmpty } : decl.discriminator != nil && unionHolder(m.type.name, owner: m.type) != nil
            } == true
        }.flatMap { ($0.variants ?? []).compactMap(\.type.referencedDeclaration) }).union(keyedUnionArmTypes())
        keyedArmHolders = keyedUnionArmHolders()

        // Declarations are audited independently: large contracts are split over the cores.
        // Each worker has its own copy of this auditor (a value); findings are merged and sorted afterwards.
        let declarations = schema.declarations
        let base = self
        let results = Parallel.chunks(declarations.count, serialBelow: 200) { range in
            var worker = base
            for decl in declarations[range] {
                worker.audit(decl, referencedByMatched: referencedByMatched, representedByUnionCases: representedByUnionCases)
            }
            return (worker.findings, worker.fieldRows, worker.enumCoverage, worker.armCorrespondences)
        }
        for (workerFindings, rows, coverage, arms) in results {
            findings += workerFindings
            fieldRows.merge(rows) { a, _ in a }
            enumCoverage += coverage
            armCorrespondences += arms
        }
    }

    /// The contract types a matched declaration needs a Swift counterpart for: those its
    /// read fields and its variants refer to.
    static func typesNeeded(by decl: Declaration, _ wire: WireModel, jsonValueTypes: [String: Bool] = [:], mayBeCounterpart: (String) -> Bool = { _ in true }) -> [String] {
        var needed: [String] = []
        // A field the Swift type does not read is a missing field, not a missing type.
        // The field's own type first: most fields name no declaration, and need no key looked up.
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, let key = wire.key(forWireName: field.name) else { continue }
            // An object the decoder reads in place through a nested container: those reads are its reader.
            if key.opensNestedObject && key.swiftType == nil && wire.handWrittenDecoder { continue }
            // A field held by a plain String or Int (an enum widened, or a type mismatch
            // reported on the field) names no Swift type that should be its counterpart.
            // The Swift type text is parsed once: every read field that names a declaration asks.
            let shape = (key.swiftType ?? wire.property(of: key)?.type).map { SwiftTypeShape($0) }
            let simple = shape?.elementName.map(lastComponent)
            if let simple, concreteTypes.contains(simple) { continue }
            // An open object (`[key: string]: any`) held by the app's JSON value type, or by
            // a dictionary of it, needs no struct of its own.
            if let simple, jsonValueTypes[simple] != nil { continue }
            if let name = shape?.elementNames.last, !mayBeCounterpart(name) { continue }
            // A named object held by a dictionary (`verifications: [String: Verification?]`):
            // its keys are the dictionary's entries, and only their values need a Swift type.
            var type = field.type
            while case .nullable(let inner) = type { type = inner }
            if case .reference = type, let shape, case .dictionary = shape.unwrapped { continue }
            needed.append(referenced)
        }
        return needed + (decl.variants ?? []).compactMap(\.type.referencedDeclaration)
    }

    mutating func audit(_ decl: Declaration, referencedByMatched: Set<String>, representedByUnionCases: Set<String>) {
        // An untagged union held by an enum that tries each of its type arguments, paired with it or not.
        if let holder = triedHolders[decl.name] { return auditTriedArms(decl, holder) }
        guard let (swiftType, _) = matcher.matches[decl.name] else {
            // A declaration private to its file (`interface BaseRecord`) is no app's concern,
            // unless an exported one names it (`TypeMatcher+Surfaced`): the app receives it there.
            if decl.kind == .alias || representedByUnionCases.contains(decl.name) || !decl.isExported && !matcher.exposed.contains(decl.name) { return }
            if let candidates = matcher.ambiguous[decl.name] {
                report(.typeMissing, type: decl.name,
                       "\(decl.name) could pair with more than one Swift type: \(candidates.joined(separator: ", ")); pin one in contractkit.json under audit.types",
                       contract: decl.location, swift: nil)
                return
            }
            if let holder = heldAsProtocol[decl.name] {
                report(.typeMissing, severity: .info, type: decl.name,
                       "\(decl.name) is held as the protocol \(holder), which the Swift type of each of its arms conforms to: each arm is audited with its own type",
                       contract: decl.location, swift: nil)
                return
            }
            if let note = matcher.weak[decl.name] {
                report(.typeMissing, severity: .info, type: decl.name, note, contract: decl.location, swift: nil)
                return
            }
            let used = referencedByMatched.contains(decl.name)
            report(.typeMissing, severity: used ? .error : .info, type: decl.name,
                   "\(decl.name) has no Swift counterpart" + (used ? ", and a matched type uses it" : ", and no matched type uses it"),
                   contract: decl.location, swift: nil)
            return
        }
        // An arm paired with the struct that holds its whole union: the union's audit covers it.
        if keyedArmHolders[decl.name] == swiftType.name { return }
        auditingRequest = requestBodies.contains(decl.name)
        boundArguments = matcher.boundArguments[decl.name] ?? [:]
        defer { boundArguments = [:] }
        switch decl.kind {
        case .object:
            if swiftType.kind == .enum, auditThroughCaseStructs(decl, swiftType) { return }
            // A fuller variant of a type paired with the same Swift type: only what it adds.
            let fields = decl.fields ?? []
            // Most types have none: their fields are passed as they are, not filtered twice.
            if let sibling = matcher.variantOf[decl.name].flatMap({ declarations[$0] }).map(TypeMatcher.fieldShape) {
                auditObject(decl.name, fields: fields.filter { sibling[$0.name] != $0.type }, swiftType, inherited: fields.filter { sibling[$0.name] == $0.type })
            } else {
                auditObject(decl.name, fields: fields, swiftType)
            }
            // Every other Swift type the app reads it into drops data the same way; the table keeps the pair's rows.
            let rows = fieldRows[decl.name]
            for second in secondHolders[decl.name] ?? [] where second.name != swiftType.name { auditSecondHolder(decl.name, fields: fields, second, counterpart: swiftType) }
            fieldRows[decl.name] = rows
        case .enumeration: auditEnum(decl, swiftType)
        case .union: if !auditUnionThroughStruct(decl, swiftType) { auditUnion(decl, swiftType) }
        case .alias: if !auditObjectAlias(decl, swiftType) { auditKeyedUnion(decl, swiftType) }
        }
    }
}
