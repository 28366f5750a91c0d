/// One contract object read by two Swift types, each through a field of a paired type: a
/// history page's `results: TestResultResponse[]` read as `[HistoryRow]`, and a submit
/// answer's `result: TestResultResponse` read as `SubmittedResult`. The contract type pairs
/// with one of them; the other is no type mismatch but a second reader of the same payload,
/// and is audited against the contract type's fields too.
///
/// Found here through a field, only a Swift type that no contract type pairs with is a second
/// holder: a field that holds another contract type's counterpart is a plain mismatch. The
/// matcher's own second readers (an endpoint's, `TypeMatcher+SecondCarriers`) join them, so
/// one map says which Swift types are audited beside the counterpart.
extension DTOAuditor {
    /// Contract object → the Swift types other than its counterpart that paired types' fields
    /// hold it with, in name order. One pass over the paired objects' fields.
    mutating func findSecondHolders() -> [String: [ScannedType]] {
        let paired = Set(matcher.matches.values.map(\.type.name))
        var found: [String: [String: ScannedType]] = [:]
        // Each paired object's fields are read on all cores from the wire models built so far;
        // an object whose holder's model is not built yet is read here, one at a time.
        let objects = schema.declarations.filter { $0.kind == .object }
        let auditor = self
        let held = Parallel.chunks(objects.count, serialBelow: 200) { range in
            range.map { i -> [(String, ScannedType)]? in
                guard let (holder, method) = auditor.matcher.matches[objects[i].name], !TypeMatcher.isGenericInstance(method) else { return [] }
                guard let wire = auditor.matcher.wireNames[holder.name] ?? auditor.matcher.prebuilt[holder.name] else { return nil }
                return auditor.secondTypesHeld(objects[i], holder, wire: wire, paired: paired)
            }
        }.joined()
        for (decl, pairs) in zip(objects, held) {
            // One instance of a generic envelope, the first by name, says nothing of the others' fields.
            guard let (holder, method) = matcher.matches[decl.name], !TypeMatcher.isGenericInstance(method) else { continue }
            guard let pairs else {
                _ = noteHeldTypes(decl, holder, paired: paired, into: &found)
                continue
            }
            matcher.ask([holder.name])
            for (referenced, second) in pairs { found[referenced, default: [:]][second.name] = second }
        }
        // The matcher's own second readers: through an endpoint, or a field whose type the app decodes on its own.
        for (name, holders) in matcher.endpointHolders {
            for t in holders { found[name, default: [:]][t.name] = t }
        }
        for (name, carriers) in matcher.alsoCarriedBy {
            for carrier in carriers { found[name, default: [:]][carrier.type.name] = carrier.type }
        }
        // A second holder's own fields hold second readers too (`PinsTrackMetadata.mbid_mapping: PinsMbidMapping?`):
        // each second holder is looked into once.
        var pending = found.flatMap { name, holders in holders.values.map { (name, $0) } }.sorted { ($0.0, $0.1.name) < ($1.0, $1.1.name) }
        while let (name, second) = pending.popLast() {
            guard let decl = declarations[name] else { continue }
            pending += noteHeldTypes(decl, second, paired: paired, into: &found)
        }
        return found.mapValues { $0.values.sorted { $0.name < $1.name } }
    }

    /// Whether a property's type text is the counterpart itself, named plainly (`Kind`, `[Kind]?`)
    /// and resolved from the holder as Swift does: then it holds no second type.
    func namesCounterpart(_ written: String, _ counterpart: ScannedType, from holder: ScannedType) -> Bool {
        let plain = lastComponent(counterpart.name)
        return TypeMatcher.names(written, plain) && matcher.context.resolve(plain, from: holder.name)?.name == counterpart.name
    }

    /// Records, for each field of `decl` that holds another paired contract object, the Swift
    /// type `holder` reads it into when that type is not the counterpart and pairs with nothing.
    /// Returns the ones not recorded before.
    mutating func noteHeldTypes(_ decl: Declaration, _ holder: ScannedType, paired: Set<String>,
                                into found: inout [String: [String: ScannedType]]) -> [(String, ScannedType)] {
        var added: [(String, ScannedType)] = []
        for (referenced, second) in secondTypesHeld(decl, holder, wire: matcher.wire(holder), paired: paired) {
            if found[referenced]?[second.name] == nil { added.append((referenced, second)) }
            found[referenced, default: [:]][second.name] = second
        }
        return added
    }

    /// The contract objects the fields of `decl` hold, each with the Swift type other than its
    /// counterpart that `holder` (read through `wire`) holds it with, in field order.
    func secondTypesHeld(_ decl: Declaration, _ holder: ScannedType, wire: WireModel, paired: Set<String>) -> [(String, ScannedType)] {
        var held: [(String, ScannedType)] = []
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, let target = declarations[referenced], target.kind == .object,
                  !(target.fields ?? []).isEmpty, let (counterpart, _) = matcher.matches[referenced],
                  let written = wire.key(forWireName: field.name)?.swiftType ?? wire.property(forWireName: field.name)?.type,
                  // Most fields name their counterpart as written (`Kind`, `[Kind]?`): no parse needed.
                  !namesCounterpart(written, counterpart, from: holder),
                  // A struct holding an open map is no reader of its values; its properties' type is.
                  let valueText = matcher.mapValueText(field.type, written, in: holder),
                  let name = Self.plainElement(valueText),
                  let second = matcher.context.resolve(name, from: holder.name) ?? matcher.swiftTypes[name],
                  // The counterpart itself, or another pair's, most fields' type: asked first, the cheapest.
                  second.name != counterpart.name, !paired.contains(second.name),
                  second.kind == .struct || second.kind == .class, second.genericParameters.isEmpty, matcher.codable.contains(second.name),
                  !WireContext.decodesItselfWhole(second) else { continue }
            held.append((referenced, second))
        }
        return held
    }

    /// The type a property holds, through optionals and arrays: `[CardRow]?` → `CardRow`; nil
    /// for a generic wrapper (`LossyArray<Source>`), which other rules read through.
    static func plainElement(_ written: String) -> String? {
        var shape = SwiftTypeShape(written).unwrapped
        while case .array(let element) = shape { shape = element.unwrapped }
        guard case .named(let name, let arguments) = shape, arguments.isEmpty else { return nil }
        return name
    }

    /// Whether the Swift type named `name` is a second holder of the contract type `referenced`.
    func isSecondHolder(_ name: String, of referenced: String) -> Bool {
        guard let holders = secondHolders[referenced] else { return false }
        return holders.contains { $0.name == name || lastComponent($0.name) == lastComponent(name) }
    }
}
