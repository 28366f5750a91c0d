import Foundation

/// Stage "audit", model and mapper layers: follows every DTO field into the app's model
/// and through its mappers, the way a reviewer traces `WorkDTO.coverImageURL`
/// (decoded, then dropped before it reached `Work`).
///
/// - Model layer: each object DTO is paired with a model (`WorkDTO` → `Work`, or
///   `audit.models`), and each field with a stored model property: by name, by
///   `audit.modelFields`, by flattening (`boundingBox` ↔ `boundingBoxX/Y/Width/Height`),
///   or by what a mapper writes into the model.
/// - Mapper layer: functions and initializers with a DTO-typed parameter are mappers;
///   what each reads (directly or through a function it passes the DTO to) decides
///   `mapper-unread-field` and, between create and merge mappers, `mapper-inconsistent`.
public struct DataFlowAuditor: Sendable {
    public struct Result: Sendable, Equatable {
        public var findings: [Finding]
        public var dataFlows: [DataFlow]
        public var modelCorrespondences: [Correspondence]
    }

    let schema: Schema
    let config: ContractKitConfig
    let declarations: [String: Declaration]
    /// Swift DTO type name (qualified and last component) → contract declaration.
    let contractForSwift: [String: String]
    /// Contract declaration → its Swift DTO's scanned type.
    let dtoTypes: [String: ScannedType]
    /// Contract declaration → its Swift DTO's wire names, built once.
    let dtoWires: [String: WireModel]
    let models: SwiftModelIndex
    let functions: [ScannedFunction]
    let auditsModels: Bool
    var findings: [Finding] = []
    /// Parsed model property types, by their text (per worker).
    var modelShapes: [String: SwiftTypeShape] = [:]
    /// Every contract field, numbered.
    let fields: FieldTable

    public static func audit(_ schema: Schema, dto: AuditResult, dtoFiles: [ScannedFile], models: [ScannedFile], mappers: [ScannedFile],
                             config: ContractKitConfig) -> Result {
        var auditor = DataFlowAuditor(schema: schema, dto: dto, dtoFiles: dtoFiles, models: models, mappers: mappers, config: config)
        return auditor.run(dto)
    }

