/// Which findings say that a field's value does not get through: every view of where data
/// stops (the data-flow line of a finding, the report's data-flow table and its flowchart)
/// reads this one answer, so none of them can mark a field lost that the others show as
/// carried.
extension RuleID {
    /// A finding of this rule means the value of its field does not get through the layer
    /// the finding is on: it is dropped, never matched, fails the decode, or is not copied
    /// on some path. The rules left out describe differences that leave a decoded value
    /// intact: what the app sends (`encoder-missing-key`), how it builds a DTO in code
    /// (`init-missing-parameter`), Swift-only optional keys and enum cases, a wider type
    /// kept on purpose, what could not be checked, and the diff's changes.
    public var stopsTheValue: Bool {
        switch self {
        case .extraOptionalField, .enumWidened, .encoderMissingKey, .initMissingParameter, .enumCaseExtra, .unsupportedConstruct,
             .staleWaiver, .notVerified, .undeclaredKey:
            false
        // The diff's changes are about the contract, not about a decoded value.
        case .typeRemoved, .typeAdded, .typeKindChanged, .fieldRemoved, .fieldAdded, .fieldRenamed, .fieldMadeOptional,
             .fieldMadeNullable, .fieldMadeRequired, .fieldTypeChanged, .enumValueAdded, .enumValueRemoved,
             .unionDiscriminatorChanged, .unionVariantAdded, .unionVariantRemoved, .genericParametersChanged,
             .aliasTargetChanged, .deprecated, .docChanged, .versionNotBumped:
            false
        // Every other rule, and any rule added later, is shown where it stops a value:
        // a view that hides a loss is worse than one that names a doubtful one.
        default:
            true
        }
    }
}

extension Finding {
    /// A contract type and one of its top-level fields: what the report's views of a field
    /// index findings by.
    public struct FieldKey: Hashable, Sendable {
        public var type: String
        public var field: String

        public init(type: String, field: String) {
            self.type = type
            self.field = field
        }
    }

    /// The finding's type and top-level field; nil for a finding about the type as a whole.
    public var fieldKey: FieldKey? { topLevelField.map { FieldKey(type: type, field: $0) } }

    /// The contract field a finding is about, at the top level of its type: `boundingBox`
    /// for `boundingBox.x`. Nil for a finding about the type as a whole.
    public var topLevelField: String? { field.map { String($0.prefix { $0 != "." }) } }

    /// An error or a warning whose rule means the field's value does not get through.
    public var stopsTheValue: Bool { severity != .info && rule.stopsTheValue }
}
