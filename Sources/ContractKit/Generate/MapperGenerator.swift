/// `generate --models`: for each DTO with a model in the app (`WorkDTO` → `Work`, or
/// `audit.models`), a `WorkDTO+Mapping.swift` holding
/// `extension Work { func apply(_ dto: WorkDTO) }`. It copies every field the model
/// stores (matched as the audit matches them: by name, `audit.modelFields`, or
/// flattening), converting where the types differ, and lists in its header every field
/// it could not copy and why.
public enum MapperGenerator {
    public static let supportFileName = "ContractKitMapping.swift"

    public static func generate(_ schema: Schema, config: ContractKitConfig, models: [ScannedFile]) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        let context = TranslationContext(schema: schema, config: config.generate)
        // Generated types among the --models files (a folder that holds the output too) are
        // never models: a DTO is never paired with itself.
        let index = SwiftModelIndex(models, excluding: context.qualifiedTypeNames)
        // audit.models and audit.modelFields name contract types, generated DTOs and the app's models.
        let modelNames = Set(models.flatMap(\.types).flatMap { [$0.name, lastComponent($0.name)] })
        let names = ConfigNameCheck.problems(config, schema: schema, swift: .init(dtos: context.qualifiedTypeNames.union(context.topLevelNames), models: modelNames),
                                             keys: .models)
        if !names.diagnostics.isEmpty { return ([], names.diagnostics) }
        let declarations = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var diagnostics = Diagnostics()
        var files: [GeneratedFile] = []
        var usesDates = false
        var usedNames: Set<String> = [supportFileName]
        for decl in schema.declarations where decl.kind == .object && decl.genericParameters.isEmpty {
            let dtoName = context.qualified(context.swiftName(decl.name))
            switch model(for: decl, dtoName: dtoName, index: index, context: context, config: config) {
            case .found(let model, _):
                var builder = MappingBuilder(decl: decl, dtoName: dtoName, model: model, context: context, models: index,
                                             config: config, declarations: declarations)
                // Type names are Swift identifiers, so the file name is safe inside --output.
                let name = SwiftNaming.unique(context.swiftName(decl.name) + "+Mapping.swift", in: usedNames)
                usedNames.insert(name)
                files.append(GeneratedFile(name: name, contents: builder.build()))
                usesDates = usesDates || builder.usesDates
            case .configuredButMissing(let name, let key) where context.qualifiedTypeNames.contains(name):
                diagnostics.emit(.warning, "audit.models maps \(key) to \(name), which is the generated type itself; set generate.namespace or generate.typePrefix to keep the two apart; no mapper generated for it",
                                 at: config.location(of: "audit.models.\(key)") ?? decl.location)
            case .configuredButMissing(let name, let key):
                diagnostics.emit(.warning, "audit.models maps \(key) to \(name), but no --models file declares it; no mapper generated for it",
                                 at: config.location(of: "audit.models.\(key)") ?? decl.location)
            case .none:
                continue
            }
        }
        if files.isEmpty {
            diagnostics.emit(.warning, "no model in the --models files matches a DTO (WorkDTO → Work, or audit.models in contractkit.json); no mapper generated",
                             at: SourceLocation(file: models.first?.path ?? "--models", line: 1, column: 1))
        }
        if usesDates { files.append(GeneratedFile(name: supportFileName, contents: supportFile)) }
        return (files, diagnostics.sorted)
    }

    /// The DTO's model as the audit finds it; and when a prefix, suffix or namespace sets
    /// the generated name apart from the contract's (`API.Order`), the app's type of the
    /// contract's own name (`Order`).
    static func model(for decl: Declaration, dtoName: String, index: SwiftModelIndex, context: TranslationContext,
                      config: ContractKitConfig) -> SwiftModelIndex.Lookup {
        let lookup = index.model(for: decl, dtoName: dtoName, config: config.audit)
        guard case .none = lookup else { return lookup }
        let plain = SwiftNaming.typeName(decl.name, acronyms: context.acronyms)
        guard plain != dtoName, let model = index.types[plain] else { return lookup }
        return .found(model, method: "the contract's name")
    }

    /// `ContractKitMapping.date(from:)`, the conversion generated mappers call for dates.
    static var supportFile: String {
        let parse = SwiftFunction(
            header: SwiftDeclHeader(doc: ["An ISO 8601 date-time, with or without fractional seconds, or a full date (`1925-04-10`)."], access: "static "),
            signature: "func date(from text: String) -> Date?",
            body: [
                .line("if let date = try? Date(text, strategy: .iso8601) { return date }"),
                .line("let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)"),
                .line("if let date = try? Date(text, strategy: fractional) { return date }"),
                .line("return try? Date(text, strategy: Date.ISO8601FormatStyle().year().month().day())"),
            ])
        let mapping = SwiftTypeDecl(header: SwiftDeclHeader(doc: ["Conversions the generated mappers use."]), kind: .enum, name: "ContractKitMapping",
                                    members: [.function(parse)])
        return SwiftRenderer.render(SwiftFile(name: supportFileName, headerComments: ["Generated by contractkit. DO NOT EDIT.", "swiftlint:disable all"],
                                              imports: ["Foundation"], declarations: [.type(mapping)]))
    }
}

