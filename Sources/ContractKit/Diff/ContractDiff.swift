// Diff: two schema IRs to the changes between them, judged for apps already shipped.

/// Stage "diff": two versions of a contract to the changes between them, each judged from
/// the decoding app's side, in the Confluent schema-registry sense:
///
/// - `forward` (the default): apps already shipped decode payloads of the new contract;
/// - `backward`: the new app decodes payloads of the old contract;
/// - `full`: both.
///
/// A change that breaks decoding in the chosen mode is an error; every other change is
/// info. The changes also say which semantic-version bump the new contract needs.
public enum ContractDiff {
    public enum Mode: String, Sendable, CaseIterable {
        case forward, backward, full
    }

    /// Where a change goes in the changelog (a breaking change goes under Breaking).
    public enum Section: String, Sendable, CaseIterable {
        case breaking = "Breaking", added = "Added", changed = "Changed", deprecated = "Deprecated", removed = "Removed"
    }

    public enum Bump: String, Sendable, Comparable {
        case none, patch, minor, major
        private var rank: Int { [.none: 0, .patch: 1, .minor: 2, .major: 3][self]! }
        public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
    }

    /// One change. `finding` has the audit's shape (`layer: "contract"`).
    public struct Change: Sendable, Equatable {
        public var finding: Finding
        public var section: Section
        /// What the change needs by itself: major when breaking, minor for an addition or
        /// deprecation, patch otherwise.
        public var bump: Bump

        /// A removal: its location is the line in the old contract.
        public var isInOldContract: Bool {
            [.typeRemoved, .fieldRemoved, .enumValueRemoved, .unionVariantRemoved].contains(finding.rule)
        }
    }

    public struct Result: Sendable, Equatable {
        public var mode: Mode
        public var oldVersion: String?
        public var newVersion: String?
        public var changes: [Change]
        public var suggestedBump: Bump
        public var breakingCount: Int { changes.filter { $0.finding.severity == .error && $0.finding.rule != .versionNotBumped }.count }
    }

    /// Every rule, for `--help` and the README: id and when it applies.
    public static let rules: [(id: RuleID, summary: String)] = [
        (.typeRemoved, "A declaration is gone: breaking."),
        (.typeAdded, "A new declaration: safe."),
        (.typeKindChanged, "An object became an enum, a union, an alias (or the reverse): breaking."),
        (.fieldRemoved, "Breaking in forward mode when the field was required."),
        (.fieldAdded, "Safe in forward mode; breaking in backward mode when required."),
        (.fieldRenamed, "A field removed and one added with the same type and optionality: a suspected rename, judged as the removal and the addition."),
        (.fieldMadeOptional, "Required → optional: breaking in forward mode."),
        (.fieldMadeNullable, "The field may now be null: breaking in forward mode."),
        (.fieldMadeRequired, "Optional → required (or null no longer allowed): safe in forward mode, breaking in backward mode."),
        (.fieldTypeChanged, "The field's type changed: breaking. A string's format alone (string → uuid) is info, unless generate.formats decodes the old format as a Foundation type."),
        (.enumValueAdded, "Breaking in forward mode when the Swift enum is frozen (generate.frozenEnums); safe with the unknown case."),
        (.enumValueRemoved, "Breaking in backward mode."),
        (.unionDiscriminatorChanged, "A discriminated union's discriminator changed: breaking."),
        (.unionVariantAdded, "A union gained a variant: breaking (shipped apps cannot decode it)."),
        (.unionVariantRemoved, "A union lost a variant: breaking."),
        (.genericParametersChanged, "A declaration's generic parameters changed: breaking."),
        (.aliasTargetChanged, "A type alias now names another type: breaking."),
        (.deprecated, "@deprecated was added: info."),
        (.docChanged, "Only documentation changed: ignored unless --include-docs."),
        (.versionNotBumped, "The new @version is lower than the changes need."),
    ]

