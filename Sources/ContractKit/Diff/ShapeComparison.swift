// Diff: two spellings of a field's type compared by the shapes that travel.

/// Where a change is: a declaration (`Owner`) or a field path (`Owner.params`, `uri`).
struct DiffPath {
    var type: String
    var field: String?

    var text: String { field.map { "\(type).\($0)" } ?? type }
    func child(_ name: String) -> DiffPath { DiffPath(type: text, field: name) }
    func suffixed(_ suffix: String) -> DiffPath { field.map { DiffPath(type: type, field: $0 + suffix) } ?? DiffPath(type: type + suffix, field: nil) }
}

extension Differ {
    /// Whether the two types name the same declaration across versions (compared by itself).
    func sameDeclaration(_ o: TypeRef, _ n: TypeRef) -> Bool {
        guard case .reference(let a, let x) = o, case .reference(let b, let y) = n, matched[a] == b, x.count == y.count else { return false }
        return zip(x, y).allSatisfy { forward.accepts($0, $1) && backward.accepts($1, $0) }
    }

    /// Written the same (wherever inline fields are written), naming only declarations that
    /// kept their names.
    func spelledAlike(_ o: TypeRef, _ n: TypeRef) -> Bool {
        let matched = matched
        return sameShape(o, n) && !o.contains { if case .reference(let name, _) = $0 { matched[name] != name } else { false } }
    }

    /// The changes between a field's (or declaration's) old and new types, as the concrete
    /// losses at the deepest path where they happen. A change of spelling only is info.
    mutating func compareType(_ path: DiffPath, _ o: TypeRef, _ n: TypeRef, location: SourceLocation, force: Bool = false) {
        if !force && (spelledAlike(o, n) || sameDeclaration(o, n)) { return }
        let key = o.typeScriptText + "\u{1}" + n.typeScriptText
        guard !visited.contains(key) else { return }
        visited.insert(key)
        defer { visited.remove(key) }
        let os = oldShapes.shape(o), ns = newShapes.shape(n)
        let before = changes.count
        switch (os, ns) {
        case (.object(let of, _), .object(let nf, _)):
            compareFields(path.text, of, nf, location: location)
        case (.array(let x), .array(let y)):
            compareType(path.suffixed("[]"), x, y, location: location)
        case (.map(let x), .map(let y)):
            compareType(path.suffixed("[key]"), x, y, location: location)
        case (.literals(let a), .literals(let b)):
            compareValues(path, a, b, location: location)
        case (.union, _), (_, .union):
            compareArms(path, os, ns, location: location)
        case (.opaque(let a), _) where a.hasSuffix("(unresolved)") && os.text != ns.text,
             (_, .opaque(let a)) where a.hasSuffix("(unresolved)") && os.text != ns.text:
            let side = if case .opaque(a) = os { "old" } else { "new" }
            add(.fieldTypeChanged, .changed, breaking: false, type: path.type, field: path.field,
                "\(path.text) cannot be compared: \(a.replacingOccurrences(of: " (unresolved)", with: "")) is unresolved in the \(side) contract (not declared in the files read); the other side is \(side == "old" ? ns.text : os.text)",
                location)
        default:
            let fwd = forward.accepts(os, ns), bwd = backward.accepts(ns, os)
            if !fwd || !bwd {
                add(.fieldTypeChanged, .changed, breaking: breaks(forward: !fwd, backward: !bwd), type: path.type, field: path.field,
                    "\(path.text) changed type from \(os.text) to \(ns.text)", location)
            }
        }
        if changes.count == before, o.typeScriptText != n.typeScriptText {
            add(.fieldTypeChanged, .changed, breaking: false, type: path.type, field: path.field, respelled(path, o, n), location)
        }
    }

    /// "extracted into X" and the like: the same wire shape, spelled another way.
    func respelled(_ path: DiffPath, _ o: TypeRef, _ n: TypeRef) -> String {
        switch (o, n) {
        case (.object, .reference(let name, _)): "\(path.text) was extracted into \(name) (the same wire shape)"
        case (.reference(let name, _), .object): "\(path.text) is now written inline (was \(name); the same wire shape)"
        default: "\(path.text) is now written \(n.typeScriptText) (was \(o.typeScriptText); the same wire shape)"
        }
    }

