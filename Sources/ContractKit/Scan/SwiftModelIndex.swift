/// The app's model types, from `--models` files, and how a DTO finds its model and each
/// field its property. The audit's model layer and `generate --models` share it, so a
/// generated mapper copies exactly the fields the audit counts as mapped.
struct SwiftModelIndex {
    /// Structs, classes and actors by qualified name and by last component.
    let types: [String: ScannedType]
    /// Enums by last component.
    let enums: [String: ScannedType]

    /// Conformances that make a type part of the UI, never a model: a SwiftUI view may
    /// share a DTO's name without its suffix (`DetectedBook` for `DetectedBookDTO`).
    static let interfaceTypes: Set<String> = ["View", "App", "Scene", "Widget", "UIViewController", "UIView", "NSView", "NSViewController", "ViewModifier", "PreviewProvider"]

    /// `excluding` names the types that are DTOs: in a whole-app run they sit beside the models.
    init(_ files: [ScannedFile], excluding dtos: Set<String> = []) {
        var types: [String: ScannedType] = [:]
        var enums: [String: ScannedType] = [:]
        for t in files.flatMap(\.types) where !dtos.contains(t.name) && !t.conformances.contains(where: { Self.interfaceTypes.contains(lastComponent($0)) }) {
            switch t.kind {
            case .struct, .class, .actor:
                if types[t.name] == nil { types[t.name] = t }
                if types[lastComponent(t.name)] == nil { types[lastComponent(t.name)] = t }
            case .enum:
                if enums[lastComponent(t.name)] == nil { enums[lastComponent(t.name)] = t }
            default: break
            }
        }
        self.types = types
        self.enums = enums
    }

    enum Lookup {
        case found(ScannedType, method: String)
        /// `audit.models` names a type no model file declares.
        case configuredButMissing(name: String, configKey: String)
        case none
    }

    /// `audit.models`, then the DTO's name without a DTO affix (`WorkDTO` → `Work`,
    /// `DTOWork` → `Work`, `EventRow` → `Event`).
    func model(for decl: Declaration, dtoName: String, config: AuditConfig) -> Lookup {
        for key in [decl.name, dtoName] {
            guard let configured = config.models[key] else { continue }
            if let t = types[configured] { return .found(t, method: "audit.models in contractkit.json") }
            return .configuredButMissing(name: configured, configKey: key)
        }
        for base in [lastComponent(dtoName), decl.name] {
            for affix in ["DTO", "Dto", "Payload", "Row", "Response", "Record", "Entity"] {
                let stripped = base.hasSuffix(affix) ? String(base.dropLast(affix.count)) : base.hasPrefix(affix) ? String(base.dropFirst(affix.count)) : base
                if stripped != base, !stripped.isEmpty, let t = types[stripped] { return .found(t, method: "the DTO's name without '\(affix)'") }
            }
        }
        return .none
    }

    /// Stored, non-static properties by name, and computed ones with a setter (which store
    /// through another property: `reviewStatus` over `reviewStatusRawValue`): what can hold
    /// a DTO field's value.
    static func storage(_ model: ScannedType) -> [String: ScannedProperty] {
        Dictionary(model.properties.filter { ($0.stored || $0.hasSetter) && !$0.static }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The model property a field maps to by `audit.modelFields` or by name.
    static func property(for field: Field, of decl: Declaration, in storage: [String: ScannedProperty], config: AuditConfig) -> ScannedProperty? {
        if !config.modelFields.isEmpty, let configured = config.modelFields["\(decl.name).\(field.name)"] { return storage[configured] }
        return storage[field.name] ?? storage[SwiftNaming.propertyName(field.name)]
    }

    /// The fields of an object-typed field that a model may store flattened, and the IR
    /// path their types are planned under: an inline object (`WorkDTO.boundingBox`) or a
    /// referenced object declaration. Nil for anything else (arrays cannot be flattened).
    static func flattenableFields(of field: Field, in decl: Declaration, declarations: [String: Declaration]) -> (fields: [Field], irPath: String)? {
        switch field.type {
        case .object(let fields): return (fields, "\(decl.name).\(field.name)")
        case .reference(let name, _):
            guard let d = declarations[name], d.kind == .object, let fields = d.fields else { return nil }
            return (fields, name)
        default: return nil
        }
    }

    /// The names a flattened object field's subfields take: `boundingBox` `x` → `boundingBoxX`.
    static func flattenedName(_ field: Field, _ subfield: Field) -> String {
        SwiftNaming.propertyName(field.name) + upperFirst(SwiftNaming.propertyName(subfield.name))
    }
}
