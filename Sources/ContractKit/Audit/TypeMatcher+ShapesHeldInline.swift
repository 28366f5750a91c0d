/// A nested Swift type that holds an inline object of a paired contract type (`role: {
/// uuid; displayName; … }` read into `AgentInfo.Role`) already stands for that object: the app
/// reads it there. Another contract type with much the same keys (`Gear { uuid; displayName;
/// … }`, an endpoint the app never calls) fits it by shape, but nothing in the app reads that
/// type into it. The shape pair is undone with a note, for a contract type no other one holds.
extension TypeMatcher {
    /// The pairs made by shape alone whose Swift type holds an inline object field of a paired contract object.
    mutating func shapesHeldInline() -> [(decl: String, reason: String)] {
        let byShape = matches.filter { $0.value.method.hasPrefix("by shape:") }
        guard !byShape.isEmpty else { return [] }
        let heldFor = inlineObjectsHeld(by: Set(byShape.values.map(\.type.name)))
        guard !heldFor.isEmpty else { return [] }
        let candidates = byShape.filter { heldFor[$0.value.type.name] != nil }
        guard !candidates.isEmpty else { return [] }
        // Only a type no other contract type holds: one the contract holds somewhere may be that very object.
        let (direct, otherwise) = contractHoldersOnce()
        var found: [(decl: String, reason: String)] = []
        for (name, match) in candidates.sorted(by: { $0.key < $1.key }) where direct[name] == nil && !otherwise.contains(name) {
            guard let path = heldFor[match.type.name] else { continue }
            found.append((name, "\(name) was not paired with \(match.type.name) (\(match.method)): the app reads \(path) into \(match.type.name); "
                + "pin it in contractkit.json under audit.types if it is the same type"))
        }
        return found
    }

    /// Which of these Swift types hold an inline object field of a paired contract object, each with
    /// the first such field's path (`Rule.tracks`). Only the few paired objects with inline object
    /// fields are read, one level down; the pair of an inline object's holder may itself be by shape:
    /// what is read inside it is the app's structure.
    mutating func inlineObjectsHeld(by types: Set<String>) -> [String: String] {
        var heldFor: [String: String] = [:]
        for (name, match) in matches.sorted(by: { $0.key < $1.key }) {
            guard let decl = declarations[name], decl.kind == .object,
                  let fields = decl.fields, fields.contains(where: { Self.inlineObjectFields($0.type) != nil }) else { continue }
            let model = wire(match.type)
            for field in fields where Self.inlineObjectFields(field.type) != nil {
                guard let typeText = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType,
                      let nested = SwiftTypeShape(typeText).elementNames.compactMap({ context.resolve($0, from: match.type.name) }).first,
                      types.contains(nested.name), heldFor[nested.name] == nil else { continue }
                heldFor[nested.name] = "\(name).\(field.name)"
            }
        }
        return heldFor
    }

    /// A tie by shape between Swift types one of which already stands for an inline object of a paired
    /// contract type (`Rule.tracks: { experiment, result }[]` read into `Track`) and others that
    /// stand for nothing: the app reads that inline object into it, so the tied contract type is the
    /// free one's. Pairs the tied contract type whose one free candidate is left, when no contract type
    /// holds it; its name, or nil.
    mutating func pairAvoidingInlineHolders(_ tied: [Candidate]) -> [String]? {
        guard tied.count > 1, tied.allSatisfy({ $0.name == 0 && $0.how.hasPrefix("by shape:") }) else { return nil }
        let held = inlineObjectsHeld(by: Set(tied.map(\.type.name)))
        guard !held.isEmpty else { return nil }
        let free = tied.filter { held[$0.type.name] == nil }
        guard free.count == 1, let winner = free.first else { return nil }
        // As for `shapesHeldInline`: a type the contract holds somewhere may be that very inline object.
        let holders = contractHoldersOnce()
        guard holders.direct[winner.decl.name] == nil, !holders.otherwise.contains(winner.decl.name) else { return nil }
        let passed = tied.filter { $0.decl.name == winner.decl.name && held[$0.type.name] != nil }
        guard !passed.isEmpty else { return nil }
        // An inline object with every field of the contract type may be that type extended (`Base & { title }`).
        let own = Set((winner.decl.fields ?? []).map(\.name))
        guard !passed.contains(where: { inlineFieldNames(at: held[$0.type.name]!).isSuperset(of: own) }) else { return nil }
        let reasons = passed.map { "\($0.type.name), which holds \(held[$0.type.name]!)" }
        matches[winner.decl.name] = (winner.type, winner.how + ", over " + Self.listed(reasons))
        weak[winner.decl.name] = nil
        return [winner.type.name]
    }
}

extension TypeMatcher {
    /// The field names of the inline object at `Decl.field` (through arrays and `| null`); empty when there is none.
    func inlineFieldNames(at path: String) -> Set<String> {
        guard let dot = path.lastIndex(of: "."), let decl = declarations[String(path[..<dot])],
              let field = decl.fields?.first(where: { $0.name == path[path.index(after: dot)...] }),
              let inner = Self.inlineObjectFields(field.type) else { return [] }
        return Set(inner.map(\.name))
    }
}
