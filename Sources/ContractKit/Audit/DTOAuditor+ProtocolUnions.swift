/// A tagged union the app holds as a protocol: `blocks: [ContentBlockBase]`, where each arm's
/// struct conforms to `ContentBlockBase` and the holder's `init(from:)` reads the tag to pick
/// the struct. The union has no Swift type of its own, and each arm's struct need not read
/// the tag: the holder read it to choose the struct.
extension DTOAuditor {
    /// Unpaired tagged unions whose arms are all paired with Swift types conforming to one
    /// protocol of the app that a paired type holds, by union name: the protocol's name.
    func protocolHeldUnions() -> [String: String] {
        let protocols = Set(files.lazy.flatMap(\.types).filter { $0.kind == .protocol }.map { lastComponent($0.name) })
        guard !protocols.isEmpty else { return [:] }
        // The protocols that paired types hold as a property's type or element.
        var held = Set<String>()
        for (_, (t, _)) in matcher.matches {
            for p in t.properties where p.stored && !p.static {
                for name in SwiftTypeShape(p.type ?? "").elementNames where protocols.contains(lastComponent(name)) { held.insert(lastComponent(name)) }
            }
        }
        guard !held.isEmpty else { return [:] }
        var found: [String: String] = [:]
        for decl in schema.declarations where decl.kind == .union && decl.discriminator != nil && matcher.matches[decl.name] == nil {
            let arms = (decl.variants ?? []).map { $0.type.referencedDeclaration.flatMap { matcher.matches[$0]?.type } }
            guard arms.count >= 2, arms.allSatisfy({ $0 != nil }) else { continue }
            var common = held
            for arm in arms { common.formIntersection(arm!.conformances.map(lastComponent)) }
            if common.count == 1 { found[decl.name] = common.first! }
        }
        return found
    }
}