/// Builds one mapping file.
struct MappingBuilder {
    let decl: Declaration
    let dtoName: String
    let model: ScannedType
    let context: TranslationContext
    let models: SwiftModelIndex
    let config: ContractKitConfig
    let declarations: [String: Declaration]
    var statements: [String] = []
    /// Enum conversion functions, by DTO enum, in first-use order.
    var helpers: [(key: String, function: SwiftFunction)] = []
    var missing: [String] = []
    var manual: [String] = []
    var usesDates = false

    var modelName: String { model.name }

    mutating func build() -> String {
        var nested = NestedTypes(parent: lastComponent(dtoName), context: context)
        let plans = context.fieldPlans(irPath: decl.name, fields: decl.fields ?? [], nested: &nested)
        let storage = SwiftModelIndex.storage(model)
        for plan in plans {
            let field = plan.field
            if let property = SwiftModelIndex.property(for: field, of: decl, in: storage, config: config.audit) {
                copy(from: "dto.\(plan.escapedStorage)", optional: plan.isOptional, dtoType: plan.decodedType, contract: field.type,
                     into: property, label: field.name)
            } else if !flatten(plan, storage: storage) {
                missing.append(field.name)
            }
        }
        return render()
    }

    /// `boundingBox {x, y}` into `boundingBoxX`, `boundingBoxY`. False when the model has none of them.
    mutating func flatten(_ plan: TranslationContext.FieldPlan, storage: [String: ScannedProperty]) -> Bool {
        let field = plan.field
        guard let (subfields, irPath) = SwiftModelIndex.flattenableFields(of: field, in: decl, declarations: declarations) else { return false }
        guard subfields.contains(where: { storage[SwiftModelIndex.flattenedName(field, $0)] != nil }) else { return false }
        var nested = NestedTypes(parent: lastComponent(dtoName), context: context)
        for sub in context.fieldPlans(irPath: irPath, fields: subfields, nested: &nested) {
            guard let property = storage[SwiftModelIndex.flattenedName(field, sub.field)] else {
                missing.append("\(field.name).\(sub.field.name)")
                continue
            }
            let access = plan.isOptional ? "?." : "."
            copy(from: "dto.\(plan.escapedStorage)\(access)\(sub.escapedStorage)", optional: plan.isOptional || sub.isOptional,
                 dtoType: sub.decodedType, contract: sub.field.type, into: property, label: "\(field.name).\(sub.field.name)")
        }
        return true
    }

