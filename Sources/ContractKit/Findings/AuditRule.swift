/// An audit rule: a stable id, a default severity, and the words a reviewer reads.
public struct AuditRule: Sendable, Equatable {
    public var id: RuleID
    public var severity: FindingSeverity
    /// One line, for `contractkit checks`.
    public var summary: String
    /// Why a reviewer should care, for the report.
    public var why: String
    /// What to change, for the report.
    public var fix: String

    public static let missingField = AuditRule(
        id: .missingField, severity: .error, summary: "A contract field has no Swift property, so its data is dropped.",
        why: "The backend sends this field, but the app decodes it into nothing: the data is silently lost.",
        fix: "Add the property to the Swift DTO, its CodingKeys case, its initializer parameter and its decoder line.")
    public static let extraRequiredField = AuditRule(
        id: .extraRequiredField, severity: .error, summary: "Swift requires a key the contract never sends, so decoding fails.",
        why: "Every response lacks this key, so decoding the whole type throws.",
        fix: "Make the property optional, give it a decoder fallback, or remove it.")
    public static let extraOptionalField = AuditRule(
        id: .extraOptionalField, severity: .warning, summary: "Swift has an optional property the contract does not define.",
        why: "It is always nil: dead code, or a field the contract lost.",
        fix: "Remove it, or add the field to the contract.")
    public static let typeMismatch = AuditRule(
        id: .typeMismatch, severity: .error, summary: "The contract and Swift types are incompatible.",
        why: "Decoding fails as soon as the backend sends a value of the contract's type.",
        fix: "Change the Swift type to match the contract.")
    public static let enumWidened = AuditRule(
        id: .enumWidened, severity: .info, summary: "A contract enum is decoded as String in Swift.",
        why: "Accepted for forward compatibility (new values do not break decoding), at the cost of type safety.",
        fix: "Nothing, if intended; otherwise use the Swift enum type.")
    public static let dateDecoding = AuditRule(
        id: .dateDecoding, severity: .warning,
        summary: "A contract string or number is decoded as Date: info with a matching dateDecodingStrategy, a warning without one.",
        why: "JSONDecoder's default date strategy reads a number of seconds since 2001: an ISO-8601 string fails to decode, and a Unix timestamp decodes to the wrong date.",
        fix: "Set the decoder's dateDecodingStrategy to match the contract (.iso8601, or .custom for fractional seconds; .millisecondsSince1970 for JavaScript timestamps), or decode a String.")

