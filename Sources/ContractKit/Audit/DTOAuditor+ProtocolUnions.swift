/// A tagged union the app holds as a protocol: `blocks: [ContentBlockBase]`, where each arm's
/// struct conforms to `ContentBlockBase` and the holder's `init(from:)` reads the tag to pick
/// the struct. The union has no Swift type of its own, and each arm's struct need not read
/// the tag: the holder read it to choose the struct.
extension DTOAuditor {
    /// Unpaired tagged unions whose arms are all paired with Swift types conforming to one
    /// protocol of the app that a paired type holds, by union name: the protocol's name.
    func protocolHeldUnions() -> [String: String] {
        // Unpaired tagged unions whose arms are all paired: most contracts have none, and then nothing is parsed.
        let unions = schema.declarations.filter { decl in
            decl.kind == .union && decl.discriminator != nil && matcher.matches[decl.name] == nil && (decl.variants?.count ?? 0) >= 2
                && (decl.variants ?? []).allSatisfy { $0.type.referencedDeclaration.map { matcher.matches[$0] != nil } == true }
        }
        guard !unions.isEmpty else { return [:] }
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
        for decl in unions {
            var common = held
            for variant in decl.variants ?? [] {
                guard let arm = variant.type.referencedDeclaration.flatMap({ matcher.matches[$0]?.type }) else { continue }
                common.formIntersection(arm.conformances.map(lastComponent))
            }
            if common.count == 1 { found[decl.name] = common.first! }
        }
        return found
    }
}
