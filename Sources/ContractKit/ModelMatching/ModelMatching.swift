// ModelMatching: which model and property hold each DTO field, for the audit and for generated mappers.

/// How a DTO finds its model and each field its property. The audit's model layer and
/// `generate --models` share these rules, so a generated mapper copies exactly the fields
/// the audit counts as mapped.
extension SwiftModelIndex {
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