    /// Union arms: a new arm no old arm takes breaks shipped apps; an old arm no new arm
    /// takes breaks the new app on old payloads.
    mutating func compareArms(_ path: DiffPath, _ os: WireShape, _ ns: WireShape, location: SourceLocation) {
        let oldArms = arms(os, oldShapes), newArms = arms(ns, newShapes)
        for arm in newArms where !oldArms.contains(where: { forward.accepts($0, arm) }) {
            add(.unionVariantAdded, .added, breaking: breaks(forward: true, backward: false), type: path.type, field: path.field,
                "\(path.text) may now be \(arm.typeScriptText), which \(Self.takes(os)) takes: shipped apps fail to decode it", location)
        }
        for arm in oldArms where !newArms.contains(where: { backward.accepts($0, arm) }) {
            add(.unionVariantRemoved, .removed, breaking: breaks(forward: false, backward: true), type: path.type, field: path.field,
                "\(path.text) no longer takes \(arm.typeScriptText): the new app fails on old payloads that hold one", location, inOld: false)
        }
    }

    static func takes(_ shape: WireShape) -> String {
        if case .union = shape { "no arm of \(shape.text)" } else { "the old \(shape.text) never" }
    }

    func arms(_ shape: WireShape, _ resolver: WireResolver) -> [TypeRef] {
        switch shape {
        case .union(let arms): arms
        case .literals(let values): values.map { .literal($0) }
        case .scalar(let s): [s.hasPrefix("string (") ? .primitive(.string) : .primitive(PrimitiveType(rawValue: s) ?? .string)]
        case .anyValue: [.unknown]
        case .array(let e): [.array(e)]
        case .map(let v): [.map(v)]
        case .object(let fields, let name): [name.map { .reference(name: $0, arguments: []) } ?? .object(fields)]
        case .opaque(let text): [.external(name: text, module: nil)]
        }
    }

    /// Literal values (an inline union, or a named enum reached through a field).
    mutating func compareValues(_ path: DiffPath, _ old: [LiteralValue], _ new: [LiteralValue], location: SourceLocation) {
        for v in new where !old.contains(v) {
            valueAdded(type: path.text, enumName: nil, value: v, location: location)
        }
        for v in old where !new.contains(v) {
            add(.enumValueRemoved, .removed, breaking: breaks(forward: false, backward: true), type: path.text, field: v.stringValue,
                "\(path.text) lost '\(v.stringValue)'", location, inOld: false)
        }
    }

    /// An enum value added: judged by the app's Swift enum when it is visible, else by
    /// the generated enums (an unknown case, unless `generate.frozenEnums` freezes it).
    mutating func valueAdded(type: String, enumName: String?, value: LiteralValue, location: SourceLocation) {
        let v = value.stringValue
        let subject = "\(type) gained '\(v)'"
        if let app = app.enumFor(contractEnum: enumName, path: type) {
            let rejects = app.rejects(v)
            let why = rejects ? ": \(app.swiftName) (\(app.file)) has no case for it and no fallback, so shipped apps fail to decode it"
                : app.missing.contains(v) ? "; \(app.swiftName) (\(app.file)) decodes it as its fallback case .\(app.fallback!)" : "; \(app.swiftName) (\(app.file)) decodes it"
            add(.enumValueAdded, .added, breaking: breaks(forward: rejects, backward: false), type: type, field: v, subject + why, location)
            return
        }
        let frozen = enumName.map(frozenEnums.contains) ?? false
        let unpaired = app.swiftRead ? "the app's Swift has no enum the audit could compare with it" : "\(Self.swiftHint) the app's own enums"
        add(.enumValueAdded, .added, breaking: breaks(forward: frozen, backward: false), type: type, field: v,
            subject + (frozen ? ": the Swift enum is frozen (generate.frozenEnums), so shipped apps fail to decode it"
                : "; apps that decode with ContractKit's generated enums read it as the unknown case (\(unpaired))"),
            location)
    }
}