    public static let optionalityMismatch = AuditRule(
        id: .optionalityMismatch, severity: .error, summary: "Optional or nullable in the contract, but required in Swift with no fallback.",
        why: "When the backend omits the field or sends null, decoding the whole type throws.",
        fix: "Make the Swift property optional, or decode it with decodeIfPresent and a fallback.")
    public static let codingKeyMismatch = AuditRule(
        id: .codingKeyMismatch, severity: .error, summary: "A CodingKeys raw value differs from the wire name, or a stored property has no key.",
        why: "The property reads a key the backend does not send.",
        fix: "Make the CodingKeys case's raw value the contract's field name.")
    public static let decoderMissingKey = AuditRule(
        id: .decoderMissingKey, severity: .error, summary: "A custom init(from:) never decodes a property, or decodes it from another key.",
        why: "The value is in the JSON, but the hand-written decoder ignores it.",
        fix: "Add a decode or decodeIfPresent line for the key to init(from:).")
    public static let encoderMissingKey = AuditRule(
        id: .encoderMissingKey, severity: .warning, summary: "A custom encode(to:) never writes a property.",
        why: "Encoding and decoding again loses the value (caches, persistence).",
        fix: "Add an encode or encodeIfPresent line for the key to encode(to:).")
    public static let initMissingParameter = AuditRule(
        id: .initMissingParameter, severity: .warning, summary: "A public memberwise initializer leaves out a field.",
        why: "Code that builds the DTO (tests, previews, mocks) cannot set the field.",
        fix: "Add a parameter for the field, with a default if it is optional.")
    public static let enumCaseMissing = AuditRule(
        id: .enumCaseMissing, severity: .error, summary: "A contract value is not in the Swift enum (warning when the enum has a fallback case).",
        why: "Decoding a response that carries this value throws, or falls back to an unknown case.",
        fix: "Add the case with the contract's raw value.")
    public static let enumCaseExtra = AuditRule(
        id: .enumCaseExtra, severity: .warning, summary: "The Swift enum has a case the contract does not define.",
        why: "The backend never sends it: dead code, or a value the contract lost.",
        fix: "Remove the case, or add the value to the contract.")
    public static let enumRawValueMismatch = AuditRule(
        id: .enumRawValueMismatch, severity: .error, summary: "A Swift raw value differs from the contract value.",
        why: "The case never matches what the backend sends.",
        fix: "Make the raw value the contract's value exactly (case-sensitive).")
    public static let unionVariantMissing = AuditRule(
        id: .unionVariantMissing, severity: .error, summary: "A discriminated union's variant has no Swift case.",
        why: "A response of that variant cannot be decoded.",
        fix: "Add a case with the variant's payload.")
    public static let discriminatorMismatch = AuditRule(
        id: .discriminatorMismatch, severity: .error, summary: "The Swift decoder does not read the union's discriminator.",
        why: "The decoder cannot tell the variants apart the way the backend marks them.",
        fix: "Decode the discriminator field first and switch on it.")
    public static let typeMissing = AuditRule(
        id: .typeMissing, severity: .warning, summary: "A contract type has no Swift counterpart (error when a matched type uses it).",
        why: "Responses of this type cannot be decoded by the app.",
        fix: "Add the Swift type, or pin its counterpart in contractkit.json under audit.types.")
    public static let unsupportedConstruct = AuditRule(
        id: .unsupportedConstruct, severity: .warning, summary: "The contract uses a construct ContractKit cannot check.",
        why: "This field's type is not audited.",
        fix: "Simplify the contract type, or check the field by hand.")

    public static let modelMissingProperty = AuditRule(
        id: .modelMissingProperty, severity: .error, summary: "A DTO field has no property in the app's model: decoded, then dropped.",
        why: "The app decodes the value and then throws it away before it reaches the model: the screen that needs it shows nothing, and no error says why.",
        fix: "Add a stored property to the model (or map the field in contractkit.json under audit.modelFields), and copy it in every mapper.")
    public static let modelTypeMismatch = AuditRule(
        id: .modelTypeMismatch, severity: .error, summary: "The model property's type cannot hold the DTO field's value.",
        why: "No mapper conversion (ISO 8601 string to Date, DTO enum to model enum, optional to a default) turns one into the other.",
        fix: "Change the model property's type to match the field.")
    public static let mapperUnreadField = AuditRule(
        id: .mapperUnreadField, severity: .error, summary: "No mapper reads the DTO field, so its value never reaches the model.",
        why: "The DTO decodes the value, but no mapper copies it: the app behaves as if the backend never sent it.",
        fix: "Copy the field in every mapper that builds the model and every one that updates it, or generate the mapper with 'contractkit generate --models'.")
    public static let mapperInconsistent = AuditRule(
        id: .mapperInconsistent, severity: .warning, summary: "A mapper that builds the model reads a field that the one updating it ignores, or the reverse.",
        why: "A model built fresh gets the value, but one updated in place (a refresh, a merge of duplicates) keeps a stale or empty one.",
        fix: "Copy the field in both the mapper that builds the model and the one that updates it.")

    public static let staleWaiver = AuditRule(
        id: .staleWaiver, severity: .warning, summary: "A waiver in contractkit.json has expired or matches no finding.",
        why: "A waiver that no longer applies hides nothing, or hides something it should not any more.",
        fix: "Remove the waiver, or renew its expiry date with a reason.")

