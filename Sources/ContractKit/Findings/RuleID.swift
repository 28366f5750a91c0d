/// Every rule's stable kebab-case id, the audit's and the diff's: what reports, SARIF and
/// waivers name. The raw value is the id.
public enum RuleID: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    // The audit's rules (texts in `AuditRule`).
    case missingField = "missing-field"
    case extraRequiredField = "extra-required-field"
    case extraOptionalField = "extra-optional-field"
    case typeMismatch = "type-mismatch"
    case enumWidened = "enum-widened"
    case dateDecoding = "date-decoding"
    case optionalityMismatch = "optionality-mismatch"
    case codingKeyMismatch = "coding-key-mismatch"
    case decoderMissingKey = "decoder-missing-key"
    case encoderMissingKey = "encoder-missing-key"
    case initMissingParameter = "init-missing-parameter"
    case enumCaseMissing = "enum-case-missing"
    case enumCaseExtra = "enum-case-extra"
    case enumRawValueMismatch = "enum-raw-value-mismatch"
    case unionVariantMissing = "union-variant-missing"
    case discriminatorMismatch = "discriminator-mismatch"
    case typeMissing = "type-missing"
    case unsupportedConstruct = "unsupported-construct"
    case modelMissingProperty = "model-missing-property"
    case modelTypeMismatch = "model-type-mismatch"
    case mapperUnreadField = "mapper-unread-field"
    case mapperInconsistent = "mapper-inconsistent"
    case staleWaiver = "stale-waiver"
    // verify's rules: what decoding the contract's payloads through the app's types showed.
    case decodeFailed = "decode-failed"
    case fieldLost = "field-lost"
    case valueChanged = "value-changed"
    case unknownEnumRejected = "unknown-enum-rejected"
    case notVerified = "not-verified"
    case fractionRejected = "fraction-rejected"
    // Recorded payloads checked against the contract.
    case contractViolated = "contract-violated"
    case undeclaredKey = "undeclared-key"
    // The diff's rules (summaries in `ContractDiff.rules`).
    case typeRemoved = "type-removed"
    case typeAdded = "type-added"
    case typeKindChanged = "type-kind-changed"
    case fieldRemoved = "field-removed"
    case fieldAdded = "field-added"
    case fieldRenamed = "field-renamed"
    case fieldMadeOptional = "field-made-optional"
    case fieldMadeNullable = "field-made-nullable"
    case fieldMadeRequired = "field-made-required"
    case fieldTypeChanged = "field-type-changed"
    case enumValueAdded = "enum-value-added"
    case enumValueRemoved = "enum-value-removed"
    case unionDiscriminatorChanged = "union-discriminator-changed"
    case unionVariantAdded = "union-variant-added"
    case unionVariantRemoved = "union-variant-removed"
    case genericParametersChanged = "generic-parameters-changed"
    case aliasTargetChanged = "alias-target-changed"
    case deprecated = "deprecated"
    case docChanged = "doc-changed"
    case versionNotBumped = "version-not-bumped"

    public var description: String { rawValue }
}

/// Where a finding sits, in the order data travels: the contract itself (the diff), the
/// Swift DTO, the app's model, the mapper between them.
public enum Layer: String, Sendable, Codable, CustomStringConvertible {
    case dto, model, mapper, contract
    /// What `verify` saw by decoding and re-encoding payloads.
    case runtime

    public var description: String { rawValue }

    /// The data's order, so a field's findings read as its story.
    var rank: Int {
        switch self {
        case .contract, .dto: 0
        case .model: 1
        case .mapper: 2
        case .runtime: 3
        }
    }
}
