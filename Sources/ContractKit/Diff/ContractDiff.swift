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
        public var isInOldContract: Bool

        public init(finding: Finding, section: Section, bump: Bump, isInOldContract: Bool? = nil) {
            (self.finding, self.section, self.bump) = (finding, section, bump)
            self.isInOldContract = isInOldContract ?? [.typeRemoved, .fieldRemoved, .enumValueRemoved, .unionVariantRemoved].contains(finding.rule)
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

    /// Every rule, for `--help` and the documentation: id and when it applies.
    public static let rules: [(id: RuleID, summary: String)] = [
        (.typeRemoved, "A declaration is gone: breaking. One that gained a file qualifier, or reappears under another name with the same shape, is a move or rename: info, judged by its uses. So is a base type, and a type only other types used, which all continue without naming it."),
        (.typeAdded, "A new declaration: safe. A new base type whose fields the types built on it already had is a refactor."),
        (.typeKindChanged, "An object became an enum, a union, an alias (or the reverse): judged by the wire shape; info when it is the same."),
        (.fieldRemoved, "Breaking in forward mode when the field was required."),
        (.fieldAdded, "Safe in forward mode; breaking in backward mode when required."),
        (.fieldRenamed, "A field removed and one added with the same type and optionality: a suspected rename, judged as the removal and the addition."),
        (.fieldMadeOptional, "Required → optional: breaking in forward mode."),
        (.fieldMadeNullable, "The field may now be null: breaking in forward mode."),
        (.fieldMadeRequired, "Optional → required (or null no longer allowed): safe in forward mode, breaking in backward mode."),
        (.fieldTypeChanged, "The field's wire shape changed: breaking in the direction that loses values (named at the deepest field); a change of spelling only is info. A string's format alone (string → uuid) is info, unless generate.formats decodes the old format as a Foundation type."),
        (.enumValueAdded, "Judged by the app's Swift enum when its Swift is read (--swift, or audit.paths in the config): breaking in forward mode when it has no case and no fallback. Otherwise breaking when generate.frozenEnums freezes the enum; safe with the generated unknown case."),
        (.enumValueRemoved, "Breaking in backward mode."),
        (.unionDiscriminatorChanged, "A discriminated union's discriminator changed: breaking."),
        (.unionVariantAdded, "A union gained a variant no old variant takes. Judged by the app's Swift enum when its Swift is read: breaking in forward mode when it has no case, no fallback case and no decoder that falls back. Otherwise breaking in forward mode (the generated decoders throw on it)."),
        (.unionVariantRemoved, "A union lost a variant: breaking in backward mode."),
        (.genericParametersChanged, "A declaration's generic parameters changed: breaking."),
        (.aliasTargetChanged, "A type alias now names another type: judged by the wire shape, as a field type is."),
        (.deprecated, "@deprecated was added: info."),
        (.docChanged, "Only documentation changed: ignored unless --include-docs."),
        (.versionNotBumped, "The new @version is lower than the changes need."),
    ]

    /// What the app's own Swift enums decode (from an audit of the app's Swift against the
    /// new contract): an added enum value or union variant is judged by them when they are
    /// visible. The CLI fills it from the audit; Diff does not depend on Audit.
    public struct AppEnums: Sendable {
        public struct SwiftEnum: Sendable {
            public var swiftName: String
            /// The Swift file, as displayed.
            public var file: String
            /// Contract values (a union's discriminator values) it has no case for.
            public var missing: Set<String>
            /// The case a value with no case of its own decodes to (a fallback case, or the
            /// case its decoder's `default:` assigns); nil when such a value fails the decode.
            public var fallback: String?

            public init(swiftName: String, file: String, missing: Set<String> = [], fallback: String? = nil) {
                (self.swiftName, self.file, self.missing, self.fallback) = (swiftName, file, missing, fallback)
            }

            /// The value fails to decode: no case takes it and nothing falls back.
            func rejects(_ value: String) -> Bool { missing.contains(value) && fallback == nil }
        }

        /// By contract enum name (`ProjectStatus`).
        public var byEnum: [String: SwiftEnum]
        /// By the IR path of a field that holds an inline union (`Project.visibility`).
        public var byPath: [String: SwiftEnum]
        /// By discriminated union name (`Event`).
        public var byUnion: [String: SwiftEnum]
        /// The app's Swift was read (so an enum it does not mirror is said to be unpaired).
        public var swiftRead: Bool

        public init(byEnum: [String: SwiftEnum] = [:], byPath: [String: SwiftEnum] = [:], byUnion: [String: SwiftEnum] = [:], swiftRead: Bool = false) {
            (self.byEnum, self.byPath, self.byUnion, self.swiftRead) = (byEnum, byPath, byUnion, swiftRead)
        }

        func enumFor(contractEnum: String?, path: String) -> SwiftEnum? {
            if let contractEnum, let found = byEnum[contractEnum] { return found }
            return byPath[path]
        }
    }

    /// `formatTypes` is `generate.formats`: a format held by a Foundation type (`uuid` →
    /// `UUID`) makes dropping or changing that format breaking for apps generated with it.
    public static func compare(old: Schema, new: Schema, mode: Mode, frozenEnums: Set<String>, formatTypes: [String: String] = [:],
                               includeDocs: Bool = false, app: AppEnums = AppEnums()) -> Result {
        let matching = DeclarationMatching(old: old, new: new)
        var differ = Differ(mode: mode, frozenEnums: frozenEnums, formatTypes: formatTypes, includeDocs: includeDocs, old: old, new: new,
                            matched: matching.matched, app: app)
        let newByName = Dictionary(new.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let continued = Set(matching.matched.values)
        let refactors = Refactors(old: old, new: new, matched: matching.matched)
        for decl in old.declarations {
            guard let name = matching.matched[decl.name], let after = newByName[name] else {
                let refactor = refactors.removals[decl.name]
                differ.add(.typeRemoved, .removed, breaking: refactor == nil, type: decl.name, refactor ?? "\(decl.name) was removed", decl.location)
                continue
            }
            if name != decl.name {
                differ.add(.typeRemoved, .changed, breaking: false, type: decl.name, matching.reason(decl.name, name), after.location, inOld: false)
            }
            differ.compare(decl, after)
        }
        for decl in new.declarations where !continued.contains(decl.name) {
            // A base type whose fields types that were already there carry: a refactor.
            let refactor = refactors.additions[decl.name]
            differ.add(.typeAdded, refactor == nil ? .added : .changed, breaking: false, type: decl.name, refactor ?? "\(decl.name) was added", decl.location)
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