    /// One assignment, with the conversion the types need and the model's optionality.
    mutating func copy(from source: String, optional sourceOptional: Bool, dtoType: String, contract: TypeRef, into property: ScannedProperty, label: String) {
        let target = "\(SwiftNaming.escaped(property.name))"
        guard property.mutable else {
            manual.append("\(label): \(modelName).\(property.name) is a let constant")
            return
        }
        guard let modelType = property.type else {
            manual.append("\(label): \(modelName).\(property.name) has no declared type")
            return
        }
        let shape = SwiftTypeShape(modelType)
        let conversion: (transform: ((String) -> String)?, optional: Bool)
        switch convert(contract, dtoType: dtoType, model: shape.unwrapped, modelText: modelType) {
        case .success(let c): conversion = c
        case .failure(let reason):
            manual.append("\(label): \(reason.reason)")
            return
        }
        let value: String
        let valueOptional: Bool
        if let transform = conversion.transform {
            if sourceOptional {
                value = "\(source).\(conversion.optional ? "flatMap" : "map") { \(transform("$0")) }"
                valueOptional = true
            } else {
                value = transform(source)
                valueOptional = conversion.optional
            }
        } else {
            value = source
            valueOptional = sourceOptional
        }
        if !valueOptional || shape.isOptional || property.optional {
            statements.append("\(target) = \(value)")
        } else if let fallback = property.defaultValue {
            statements.append("\(target) = \(value) ?? \(fallback)")
        } else {
            statements.append("if let value = \(value) { \(target) = value }")
        }
    }

    /// Whether a DTO type's text names a generated type nested in the namespace.
    func namesNamespacedType(_ type: String) -> Bool {
        guard context.config.namespace != nil else { return false }
        return type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { context.topLevelNames.contains(String($0)) }
    }

    struct Unconvertible: Error {
        var reason: String
    }

    /// How a DTO value (never optional here) becomes the model's type: nil transform for
    /// none, and whether the conversion can fail (yield nil).
    mutating func convert(_ contract: TypeRef, dtoType: String, model: SwiftTypeShape, modelText: String) -> Result<(transform: ((String) -> String)?, optional: Bool), Unconvertible> {
        let dto = SwiftTypeShape(dtoType)
        // In a namespace, `OrderStatus` in the DTO is `API.OrderStatus`: the same spelling as
        // the model's is another type.
        if dto == model && !namesNamespacedType(dtoType) { return .success((nil, false)) }
        let modelName = model.simpleName ?? ""
        var contract = contract
        if case .nullable(let inner) = contract { contract = inner }
        switch contract {
        case .primitive(.string), .literal(.string), .formattedString(.dateTime), .formattedString(.date), .formattedString(.uri),
             .formattedString(.uuid), .formattedString(.email):
            if modelName == "Date" {
                usesDates = true
                return .success(({ "ContractKitMapping.date(from: \($0))" }, true))
            }
            if modelName == "URL" { return .success(({ "URL(string: \($0))" }, true)) }
            if modelName == "Substring" { return .success(({ "Substring(\($0))" }, false)) }
        case .primitive(.number), .primitive(.integer), .literal(.number):
            let widening: [String: Set<String>] = [
                "Int": ["Double", "Float", "CGFloat", "Decimal", "Int64"],
                "Double": ["Float", "CGFloat", "Decimal"],
            ]
            if let targets = widening[dto.simpleName ?? ""], targets.contains(modelName) { return .success(({ "\(modelName)(\($0))" }, false)) }
        case .reference(let name, _):
            guard let enumDecl = declarations[name], enumDecl.kind == .enumeration else { break }
            if modelName == "String" { return .success(({ "\($0).rawValue" }, false)) }
            if let modelEnum = models.enums[modelName], let helper = enumHelper(enumDecl, dtoEnum: dto.simpleName ?? dtoType, modelEnum: modelEnum) {
                return .success(({ "\(helper)(\($0))" }, true))
            }
        case .array(let element):
            guard case .array(let dtoElement) = dto else { break }
            var modelElement: SwiftTypeShape?
            var wrap: String?
            switch model {
            case .array(let e): modelElement = e
            case .named(let n, let args) where lastComponent(n) == "Set" && args.count == 1:
                modelElement = args[0]
                wrap = "Set"
            default: break
            }
            guard let modelElement else { break }
            let inner = convert(element, dtoType: text(dtoElement), model: modelElement, modelText: text(modelElement))
            guard case .success(let c) = inner else { break }
            let mapped: (String) -> String = { x in
                guard let t = c.transform else { return x }
                return "\(x).\(c.optional ? "compactMap" : "map") { \(t("$0")) }"
            }
            return .success(({ x in wrap.map { w in "\(w)(\(mapped(x)))" } ?? mapped(x) }, false))
        default:
            break
        }
        return .failure(Unconvertible(reason: "the DTO's \(dtoType) does not convert to \(modelText); copy it by hand"))
    }

