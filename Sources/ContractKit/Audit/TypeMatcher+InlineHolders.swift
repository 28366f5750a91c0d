/// The nested Swift types that hold a contract object's inline object fields
/// (`position: { x, y }` read by `Entity.Position`), whose wire models `inferThroughFields`
/// reads: found for the pairs made by name and built on all cores at once, beside the first
/// assignment, before the first pass needs them one at a time. A model is a function of its type alone, so building it
/// earlier changes nothing but when; it is kept aside (`prebuilt`) until a pass asks for it,
/// so a model no pass asks for is not in the audit's result.
extension TypeMatcher {
    /// The wire models of the nested types these pairs' inline object fields are read into,
    /// built level by level (a nested type's own inline fields need its model first) from the
    /// models built so far: a function of its arguments, so it runs beside the first assignment,
    /// and `keepInlineHolders` sets the models aside.
    static func inlineHolderModels(_ pairs: [(Declaration, ScannedType)], built models: [String: WireModel], context: WireContext) -> [String: WireModel] {
        var prebuilt: [String: WireModel] = [:]
        var level: [(fields: [Field], holder: ScannedType)] = pairs.compactMap { decl, t in
            decl.kind == .object && (decl.fields ?? []).contains { Self.inlineObjectFields($0.type) != nil } ? (decl.fields ?? [], t) : nil
        }
        for _ in 0..<4 where !level.isEmpty {
            let aside = prebuilt, todo = level
            let found = Array(Parallel.chunks(todo.count, serialBelow: 200) { range in
                range.flatMap { Self.inlineHolders(todo[$0].fields, holder: todo[$0].holder, models: models, prebuilt: aside, context: context) }
            }.joined())
            // Looked up rather than gathered: the models built so far far outnumber this level's holders.
            var seen = Set<String>()
            let unbuilt = found.map(\.holder).filter { models[$0.name] == nil && prebuilt[$0.name] == nil && seen.insert($0.name).inserted }
            let built = Parallel.chunks(unbuilt.count, serialBelow: 200) { range in unbuilt[range].map { WireModel($0, context: context) } }
            for model in built.joined() { prebuilt[model.type.name] = model }
            // Only holders with inline object fields of their own hold a next level.
            level = found.filter { $0.fields.contains { Self.inlineObjectFields($0.type) != nil } }
        }
        return prebuilt
    }

    /// Sets aside the models `inlineHolderModels` built that no pass has built since.
    mutating func keepInlineHolders(_ models: [String: WireModel]) {
        // Most often nothing else is set aside: the table is taken whole, and its models that
        // a pass built since are never asked for there (`wire` looks in `wireNames` first).
        guard !prebuilt.isEmpty else { prebuilt = models; return }
        for (name, model) in models where wireNames[name] == nil && prebuilt[name] == nil { prebuilt[name] = model }
    }

    /// The nested types one holder reads its inline object fields into, each with those fields;
    /// none when the holder's model is not built.
    static func inlineHolders(_ fields: [Field], holder: ScannedType, models: [String: WireModel], prebuilt: [String: WireModel],
                              context: WireContext) -> [(fields: [Field], holder: ScannedType)] {
        guard let wire = models[holder.name] ?? prebuilt[holder.name] else { return [] }
        var found: [(fields: [Field], holder: ScannedType)] = []
        for field in fields {
            guard let inner = inlineObjectFields(field.type),
                  let typeText = wire.property(forWireName: field.name)?.type ?? wire.key(forWireName: field.name)?.swiftType,
                  let nested = SwiftTypeShape(typeText).elementNames.compactMap({ context.resolve($0, from: holder.name) }).first,
                  nested.kind == .struct || nested.kind == .class, nested.name != holder.name else { continue }
            found.append((inner, nested))
        }
        return found
    }
}