    /// `formatTypes` is `generate.formats`: a format held by a Foundation type (`uuid` →
    /// `UUID`) makes dropping or changing that format breaking for apps generated with it.
    public static func compare(old: Schema, new: Schema, mode: Mode, frozenEnums: Set<String>, formatTypes: [String: String] = [:],
                               includeDocs: Bool = false) -> Result {
        var differ = Differ(mode: mode, frozenEnums: frozenEnums, formatTypes: formatTypes, includeDocs: includeDocs)
        let oldByName = Dictionary(old.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let newByName = Dictionary(new.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for decl in old.declarations where newByName[decl.name] == nil {
            differ.add(.typeRemoved, .removed, breaking: true, type: decl.name, "\(decl.name) was removed", decl.location)
        }
        for decl in new.declarations {
            guard let before = oldByName[decl.name] else {
                differ.add(.typeAdded, .added, breaking: false, type: decl.name, "\(decl.name) was added", decl.location)
                continue
            }
            differ.compare(before, decl)
        }
        var changes = differ.changes.sorted { a, b in Finding.reportOrder(a.finding, b.finding) }
        let bump = changes.map(\.bump).max() ?? .none
        if let oldVersion = old.contractVersion, let newVersion = new.contractVersion, let needed = SemanticVersion(oldVersion)?.bumped(bump),
           let given = SemanticVersion(newVersion), given < needed {
            let f = Finding(ruleID: .versionNotBumped, severity: .error, type: "@version", layer: .contract,
                            message: "the contract changes need a \(bump.rawValue) version bump (\(oldVersion) → \(needed) or later), but @version is \(newVersion)",
                            contract: new.files.first.map { SourceLocation(file: $0, line: 1, column: 1) }, swift: nil)
            changes.insert(Change(finding: f, section: .changed, bump: .none), at: 0)
        }
        return Result(mode: mode, oldVersion: old.contractVersion, newVersion: new.contractVersion, changes: changes, suggestedBump: bump)
    }
}

/// `major.minor.patch`, compared numerically; a pre-release or build suffix is ignored.
struct SemanticVersion: Comparable, CustomStringConvertible {
    var major: Int, minor: Int, patch: Int

    init?(_ text: String) {
        let core = text.split(whereSeparator: { $0 == "-" || $0 == "+" }).first.map(String.init) ?? text
        let parts = core.split(separator: ".").map { Int($0) }
        guard parts.count == 3, let a = parts[0], let b = parts[1], let c = parts[2] else { return nil }
        (major, minor, patch) = (a, b, c)
    }

    init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }

    func bumped(_ bump: ContractDiff.Bump) -> SemanticVersion {
        switch bump {
        case .none: self
        case .patch: SemanticVersion(major, minor, patch + 1)
        case .minor: SemanticVersion(major, minor + 1, 0)
        case .major: SemanticVersion(major + 1, 0, 0)
        }
    }

    static func < (a: Self, b: Self) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
    var description: String { "\(major).\(minor).\(patch)" }
}

/// When two types differ only in a string's format (`string` → `string (uuid)`), the
/// formats before and after; nil otherwise.
func formatChange(_ a: TypeRef, _ b: TypeRef) -> (String, String)? {
    func format(_ t: TypeRef) -> String? {
        switch t {
        case .primitive(.string): "string"
        case .formattedString(let f): "string (\(f.rawValue))"
        default: nil
        }
    }
    switch (a, b) {
    case (.array(let x), .array(let y)), (.nullable(let x), .nullable(let y)), (.map(let x), .map(let y)):
        return formatChange(x, y)
    default:
        guard let f = format(a), let g = format(b), f != g else { return nil }
        return (f, g)
    }
}

/// The format of a formatted string, through arrays, maps and null.
func stringFormat(_ type: TypeRef) -> StringFormat? {
    switch type {
    case .formattedString(let format): format
    case .array(let inner), .map(let inner), .nullable(let inner): stringFormat(inner)
    default: nil
    }
}

/// Whether two types have the same shape: equal, ignoring where inline fields are written
/// and their documentation.
func sameShape(_ a: TypeRef, _ b: TypeRef) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { $0.name == $1.name && $0.optionality == $1.optionality && sameShape($0.type, $1.type) }
    case (.array(let x), .array(let y)), (.map(let x), .map(let y)), (.nullable(let x), .nullable(let y)):
        return sameShape(x, y)
    case (.reference(let n, let x), .reference(let m, let y)):
        return n == m && x.count == y.count && zip(x, y).allSatisfy { sameShape($0, $1) }
    case (.union(let x), .union(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { sameShape($0, $1) }
    default:
        return a == b
    }
}

/// Compares declarations one by one and collects changes.
struct Differ {
    let mode: ContractDiff.Mode
    let frozenEnums: Set<String>
    let formatTypes: [String: String]
    let includeDocs: Bool
    var changes: [ContractDiff.Change] = []