    func text(_ shape: SwiftTypeShape) -> String {
        switch shape {
        case .named(let n, let args): args.isEmpty ? n : n + "<" + args.map(text).joined(separator: ", ") + ">"
        case .array(let e): "[" + text(e) + "]"
        case .dictionary(let k, let v): "[" + text(k) + ": " + text(v) + "]"
        case .optional(let e): text(e) + "?"
        case .other(let s): s
        }
    }

    /// `private static func contractKitConvert(_ value: DTOReviewStatus) -> ReviewStatus?`:
    /// each contract value to the model case with that raw value, or else the same case
    /// name. A static member, overloaded by DTO enum, so it never clashes with a property.
    mutating func enumHelper(_ enumDecl: Declaration, dtoEnum: String, modelEnum: ScannedType) -> String? {
        let name = "Self.contractKitConvert"
        let key = dtoEnum
        if helpers.contains(where: { $0.key == key }) { return name }
        let (planned, _, _) = context.caseNames(enumDecl.cases ?? [])
        let simpleCases = modelEnum.cases.filter { $0.associatedValues.isEmpty }
        let squashed = { (s: String) in s.lowercased().filter { $0.isLetter || $0.isNumber } }
        var arms: [SwiftStatement] = []
        for (c, dtoCase) in planned {
            let value = c.value.stringValue
            let match = simpleCases.first { ($0.rawValue ?? modelEnum.rawValueMapping[$0.name]) == value }
                ?? simpleCases.first { $0.rawValue == nil && $0.name == value }
                ?? simpleCases.first { $0.name == dtoCase }
                ?? simpleCases.first { squashed($0.name) == squashed(dtoCase) || squashed($0.name) == squashed(value) }
            if let match { arms.append(.switchCase("case .\(SwiftNaming.escaped(dtoCase))", [.line("return .\(SwiftNaming.escaped(match.name))")])) }
        }
        guard !arms.isEmpty else { return nil }
        let frozen = context.config.frozenEnums.contains(enumDecl.name)
        if !frozen || arms.count < planned.count { arms.append(.switchCase("default", [.line("return nil")])) }
        let function = SwiftFunction(
            header: SwiftDeclHeader(doc: ["\(enumDecl.name) values to \(lastComponent(modelEnum.name)) cases; nil for a value the app has no case for."],
                                    access: "private static "),
            signature: "func contractKitConvert(_ value: \(context.qualified(dtoEnum))) -> \(modelEnum.name)?",
            body: [.block("switch value", arms)])
        helpers.append((key, function))
        return name
    }

    func render() -> String {
        var header = ["Generated by contractkit from \(decl.location.file) (\(decl.name)) and \(SourcePath.fileName(of: model.file)) (\(modelName)). DO NOT EDIT.",
                      "swiftlint:disable all", "", "Copies every \(dtoName) field that \(modelName) stores."]
        if !missing.isEmpty {
            header += ["", "Not mapped: \(modelName) has no property for"] + missing.map { "- \($0)" }
        }
        if !manual.isEmpty {
            header += ["", "Not mapped: needs hand-written code"] + manual.map { "- \($0)" }
        }
        let apply = SwiftFunction(
            header: SwiftDeclHeader(doc: ["Copies \(dtoName)'s fields into this \(lastComponent(modelName)), converting where the types differ."],
                                    access: model.kind == .struct ? "mutating " : ""),
            signature: "func apply(_ dto: \(dtoName))", body: statements.map(SwiftStatement.line))
        let extensionDecl = SwiftTypeDecl(header: SwiftDeclHeader(), kind: .extension, name: modelName,
                                          members: [.function(apply)] + helpers.map { .function($0.function) })
        return SwiftRenderer.render(SwiftFile(name: "", headerComments: header, imports: ["Foundation"], declarations: [.type(extensionDecl)]))
    }
}

func lowerFirst(_ s: String) -> String { s.prefix(1).lowercased() + s.dropFirst() }
