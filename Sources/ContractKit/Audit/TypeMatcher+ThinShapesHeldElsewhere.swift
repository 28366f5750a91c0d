/// A shape on one or two keys (`id`, `name`) fits a great many contract types, and a contract
/// folder holds types that never travel (a filter menu's `FilterOption { id, name, code }`).
/// When the app reads a Swift type only inside others, where it holds it says what it is: a
/// squad's `Player`, held by `Team.players`, is not the contract's `FilterOption` when the
/// contract type paired with `Team` has no `players` field at all, and the app never uses the
/// unpaired `Players` that holds it too. The thin pair is undone with a note; nothing in the
/// contract puts that type where the app reads it. An unpaired holder the app does decode is
/// taken for an envelope the contract leaves out, and keeps the pair.
extension TypeMatcher {
    /// The pairs made by a thin shape whose Swift type the app reads only in fields the contract
    /// types paired with its holders lack.
    mutating func thinShapesHeldElsewhere() -> [(decl: String, reason: String)] {
        var found: [(decl: String, reason: String)] = []
        var pairedWith: [String: [String]]?
        // Few pairs are made by shape: only those are sorted.
        for (name, match) in matches.lazy.filter({ $0.value.method.hasPrefix("by shape:") }).sorted(by: { $0.key < $1.key }) {
            guard let decl = declarations[name], decl.kind == .object, !Self.decodedOnItsOwn(context.typeDirections[match.type.name]) else { continue }
            let mine = evidence(decl, match.type)
            guard mine.shared < Self.strongShapeKeys, mine.shared < mine.contractFields else { continue }
            // A struct with no key of its own beyond the contract type's is that type, however few its keys.
            let contractKeys = Set((decl.fields ?? []).map { WireModel.folded($0.name) })
            guard wire(match.type).keys.contains(where: { !contractKeys.contains(WireModel.folded($0.name)) }) else { continue }
            if pairedWith == nil { pairedWith = contractsBySwiftType() }
            let holders = swiftHolders(of: match.type)
            guard let first = holders.first else { continue }
            // Every place the app reads the struct is a field no contract type paired with its holder has.
            // An unpaired holder the app decodes or encodes may be an envelope the contract leaves out
            // (`{ appnews: … }` around the type): it places the struct. One the app never uses places
            // it only where some contract type holds it under that key.
            let placed = holders.contains { holder, key in
                guard let contracts = pairedWith![holder.name] else {
                    if context.typeDirections[holder.name]?.useSeen ?? true { return true }
                    return holdersOnce?.direct[name]?.contains { $0.field == key } ?? false
                }
                return contracts.contains { contract in declarations[contract]?.fields?.contains { $0.name == key } ?? true }
            }
            guard !placed else { continue }
            let where_ = "\(lastComponent(first.holder.name)).\(first.key)" + (holders.count > 1 ? " and \(holders.count - 1) more" : "")
            found.append((name, "\(name) was not paired with \(match.type.name) (\(match.method)): the app reads \(match.type.name) only in \(where_), "
                + "a field the contract's type for its holder does not have, and \(name) shares only \(mine.shared) of its \(mine.contractFields) fields with it; "
                + "pin it in contractkit.json under audit.types if it is the same type"))
        }
        return found
    }
}
