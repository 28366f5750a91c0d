// Diff: declarations compared one by one.

/// Compares declarations one by one and collects changes.
struct Differ {
    let mode: ContractDiff.Mode
    let frozenEnums: Set<String>
    let formatTypes: [String: String]
    let includeDocs: Bool
    let oldShapes: WireResolver
    let newShapes: WireResolver
    /// Old declaration name → the new declaration that continues it.
    let matched: [String: String]
    /// What the app's Swift (with --swift) decodes.
    let app: ContractDiff.AppEnums
    /// Shipped apps (old types) receiving new payloads, and the new app receiving old ones.
    let forward: ShapeJudge
    let backward: ShapeJudge
    var changes: [ContractDiff.Change] = []
    /// Type pairs being compared, for recursive types.
    var visited = Set<String>()

    init(mode: ContractDiff.Mode, frozenEnums: Set<String>, formatTypes: [String: String], includeDocs: Bool, old: Schema, new: Schema,
         matched: [String: String], app: ContractDiff.AppEnums) {
        (self.mode, self.frozenEnums, self.formatTypes, self.includeDocs) = (mode, frozenEnums, formatTypes, includeDocs)
        (oldShapes, newShapes, self.matched, self.app) = (WireResolver(old), WireResolver(new), matched, app)
        let reverse = Dictionary(matched.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        forward = ShapeJudge(receiver: oldShapes, sender: newShapes, same: { matched[$0] == $1 })
        backward = ShapeJudge(receiver: newShapes, sender: oldShapes, same: { reverse[$0] == $1 })
    }

    /// Whether a change that breaks forward and/or backward decoding breaks in this mode.
    func breaks(forward: Bool, backward: Bool) -> Bool {
        switch mode {
        case .forward: forward
        case .backward: backward
        case .full: forward || backward
        }
    }

    mutating func add(_ rule: RuleID, _ section: ContractDiff.Section, breaking: Bool, type: String, field: String? = nil, _ message: String,
                      _ location: SourceLocation?, inOld: Bool? = nil) {
        let bump: ContractDiff.Bump = breaking ? .major : section == .added || section == .deprecated ? .minor : .patch
        let finding = Finding(ruleID: rule, severity: breaking ? .error : .info, type: type, field: field, layer: .contract,
                              message: message, contract: location, swift: nil)
        changes.append(ContractDiff.Change(finding: finding, section: breaking ? .breaking : section, bump: bump, isInOldContract: inOld))
    }

    mutating func compare(_ old: Declaration, _ new: Declaration) {
        let name = new.name
        if old.kind != new.kind {
            // An object that became an alias of the same fields (or the reverse) is the same on the wire.
            let before = changes.count
            compareType(DiffPath(type: name, field: nil), .reference(name: old.name, arguments: []), .reference(name: new.name, arguments: []),
                        location: new.location, force: true)
            if changes.count == before {
                add(.typeKindChanged, .changed, breaking: false, type: name,
                    "\(name) changed from \(old.kind.rawValue) to \(new.kind.rawValue), with the same wire shape", new.location)
            }
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
            compareType(DiffPath(type: name, field: nil), old.target ?? .unknown, new.target ?? .unknown, location: new.location)
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
        if let (before, after) = formatChange(o.type, n.type) {
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
        } else {
            compareType(DiffPath(type: owner, field: n.name), o.type, n.type, location: n.location)
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

    mutating func compareEnum(_ old: Declaration, _ new: Declaration) {
        let name = new.name
        let oldValues = Set((old.cases ?? []).map(\.value))
        let newValues = Set((new.cases ?? []).map(\.value))
        for c in new.cases ?? [] where !oldValues.contains(c.value) {
            valueAdded(type: name, enumName: name, value: c.value, location: c.location)
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
                compareType(DiffPath(type: name, field: v.discriminatorValue.stringValue), before.type, v.type, location: v.location)
            } else {
                variantAdded(new, v)
            }
        }
        for v in old.variants ?? [] where newVariants[v.discriminatorValue] == nil {
            add(.unionVariantRemoved, .removed, breaking: breaks(forward: false, backward: true), type: name, field: v.discriminatorValue.stringValue,
                "\(name) lost the variant '\(v.discriminatorValue.stringValue)': the new app fails on old payloads that hold one", v.location)
        }
    }

    /// A union variant no old variant takes: judged by the app's Swift enum for the union
    /// when it is visible, else by the generated unions, which throw on an unknown discriminator.
    mutating func variantAdded(_ union: Declaration, _ v: UnionVariant) {
        let (name, value) = (union.name, v.discriminatorValue.stringValue)
        let subject = "\(name) gained the variant '\(value)' (\(v.type.typeScriptText))"
        let tag = union.discriminator.map { "'\($0)'" } ?? "discriminator"
        guard let swift = app.byUnion[name] else {
            add(.unionVariantAdded, .added, breaking: breaks(forward: true, backward: false), type: name, field: value,
                subject + ": apps that decode with ContractKit's generated unions (or any decoder that throws on an unknown \(tag)) fail to decode it"
                    + (app.swiftRead ? " (the app's Swift has no enum the audit could compare with \(name))" : " (\(Self.swiftHint) the app's own enum)"),
                v.location)
            return
        }
        let at = "\(swift.swiftName) (\(swift.file))"
        let why = swift.rejects(value)
            ? ": \(at) has no case for it, no fallback case, and no decoder branch that falls back on an unknown \(tag), so shipped apps fail to decode it"
            : swift.missing.contains(value) ? "; \(at) has no case for it, but its fallback case .\(swift.fallback!) catches it, so shipped apps still decode the payload"
            : "; \(at) already has a case for it"
        add(.unionVariantAdded, .added, breaking: breaks(forward: swift.rejects(value), backward: false), type: name, field: value, subject + why, v.location)
    }

    /// How a message without the app's Swift says what would judge it.
    static let swiftHint = "pass --swift, or name the app's Swift under audit.paths in contractkit.json, to judge"
}
