/// What an audit found at every layer (DTO, model, mapper), and how it matched the types.
public struct AuditResult: Sendable, Equatable {
    public var findings: [Finding]
    public var correspondences: [Correspondence]
    /// Variants of a union held by a Swift enum, each with the case whose branch of
    /// `init(from:)` makes it (`ImageBlock` ↔ `Content.image`): audited by the keys that branch reads.
    public var unionArms: [Correspondence] = []
    /// With `audit --baseline`: the baseline file as shown, and its entries no finding
    /// matched any more (debt paid). Each finding carries its own `baselineState`.
    public var baseline: (file: String, fixed: [Baseline.Entry])?
    /// Per matched object type: each contract field with its Swift property, for the
    /// report's field tables. Keyed by contract type (IR path for inline objects).
    public var fieldRows: [String: [FieldRow]]
    /// Findings a waiver accepted, with its reason.
    public var waived: [(finding: Finding, reason: String)] = []
    /// Model and mapper layers (empty unless models or mappers were audited).
    public var dataFlows: [DataFlow] = []
    /// Each DTO's model.
    public var modelCorrespondences: [Correspondence] = []
    /// What each matched Swift DTO writes by hand, by contract type: the checklists offer a
    /// step only for what the struct declares.
    public var handWritten: [String: HandWrittenCodable] = [:]
    /// How each matched Swift enum covers its contract enum, inline union of literals or
    /// discriminated union, sorted by contract name: what `diff` judges an added value or
    /// variant by.
    public var enumCoverage: [EnumCoverage] = []
    /// The contract statements syntax errors left unread, as the report names them
    /// (`interface Dish (schema/menu.ts:6:1)`): the types they declare were not audited,
    /// so the report is never a clean bill of health. Empty when the contract read whole.
    public var unreadContract: [String] = []
    /// The contract files where a name or type could not be resolved (display paths): each
    /// error cost the field or type it is in, so the report is never a clean bill of health.
    public var contractErrorFiles: [String] = []
    /// The Swift files left out of the audit for their errors (display paths, input order):
    /// the types they declare were not audited, so the report is never a clean bill of health.
    public var swiftErrorFiles: [String] = []
    /// The matched Swift types' wire-name tables, by Swift type name, for the later layers.
    var wireNames: [String: WireModel] = [:]
    /// The app decodes with `.convertFromSnakeCase`.
    var convertsFromSnakeCase = false

    public static func == (a: AuditResult, b: AuditResult) -> Bool {
        a.findings == b.findings && a.correspondences == b.correspondences && a.unionArms == b.unionArms && a.fieldRows == b.fieldRows
            && a.waived.map(\.finding) == b.waived.map(\.finding) && a.waived.map(\.reason) == b.waived.map(\.reason)
            && a.baseline?.file == b.baseline?.file && a.baseline?.fixed == b.baseline?.fixed
            && a.dataFlows == b.dataFlows && a.modelCorrespondences == b.modelCorrespondences && a.enumCoverage == b.enumCoverage
            && a.unreadContract == b.unreadContract && a.contractErrorFiles == b.contractErrorFiles && a.swiftErrorFiles == b.swiftErrorFiles
    }

    /// One row of a field table: `Field | TypeScript Type | Swift Type | Status`.
    public struct FieldRow: Sendable, Equatable {
        public var field: String
        public var typeScript: String
        public var swift: String?
        /// The worst finding's rule on this field, or nil when it matches.
        public var rule: RuleID?
        public var severity: FindingSeverity?
    }
}

/// The Codable parts a Swift DTO writes by hand rather than leaving to the compiler.
public struct HandWrittenCodable: Sendable, Equatable {
    public var file: String
    public var codingKeys: Bool
    /// An initializer other than `init(from:)`.
    public var initializer: Bool
    public var decoder: Bool
    public var encoder: Bool
}

/// A Swift enum that mirrors a contract enum, an inline union of literals, or a
/// discriminated union: the contract values it has no case for, and what decodes them.
public struct EnumCoverage: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A named contract enum (`type Status = 'a' | 'b'`, a TS `enum`).
        case enumeration
        /// A field's inline union of literals (`visibility: 'public' | 'private'`).
        case inlineUnion
        /// A discriminated union, by its discriminator values.
        case union
    }

    public var kind: Kind
    /// The contract enum or union (`ProjectStatus`), or for an inline union the IR path of
    /// the field that holds it (`Project.visibility`).
    public var contract: String
    public var swiftName: String
    public var swiftLocation: SourceLocation
    /// Contract values (a union's discriminator values) that no case of the Swift enum takes.
    public var missing: [String]
    /// The case a value with no case of its own decodes to: a fallback case (`unknown`,
    /// `other(String)`), or the case its decoder's `default:` branch or `?? .x` assigns.
    /// Nil when such a value fails the decode.
    public var fallback: String?
}
