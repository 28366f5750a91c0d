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
        let shaped = Set(byShape.values.map(\.type.name))
        // Only the few paired objects with inline object fields, one level down; the pair of an inline
        // object's holder may itself be by shape: what is read inside it is the app's structure.
        var heldFor: [String: String] = [:]
        for (name, match) in matches.sorted(by: { $0.key < $1.key }) {
            guard let decl = declarations[name], decl.kind == .object,
                  let fields = decl.fields, fields.contains(where: { Self.inlineObjectFields($0.type) != nil }) else { continue }
            let model = wire(match.type)
            for field in fields where Self.inlineObjectFields(field.type) != nil {
                guard let typeText = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType,
                      let nested = SwiftTypeShape(typeText).elementNames.compactMap({ context.resolve($0, from: match.type.name) }).first,
                      shaped.contains(nested.name), heldFor[nested.name] == nil else { continue }
                heldFor[nested.name] = "\(name).\(field.name)"
            }
        }
        guard !heldFor.isEmpty else { return [] }
        let candidates = byShape.filter { heldFor[$0.value.type.name] != nil }
        guard !candidates.isEmpty else { return [] }
        // Only a type no other contract type holds: one the contract holds somewhere may be that very object.
        let (direct, otherwise) = Self.contractHolders(schema)
        var found: [(decl: String, reason: String)] = []
        for (name, match) in candidates.sorted(by: { $0.key < $1.key }) where direct[name] == nil && !otherwise.contains(name) {
            guard let path = heldFor[match.type.name] else { continue }
            found.append((name, "\(name) was not paired with \(match.type.name) (\(match.method)): the app reads \(path) into \(match.type.name); "
                + "pin it in contractkit.json under audit.types if it is the same type"))
        }
        return found
    }
}
