/// Most paired objects' fields are settled once the names have paired: each field names no
/// contract type and holds no inline object, or already names its counterpart as written. Which
/// ones are is found on all cores before `inferThroughFields` walks the objects one at a time,
/// so that walk reads only the others. Nothing a settled object's pass would do is skipped: it
/// would change no pair and note nothing, and the wire models it would have asked for are
/// asked for all the same.
extension TypeMatcher {
    /// For each object, the Swift types whose wire models its pass reads when its fields are
    /// settled, or nil when the pass may change or note something.
    func settledObjects(_ objects: [Declaration]) -> [[String]?] {
        let matcher = self
        return Array(Parallel.chunks(objects.count, serialBelow: 200) { range in
            range.map { i -> [String]? in
                let decl = objects[i]
                guard let (swiftType, method) = matcher.matches[decl.name], !Self.isGenericInstance(method) else { return [] }
                var asked: [String] = []
                let fields = matcher.fieldsWithUnionBounds(decl) ?? decl.fields ?? []
                return matcher.settles(fields, holder: swiftType, depth: 0, bound: matcher.boundArguments[decl.name] ?? [:], asked: &asked) ? asked : nil
            }
        }.joined())
    }

    /// Whether `inferThrough` would leave these fields as they are, read from the models built so
    /// far (a model not built yet may change something); `asked` gets the holders it reads.
    /// It mirrors the fields `inferThrough` passes over: change both.
    func settles(_ fields: [Field], holder swiftType: ScannedType, depth: Int, bound: [String: ScannedType], asked: inout [String]) -> Bool {
        guard let wire = wireNames[swiftType.name] ?? prebuilt[swiftType.name] else { return false }
        asked.append(swiftType.name)
        for i in fields.indices {
            guard fields[i].type.referencedDeclaration != nil || Self.inlineObjectFields(fields[i].type) != nil else { continue }
            let field = fields[i]
            if let inner = Self.inlineObjectFields(field.type), depth < 4 {
                guard let nested = inlineHolder(of: field, in: wire, holder: swiftType, bound: bound) else { continue }
                guard settles(inner, holder: nested, depth: depth + 1, bound: [:], asked: &asked) else { return false }
                continue
            }
            guard let referenced = field.type.referencedDeclaration, declarations[referenced] != nil else { continue }
            guard let written = wire.property(forWireName: field.name)?.type ?? wire.key(forWireName: field.name)?.swiftType,
                  let typeText = mapValueText(field.type, written, in: swiftType) else { continue }
            if let current = matches[referenced], Self.names(typeText, lastComponent(current.type.name)), namesNestedPair(typeText, current.type, from: swiftType) { continue }
            return false
        }
        return true
    }

    /// The nested struct or class a holder reads an inline object field into (`position: Position`),
    /// as Swift resolves the property's type from the holder; nil when it reads it otherwise.
    func inlineHolder(of field: Field, in wire: WireModel, holder: ScannedType, bound: [String: ScannedType]) -> ScannedType? {
        guard let typeText = wire.property(forWireName: field.name)?.type ?? wire.key(forWireName: field.name)?.swiftType,
              let nested = SwiftTypeShape(typeText).elementNames.compactMap({ bound[$0] ?? context.resolve($0, from: holder.name) }).first,
              nested.kind == .struct || nested.kind == .class, nested.name != holder.name else { return nil }
        return nested
    }
}