    /// Whether a change that breaks forward and/or backward decoding breaks in this mode.
    func breaks(forward: Bool, backward: Bool) -> Bool {
        switch mode {
        case .forward: forward
        case .backward: backward
        case .full: forward || backward
        }
    }

    mutating func add(_ rule: RuleID, _ section: ContractDiff.Section, breaking: Bool, type: String, field: String? = nil, _ message: String,
                      _ location: SourceLocation?) {
        let bump: ContractDiff.Bump = breaking ? .major : section == .added || section == .deprecated ? .minor : .patch
        let finding = Finding(ruleID: rule, severity: breaking ? .error : .info, type: type, field: field, layer: .contract,
                              message: message, contract: location, swift: nil)
        changes.append(ContractDiff.Change(finding: finding, section: breaking ? .breaking : section, bump: bump))
    }

    mutating func compare(_ old: Declaration, _ new: Declaration) {
        let name = new.name
        if old.kind != new.kind {
            add(.typeKindChanged, .changed, breaking: true, type: name, "\(name) changed from \(old.kind.rawValue) to \(new.kind.rawValue)", new.location)
            return
        }
        if old.genericParameters.map(\.name) != new.genericParameters.map(\.name) {
            add(.genericParametersChanged, .changed, breaking: true, type: name,
                "\(name)'s generic parameters changed from <\(old.genericParameters.map(\.name).joined(separator: ", "))> to <\(new.genericParameters.map(\.name).joined(separator: ", "))>",
                new.location)
        }
        if old.deprecated == nil, let reason = new.deprecated {
            add(.deprecated, .deprecated, breaking: false, type: name, "\(name) is deprecated" + (reason.isEmpty ? "" : ": \(reason)"), new.location)
        }
        if includeDocs && old.doc != new.doc {
            add(.docChanged, .changed, breaking: false, type: name, "\(name)'s documentation changed", new.location)
        }
        switch new.kind {
        case .object: compareFields(name, old.fields ?? [], new.fields ?? [], location: new.location)
        case .enumeration: compareEnum(old, new)
        case .union: compareUnion(old, new)
        case .alias:
            if old.target != new.target {
                add(.aliasTargetChanged, .changed, breaking: true, type: name,
                    "\(name) changed from \(old.target?.typeScriptText ?? "?") to \(new.target?.typeScriptText ?? "?")", new.location)
            }
        }
    }