    public static let decodeFailed = AuditRule(
        id: .decodeFailed, severity: .error, summary: "verify: a payload the contract allows fails to decode into the Swift type.",
        why: "The app cannot read a response the backend is allowed to send: the screen fails, whatever the static reading said.",
        fix: "Follow the coding path in the message to the property, and make its type, optionality or key match the contract.")
    public static let fieldLost = AuditRule(
        id: .fieldLost, severity: .warning, summary: "verify: a key in the payload is missing after decoding and re-encoding (error when the field is required).",
        why: "The Swift type reads the JSON without keeping this value, so the app never sees it.",
        fix: "Add a property for the field (and its CodingKeys case and decoder line), or waive the finding if the app ignores it on purpose.")
    public static let valueChanged = AuditRule(
        id: .valueChanged, severity: .warning, summary: "verify: a value comes back different after decoding and re-encoding.",
        why: "The app holds a different value from the one the backend sent: rounding, a default that replaced it, or an enum that fell back.",
        fix: "Check the property's type and the decoder's conversion for this field.")
    public static let unknownEnumRejected = AuditRule(
        id: .unknownEnumRejected, severity: .warning, summary: "verify: an enum value the contract does not list yet fails the whole payload.",
        why: "When the backend adds a value, every response that carries it fails to decode in apps already shipped.",
        fix: "Give the enum a fallback case (an unknown case decoded from any other value), or decode the field as String.")
    public static let notVerified = AuditRule(
        id: .notVerified, severity: .warning, summary: "verify: a contract type could not be verified by decoding.",
        why: "Its Swift type did not compile without the rest of the app, or no Swift type was paired with it, so nothing was proven.",
        fix: "Give verify the files it needs (--swift), or pin the pair in contractkit.json under audit.types.")
    public static let fractionRejected = AuditRule(
        id: .fractionRejected, severity: .info, summary: "verify: a contract `number` the Swift type holds as an integer rejects a fractional value.",
        why: "JavaScript numbers are doubles: if the backend ever sends 1.5 where it sends whole numbers today, the whole payload fails to decode.",
        fix: "Mark the field @integer in the contract if it is always whole, or hold it as Double.")
    public static let contractViolated = AuditRule(
        id: .contractViolated, severity: .error, summary: "verify --payloads, validate: a recorded payload holds a value the contract does not allow.",
        why: "The server and the contract disagree: the contract is stale, or the server is wrong. Code generated or audited from the contract will not read it.",
        fix: "Follow the JSON pointer to the value; fix the contract's type for it, or the server.")
    public static let undeclaredKey = AuditRule(
        id: .undeclaredKey, severity: .warning, summary: "verify --payloads, validate: a recorded payload has a key the contract does not declare.",
        why: "The contract is incomplete: the server sends data no client generated or audited from it can rely on.",
        fix: "Declare the field in the contract (optional if the server does not always send it), or stop sending it.")

    /// Every rule, for `contractkit checks`.
    public static let all: [AuditRule] = [
        missingField, extraRequiredField, extraOptionalField, typeMismatch, enumWidened, dateDecoding, optionalityMismatch, codingKeyMismatch,
        decoderMissingKey, encoderMissingKey, initMissingParameter, enumCaseMissing, enumCaseExtra, enumRawValueMismatch,
        unionVariantMissing, discriminatorMismatch, typeMissing, unsupportedConstruct,
        modelMissingProperty, modelTypeMismatch, mapperUnreadField, mapperInconsistent, staleWaiver,
        decodeFailed, fieldLost, valueChanged, unknownEnumRejected, notVerified, fractionRejected, contractViolated, undeclaredKey,
    ]

    /// The rule with this id, if the audit has one (the diff's rules have no texts here).
    public static func named(_ id: String) -> AuditRule? { RuleID(rawValue: id).flatMap { byID[$0] } }

    public static func rule(_ id: RuleID) -> AuditRule? { byID[id] }

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// The layer a finding of this rule belongs to, unless the finding says otherwise.
    public var layer: Layer {
        switch id {
        case .modelMissingProperty, .modelTypeMismatch: .model
        case .mapperUnreadField, .mapperInconsistent: .mapper
        case .decodeFailed, .fieldLost, .valueChanged, .unknownEnumRejected, .notVerified, .fractionRejected, .contractViolated, .undeclaredKey: .runtime
        default: .dto
        }
    }
}