    init(schema: Schema, dto: AuditResult, dtoFiles: [ScannedFile], models: [ScannedFile], mappers: [ScannedFile], config: ContractKitConfig) {
        self.schema = schema
        self.config = config
        declarations = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var contractForSwift: [String: String] = [:]
        for decl in schema.declarations {
            contractForSwift[decl.name] = decl.name
            if contractForSwift[SwiftNaming.typeName(decl.name)] == nil { contractForSwift[SwiftNaming.typeName(decl.name)] = decl.name }
        }
        for c in dto.correspondences {
            contractForSwift[c.swift] = c.contract
            contractForSwift[lastComponent(c.swift)] = c.contract
        }
        self.contractForSwift = contractForSwift
        let scannedDTOs = Dictionary(dtoFiles.flatMap(\.types).filter { $0.kind != .extension }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        dtoTypes = Dictionary(dto.correspondences.compactMap { c in scannedDTOs[c.swift].map { (c.contract, $0) } }, uniquingKeysWith: { a, _ in a })
        // The DTO layer built these tables already; only a type it did not match needs one.
        dtoWires = dtoTypes.mapValues { dto.wireNames[$0.name] ?? WireModel($0) }
        fields = FieldTable(schema: schema, declarations: declarations, dtoWires: dtoWires)
        self.models = SwiftModelIndex(models, excluding: Set(dto.correspondences.map(\.swift)))
        auditsModels = !models.isEmpty
        // A file given as both a model and a mapper is read once.
        var seen = Set<String>()
        let dtoNames = Set(dto.correspondences.map { lastComponent($0.swift) })
        functions = (mappers + models).filter { seen.insert($0.path).inserted }.flatMap(\.functions)
            .filter { !Self.isDTOsOwnMember($0, dtoNames: dtoNames) }
    }

    mutating func run(_ dto: AuditResult) -> Result {
        let reads = MapperReads(auditor: self)
        let objects = schema.declarations.filter { $0.kind == .object && $0.genericParameters.isEmpty }
        // Declarations are independent: a large contract's are split over the cores, each
        // worker with its own copy of this auditor; results are joined in declaration order.
        let base = self
        let results = Parallel.chunks(objects.count, serialBelow: 200) { range in
            var worker = base
            var flows: [DataFlow] = []
            var correspondences: [Correspondence] = []
            for decl in objects[range] {
                if let (flow, correspondence) = worker.flow(decl, dto: dto, reads: reads) {
                    flows.append(flow)
                    if let correspondence { correspondences.append(correspondence) }
                }
            }
            return (flows, correspondences, worker.findings)
        }
        findings += results.flatMap(\.2)
        return Result(findings: findings, dataFlows: results.flatMap(\.0), modelCorrespondences: results.flatMap(\.1))
    }

    /// One DTO's data flow, or nil when it has no model (and, without --models, no mapper).
    mutating func flow(_ decl: Declaration, dto: AuditResult, reads: MapperReads) -> (DataFlow, Correspondence?)? {
        let dtoName = dtoTypes[decl.name]?.name ?? SwiftNaming.typeName(decl.name)
        let model = auditsModels ? findModel(for: decl, dtoName: dtoName, reads: reads) : nil
        let direct = reads.mappers(taking: decl.name)
        guard model != nil || (!auditsModels && !direct.isEmpty) else { return nil }
        let correspondence = model.map { model in
            Correspondence(contract: decl.name, swift: model.type.name, method: model.method, contractLocation: decl.location,
                           swiftLocation: SourceLocation(file: model.type.file, line: model.type.line, column: model.type.column))
        }
        var flow = DataFlow(contractType: decl.name, dtoType: lastComponent(dtoName), model: model.map { lastComponent($0.type.name) },
                            modelLocation: model.map { SourceLocation(file: $0.type.file, line: $0.type.line, column: $0.type.column) },
                            modelMethod: model?.method, createMappers: [], mergeMappers: [], rows: [])
        let dtoRows = Dictionary((dto.fieldRows[decl.name] ?? []).map { ($0.field, $0) }, uniquingKeysWith: { a, _ in a })
        let wire = dtoWires[decl.name]
        for index in direct {
            let name = reads.displayNames[index]
            if reads.isMerge(index, model: flow.model) { flow.mergeMappers.append(name) } else { flow.createMappers.append(name) }
        }
        let storage = model.map { SwiftModelIndex.storage($0.type) } ?? [:]
        for field in decl.fields ?? [] {
            let dtoProperty = dtoRows[field.name]?.swift == nil ? nil
                : wire?.property(forWireName: field.name)?.name ?? SwiftNaming.propertyName(field.name)
            var row = DataFlowRow(field: field.name, dtoProperty: dtoProperty, modelProperty: nil,
                                  readBy: reads.readers(of: fields.id(owner: decl.name, name: field.name)))
            if let model {
                row.modelProperty = auditModelField(field, of: decl, model: model.type, storage: storage, reads: reads, decoded: row.dtoProperty != nil)
            }
            flow.rows.append(row)
        }
        auditMappers(flow, decl: decl, direct: direct.map { reads.functions[$0] }, storage: storage)
        return (flow, correspondence)
    }

    /// A DTO's own computed property, method or extension member is not a mapper: a field it
    /// reads is not read by a mapper. One that returns another type (`func toModel() -> Work`) is.
    static func isDTOsOwnMember(_ function: ScannedFunction, dtoNames: Set<String>) -> Bool {
        guard let enclosing = function.enclosingType.map(lastComponent), dtoNames.contains(enclosing) else { return false }
        guard let returned = function.returnType.flatMap({ SwiftTypeShape($0).elementName }).map(lastComponent) else { return true }
        return returned == enclosing || returned == "Self" || DTOAuditor.concreteTypes.contains(returned) || function.name == "init"
    }

    // MARK: Models

    mutating func findModel(for decl: Declaration, dtoName: String, reads: MapperReads) -> (type: ScannedType, method: String)? {
        switch models.model(for: decl, dtoName: dtoName, config: config.audit) {
        case .found(let t, let method):
            // A shared name is not enough: some function or initializer outside the DTO must
            // build the model from the DTO's data. A pin in config needs no such evidence.
            if method.hasPrefix("audit.models") || reads.builds(lastComponent(t.name), from: decl.name) { return (t, method) }
            return nil
        case .configuredButMissing(let name, let key):
            findings.append(Finding(rule: .typeMissing, type: decl.name, layer: .model,
                                    message: "contractkit.json maps \(decl.name) to the model \(name), but no --models file declares it",
                                    contract: config.location(of: "audit.models.\(key)"), swift: nil))
            return nil
        case .none:
            return nil
        }
    }

    /// Finds the field's model property and checks its type; reports a missing one, saying
    /// whether the DTO decodes the field first (`decoded`).
    /// Returns the property (or flattened properties) for the data-flow table.
    mutating func auditModelField(_ field: Field, of decl: Declaration, model: ScannedType, storage stored: [String: ScannedProperty], reads: MapperReads,
                                  decoded: Bool) -> String? {
        let modelName = lastComponent(model.name)
        var symbol: String { "\(decl.name).\(field.name)" }
        if !config.audit.modelFields.isEmpty, let configured = config.audit.modelFields["\(decl.name).\(field.name)"] {
            guard let property = stored[configured] else {
                report(.modelMissingProperty, decl, field, "contractkit.json maps \(symbol) to \(modelName).\(configured), but \(modelName) has no stored property \(configured)",
                       swift: location(model))
                return nil
            }
            checkType(field, property, decl: decl, model: model)
            return property.name
        }
        if let property = SwiftModelIndex.property(for: field, of: decl, in: stored, config: config.audit) {
            checkType(field, property, decl: decl, model: model)
            return property.name
        }
        if let flattened = flattening(field, decl: decl, stored: stored, modelName: modelName, model: model, reads: reads) { return flattened }
        if let written = reads.modelProperty(for: fields.id(owner: decl.name, name: field.name), model: modelName), let property = stored[written] {
            checkType(field, property, decl: decl, model: model)
            return property.name
        }
        let propertyName = SwiftNaming.propertyName(field.name)
        let computed = model.properties.contains { !$0.stored && $0.name == propertyName }
        report(.modelMissingProperty, decl, field,
               (decoded ? "\(symbol) is decoded, then dropped: \(modelName) has no property for it"
                        : "\(symbol) is not decoded, and \(modelName) has no property for it either") + (computed ? " (\(modelName).\(propertyName) is computed, not stored)" : ""),
               swift: location(model))
        return nil
    }

    /// A nested object the model stores in several properties: under flattened names
    /// (`boundingBox: {x, y, width, height}` as `boundingBoxX`, `boundingBoxY`, …), under
    /// `audit.modelFields` paths (`Order.customer.fullName`), or wherever a mapper copies a
    /// subfield, renamed or converted (`Order(customerName: dto.customer.fullName)`). Only
    /// the subfields that reach no property are findings; nil when none reaches one.
    mutating func flattening(_ field: Field, decl: Declaration, stored: [String: ScannedProperty], modelName: String, model: ScannedType,
                             reads: MapperReads) -> String? {
        guard let (subfields, owner) = SwiftModelIndex.flattenableFields(of: field, in: decl, declarations: declarations), !subfields.isEmpty else { return nil }
        var present: [String] = []
        var missing: [String] = []
        var byName = true
        for sub in subfields {
            let flattened = SwiftModelIndex.flattenedName(field, sub)
            let carriers = carriers(of: sub, owner: owner, path: "\(decl.name).\(field.name).\(sub.name)", flattened: flattened,
                                    stored: stored, modelName: modelName, model: model, reads: reads, depth: 0)
            if carriers.isEmpty { missing.append(sub.name) }
            if carriers != [flattened] { byName = false }
            for name in carriers where !present.contains(name) { present.append(name) }
            // A subfield held whole by one property of its own: its type must fit.
            if carriers.count == 1, let property = stored[carriers[0]], reads.modelProperties(for: fields.id(owner: owner, name: sub.name), model: modelName).count <= 1 {
                checkType(sub, property, decl: decl, model: model, fieldName: "\(field.name).\(sub.name)")
            }
        }
        guard !present.isEmpty else { return nil }
        if !missing.isEmpty {
            let paths = missing.map { "\(field.name).\($0)" }
            let names = subfields.filter { missing.contains($0.name) }.map { SwiftModelIndex.flattenedName(field, $0) }
            report(.modelMissingProperty, decl, field,
                   "\(decl.name).\(field.name) is flattened into \(modelName).\(present.joined(separator: ", ")), but \(paths.joined(separator: ", ")) "
                       + (paths.count == 1 ? "reaches" : "reach") + " no property: \(modelName) has no \(names.joined(separator: ", ")) and no mapper copies "
                       + (paths.count == 1 ? "it" : "them") + " into \(modelName)",
                   swift: location(model))
        }
        guard byName, missing.isEmpty || present.count > 1 else { return present.count == 1 ? present[0] : present.joined(separator: "/") }
        let prefix = SwiftNaming.propertyName(field.name)
        let carried = subfields.filter { !missing.contains($0.name) }
        return present.count == 1 ? present[0] : prefix + upperFirst(SwiftNaming.propertyName(carried[0].name)) + "/"
            + carried.dropFirst().map { upperFirst(SwiftNaming.propertyName($0.name)) }.joined(separator: "/")
    }

    /// The model properties a nested field's value reaches: the one `audit.modelFields`
    /// names for its path, its flattened name, the properties mappers copy it into, or,
    /// for an object, those its own fields reach.
    mutating func carriers(of sub: Field, owner: String, path: String, flattened: String, stored: [String: ScannedProperty], modelName: String,
                           model: ScannedType, reads: MapperReads, depth: Int) -> [String] {
        if let configured = config.audit.modelFields[path] {
            guard stored[configured] != nil else {
                findings.append(Finding(rule: .modelMissingProperty, type: String(path.prefix { $0 != "." }), field: String(path.drop { $0 != "." }.dropFirst()),
                                        layer: .model, message: "contractkit.json maps \(path) to \(modelName).\(configured), but \(modelName) has no stored property \(configured)",
                                        contract: sub.location, swift: location(model)))
                return [configured]
            }
            return [configured]
        }
        if stored[flattened] != nil { return [flattened] }
        let written = reads.modelProperties(for: fields.id(owner: owner, name: sub.name), model: modelName).filter { stored[$0] != nil }
        if !written.isEmpty { return written }
        guard depth < 4 else { return [] }
        let inner: (fields: [Field], owner: String)?
        switch sub.type {
        case .object(let fields): inner = (fields, "\(owner).\(sub.name)")
        case .reference(let name, _): inner = declarations[name].flatMap { d in d.kind == .object ? d.fields.map { ($0, name) } : nil }
        default: inner = nil
        }
        guard let inner else { return [] }
        var found: [String] = []
        for f in inner.fields {
            let name = flattened + upperFirst(SwiftNaming.propertyName(f.name))
            for p in carriers(of: f, owner: inner.owner, path: "\(path).\(f.name)", flattened: name, stored: stored, modelName: modelName,
                              model: model, reads: reads, depth: depth + 1) where !found.contains(p) {
                found.append(p)
            }
        }
        return found
    }

    mutating func checkType(_ field: Field, _ property: ScannedProperty, decl: Declaration, model: ScannedType, fieldName: String? = nil) {
        guard let type = property.type else { return }
        // Models repeat a handful of property types thousands of times: parse each once.
        let shape: SwiftTypeShape
        if let known = modelShapes[type] {
            shape = known
        } else {
            shape = SwiftTypeShape(type).unwrapped
            modelShapes[type] = shape
        }
        guard let problem = ModelTypeCompatibility(declarations: declarations).problem(field.type, modelShape: shape) else { return }
        let name = fieldName ?? field.name
        findings.append(Finding(rule: .modelTypeMismatch, type: decl.name, field: name, layer: .model,
                                message: "\(decl.name).\(name) is \(field.type.irDescription), but \(lastComponent(model.name)).\(property.name) is \(type): \(problem)",
                                contract: field.location, swift: SourceLocation(file: model.file, line: property.line, column: property.column)))
    }

    mutating func report(_ rule: AuditRule, _ decl: Declaration, _ field: Field, _ message: String, swift: SourceLocation?) {
        findings.append(Finding(rule: rule, type: decl.name, field: field.name, layer: rule.layer,
                                message: message, contract: field.location, swift: swift))
    }

    func location(_ t: ScannedType) -> SourceLocation { SourceLocation(file: t.file, line: t.line, column: t.column) }

    // MARK: Mappers

    mutating func auditMappers(_ flow: DataFlow, decl: Declaration, direct: [ScannedFunction], storage: [String: ScannedProperty]) {
        let target = flow.model.map { "\($0)" } ?? "the app"
        guard !direct.isEmpty || !functions.isEmpty else { return }
        guard let first = direct.first else {
            // No function takes the DTO; fields read elsewhere (`for dto in data.works`) still count.
            if flow.rows.allSatisfy({ $0.readBy.isEmpty }) {
                findings.append(Finding(rule: .mapperUnreadField, type: decl.name, layer: .mapper,
                                        message: "no mapper takes a \(flow.dtoType) or reads its fields, so none of its \(flow.rows.count) fields reach \(target)",
                                        contract: decl.location, swift: flow.modelLocation))
                return
            }
            reportUnread(flow, decl: decl, at: nil, target: target)
            return
        }
        reportUnread(flow, decl: decl, at: first, target: target)
        guard !flow.createMappers.isEmpty, !flow.mergeMappers.isEmpty else { return }
        let byName = Dictionary(direct.map { ($0.displayName, $0) }, uniquingKeysWith: { a, _ in a })
        for (row, field) in zip(flow.rows, decl.fields ?? []) where !row.readBy.isEmpty {
            let creators = flow.createMappers.filter { row.readBy.contains($0) }
            let mergers = flow.mergeMappers.filter { row.readBy.contains($0) }
            if !creators.isEmpty && mergers.isEmpty {
                // A merge writes what can change; identity and `let` properties are set once.
                if Self.isSetOnce(field, property: row.modelProperty.flatMap { storage[$0] }) { continue }
                let merge = byName[flow.mergeMappers[0]]!
                report(.mapperInconsistent, decl, field,
                       "\(creators.joined(separator: ", ")) reads \(decl.name).\(field.name), but the merge path \(flow.mergeMappers.joined(separator: ", ")) ignores it: a merged \(target) keeps a stale or missing value",
                       swift: SourceLocation(file: merge.file, line: merge.line, column: merge.column))
            } else if creators.isEmpty && !mergers.isEmpty {
                let create = byName[flow.createMappers[0]]!
                report(.mapperInconsistent, decl, field,
                       "\(mergers.joined(separator: ", ")) reads \(decl.name).\(field.name), but the create path \(flow.createMappers.joined(separator: ", ")) ignores it: a new \(target) never gets it",
                       swift: SourceLocation(file: create.file, line: create.line, column: create.column))
            }
        }
    }

    /// A field a create mapper sets once and no merge can write: the model's property is a
    /// `let`, or the field is an identity or a foreign key (`id`, `customerId`, `customer_id`).
    static func isSetOnce(_ field: Field, property: ScannedProperty?) -> Bool {
        if let property, !property.mutable { return true }
        let name = field.name
        return name == "id" || name == "ID" || name.hasSuffix("Id") || name.hasSuffix("ID") || name.hasSuffix("_id")
    }

    mutating func reportUnread(_ flow: DataFlow, decl: Declaration, at mapper: ScannedFunction?, target: String) {
        let names = (flow.createMappers + flow.mergeMappers).joined(separator: ", ")
        for (row, field) in zip(flow.rows, decl.fields ?? []) where row.readBy.isEmpty {
            let destination = row.modelProperty.map { "\(target).\($0)" } ?? target
            report(.mapperUnreadField, decl, field,
                   "no mapper reads \(decl.name).\(field.name)" + (names.isEmpty ? "" : " (\(names))") + ", so it never reaches \(destination)",
                   swift: mapper.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) } ?? flow.modelLocation)
        }
    }
}