    mutating func compareFields(_ owner: String, _ old: [Field], _ new: [Field], location: SourceLocation) {
        let oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var removed = old.filter { newByName[$0.name] == nil }
        var added = new.filter { oldByName[$0.name] == nil }
        // A removal and an addition of the same shape: probably a rename.
        for r in removed {
            guard let a = added.first(where: { sameShape($0.type, r.type) && $0.optionality == r.optionality }) else { continue }
            added.removeAll { $0.name == a.name }
            removed.removeAll { $0.name == r.name }
            let breaking = breaks(forward: !r.optionality.allowsMissingValue, backward: !a.optionality.allowsMissingValue)
            add(.fieldRenamed, .changed, breaking: breaking, type: owner, field: a.name,
                "\(owner).\(r.name) looks renamed to \(a.name) (removed and added with the same type \(a.type.typeScriptText)); to a decoder that is a removal and an addition",
                a.location)
        }
        for r in removed {
            let required = !r.optionality.allowsMissingValue
            add(.fieldRemoved, .removed, breaking: breaks(forward: required, backward: false), type: owner, field: r.name,
                "\(owner).\(r.name) (\(r.type.typeScriptText)\(required ? ", required" : ", optional")) was removed"
                    + (required ? ": shipped apps that require it fail to decode" : ""), r.location)
        }
        for a in added {
            let required = !a.optionality.allowsMissingValue
            add(.fieldAdded, .added, breaking: breaks(forward: false, backward: required), type: owner, field: a.name,
                "\(owner).\(a.name) (\(a.type.typeScriptText)\(required ? ", required" : ", optional")) was added", a.location)
        }
        for n in new {
            guard let o = oldByName[n.name] else { continue }
            compareField(owner, o, n)
        }
    }

    mutating func compareField(_ owner: String, _ o: Field, _ n: Field) {
        let symbol = "\(owner).\(n.name)"
        if let (oldFields, newFields, suffix) = inlineObjects(o.type, n.type) {
            compareFields(symbol + suffix, oldFields, newFields, location: n.location)
        } else if let (before, after) = formatChange(o.type, n.type) {
            // `string` → `uuid`: the same JSON string, with a stated format. Not breaking,
            // unless apps decode the old format into a Foundation type (`generate.formats`).
            if let format = stringFormat(o.type), let swiftType = formatTypes[format.rawValue], swiftType != "String" {
                add(.fieldTypeChanged, .changed, breaking: breaks(forward: true, backward: false), type: owner, field: n.name,
                    "\(symbol) changed format from \(before) to \(after): apps generated with generate.formats decode it as \(swiftType), and fail on a string that is not one",
                    n.location)
            } else {
                add(.fieldTypeChanged, .changed, breaking: false, type: owner, field: n.name,
                    "\(symbol) changed format from \(before) to \(after) (the same JSON string)", n.location)
            }
        } else if !sameShape(o.type, n.type) {
            add(.fieldTypeChanged, .changed, breaking: true, type: owner, field: n.name,
                "\(symbol) changed type from \(o.type.typeScriptText) to \(n.type.typeScriptText)", n.location)
        }
        if !o.optionality.isOptional && n.optionality.isOptional {
            add(.fieldMadeOptional, .changed, breaking: breaks(forward: true, backward: false), type: owner, field: n.name,
                "\(symbol) is now optional: shipped apps that require it fail when it is missing", n.location)
        }
        if !o.optionality.isNullable && n.optionality.isNullable {
            add(.fieldMadeNullable, .changed, breaking: breaks(forward: true, backward: false), type: owner, field: n.name,
                "\(symbol) may now be null: shipped apps that require a value fail on null", n.location)
        }
        if (o.optionality.isOptional && !n.optionality.isOptional) || (o.optionality.isNullable && !n.optionality.isNullable) {
            add(.fieldMadeRequired, .changed, breaking: breaks(forward: false, backward: true), type: owner, field: n.name,
                "\(symbol) is now required (\(o.optionality.rawValue) → \(n.optionality.rawValue)): old payloads without it fail in the new app", n.location)
        }
        if o.deprecated == nil, let reason = n.deprecated {
            add(.deprecated, .deprecated, breaking: false, type: owner, field: n.name, "\(symbol) is deprecated" + (reason.isEmpty ? "" : ": \(reason)"), n.location)
        }
        if includeDocs && o.doc != n.doc {
            add(.docChanged, .changed, breaking: false, type: owner, field: n.name, "\(symbol)'s documentation changed", n.location)
        }
    }

