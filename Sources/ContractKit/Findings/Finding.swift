// Findings: rule ids, layers, severities, findings and the texts of the audit's rules.

/// How serious a finding is. Ordered so that `error` is the greatest.
public enum FindingSeverity: String, Sendable, Codable, Comparable, CaseIterable {
    case info, warning, error

    private var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }
    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

/// One difference between the contract and the Swift sources.
///
/// For example: `missing-field` on `WorkDTO.coverImageURL`, at `schema/canonical.ts:35:3`
/// and `DTOs/WorkDTO.swift:4:15`.
public struct Finding: Sendable, Equatable, Codable {
    /// The rule's stable kebab-case id: `missing-field`.
    public var rule: RuleID
    public var severity: FindingSeverity
    /// The contract type, by its IR name.
    public var type: String
    public var field: String?
    /// `dto`, `model` or `mapper`; `contract` for the diff's changes.
    public var layer: Layer
    public var message: String
    public var contract: SourceLocation?
    public var swift: SourceLocation?
    /// Built from the rule, layer, type and field, never from message text, so it stays
    /// stable when wording or line numbers change.
    public var fingerprint: String
    /// For a field of a DTO that has a model or mappers, where its data stops, in the
    /// audit's words: `Backend → WorkDTO.coverImageURL ✅ → DTOMapper.mapToWork ❌ → Work.coverImageURL ❌`.
    public var dataFlow: String?
    /// For a runtime finding, the payload variant that showed it: `full`, `unknown-enum`.
    public var variant: String?
    /// With `audit --verify`, what decoding showed of a static finding:
    /// `confirmed by decoding (full: field-lost)`, `not reproduced by decoding` or `not checked by decoding: …`.
    public var evidence: String?
    /// Against `audit --baseline`: `new` or `unchanged` (known debt); nil without a baseline.
    public var baselineState: BaselineState?
    /// When each side's line last changed, in a git checkout.
    public var provenance: Provenance?

    public init(rule: AuditRule, severity: FindingSeverity? = nil, type: String, field: String? = nil, layer: Layer? = nil,
                message: String, contract: SourceLocation?, swift: SourceLocation?) {
        self.init(ruleID: rule.id, severity: severity ?? rule.severity, type: type, field: field, layer: layer ?? rule.layer,
                  message: message, contract: contract, swift: swift)
    }

    /// A finding of any rule, the diff's included.
    public init(ruleID: RuleID, severity: FindingSeverity, type: String, field: String? = nil, layer: Layer, message: String,
                contract: SourceLocation?, swift: SourceLocation?) {
        self.rule = ruleID
        self.severity = severity
        self.type = type
        self.field = field
        self.layer = layer
        self.message = message
        self.contract = contract
        self.swift = swift
        self.fingerprint = Finding.fingerprint(rule: ruleID, layer: layer, type: type, field: field)
    }

    /// Worst first, then by contract location, rule and symbol: a total order, so reports
    /// never depend on the order rules ran in.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        // Layers in the data's order (DTO, model, mapper), so a field's findings read as its story.
        return (a.contract?.file ?? "", a.contract?.line ?? 0, a.layer.rank, a.rule.rawValue, a.symbol, a.swift?.line ?? 0)
            < (b.contract?.file ?? "", b.contract?.line ?? 0, b.layer.rank, b.rule.rawValue, b.symbol, b.swift?.line ?? 0)
    }

    /// `Type.field`, or the type alone.
    public var symbol: String { field.map { "\(type).\($0)" } ?? type }

    static func fingerprint(rule: RuleID, layer: Layer, type: String, field: String?) -> String {
        // FNV-1a, 64-bit: stable across runs and machines, unlike Hasher.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(rule)|\(layer)|\(type)|\(field ?? "")".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// How a contract type was matched to a Swift type.
public struct Correspondence: Sendable, Equatable, Codable {
    /// The contract type's IR name.
    public var contract: String
    /// The Swift type's qualified name.
    public var swift: String
    /// How the pair was made: "same name", "enum prefix 'DTO'", "through WorkDTO.boundingBox".
    public var method: String
    public var contractLocation: SourceLocation
    public var swiftLocation: SourceLocation
    /// How the audit judged the Swift type: `response` (the app decodes it), `request` (it
    /// only encodes it) or `both`, and the evidence that decided it.
    public var direction: String?
    public var directionEvidence: String?
}