    /// Inline objects on both sides (also as array elements): compared field by field.
    func inlineObjects(_ a: TypeRef, _ b: TypeRef) -> ([Field], [Field], String)? {
        switch (a, b) {
        case (.object(let x), .object(let y)): return (x, y, "")
        case (.array(let x), .array(let y)): return inlineObjects(x, y).map { ($0.0, $0.1, "[]" + $0.2) }
        case (.nullable(let x), .nullable(let y)): return inlineObjects(x, y)
        default: return nil
        }
    }

    mutating func compareEnum(_ old: Declaration, _ new: Declaration) {
        let name = new.name
        let oldValues = Set((old.cases ?? []).map(\.value))
        let newValues = Set((new.cases ?? []).map(\.value))
        let frozen = frozenEnums.contains(name)
        for c in new.cases ?? [] where !oldValues.contains(c.value) {
            add(.enumValueAdded, .added, breaking: breaks(forward: frozen, backward: false), type: name, field: c.value.stringValue,
                "\(name) gained '\(c.value.stringValue)'" + (frozen ? ": the Swift enum is frozen, so shipped apps fail to decode it"
                                                                      : "; shipped apps decode it as the unknown case"), c.location)
        }
        for c in old.cases ?? [] where !newValues.contains(c.value) {
            add(.enumValueRemoved, .removed, breaking: breaks(forward: false, backward: true), type: name, field: c.value.stringValue,
                "\(name) lost '\(c.value.stringValue)'", c.location)
        }
        let oldDeprecated = Dictionary((old.cases ?? []).map { ($0.value, $0.deprecated) }, uniquingKeysWith: { a, _ in a })
        for c in new.cases ?? [] where c.deprecated != nil && oldValues.contains(c.value) && oldDeprecated[c.value] ?? nil == nil {
            add(.deprecated, .deprecated, breaking: false, type: name, field: c.value.stringValue, "\(name) '\(c.value.stringValue)' is deprecated", c.location)
        }
    }

    mutating func compareUnion(_ old: Declaration, _ new: Declaration) {
        let name = new.name
        if old.discriminator != new.discriminator {
            add(.unionDiscriminatorChanged, .changed, breaking: true, type: name,
                "\(name)'s discriminator changed from \(old.discriminator ?? "none") to \(new.discriminator ?? "none")", new.location)
        }
        let oldVariants = Dictionary((old.variants ?? []).map { ($0.discriminatorValue, $0) }, uniquingKeysWith: { a, _ in a })
        let newVariants = Dictionary((new.variants ?? []).map { ($0.discriminatorValue, $0) }, uniquingKeysWith: { a, _ in a })
        for v in new.variants ?? [] {
            if let before = oldVariants[v.discriminatorValue] {
                if before.type != v.type {
                    add(.unionVariantRemoved, .changed, breaking: true, type: name, field: v.discriminatorValue.stringValue,
                        "\(name)'s '\(v.discriminatorValue.stringValue)' variant changed from \(before.type.typeScriptText) to \(v.type.typeScriptText)", v.location)
                }
            } else {
                add(.unionVariantAdded, .added, breaking: true, type: name, field: v.discriminatorValue.stringValue,
                    "\(name) gained the variant '\(v.discriminatorValue.stringValue)' (\(v.type.typeScriptText)): shipped apps cannot decode it", v.location)
            }
        }
        for v in old.variants ?? [] where newVariants[v.discriminatorValue] == nil {
            add(.unionVariantRemoved, .removed, breaking: true, type: name, field: v.discriminatorValue.stringValue,
                "\(name) lost the variant '\(v.discriminatorValue.stringValue)'", v.location)
        }
    }
}
