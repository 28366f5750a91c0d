/// Direction in pairing: a contract type held by a type the app only decodes is a response,
/// one held by a type it only encodes is a request, and neither pairs with a Swift type
/// the app uses only the other way (`LineItem` of a decoded `Order` never pairs with the
/// `LineItemPayload` the app sends).
extension TypeMatcher {
    /// The Swift type's direction, from the app's use of it.
    func swiftDirection(_ t: ScannedType) -> TypeDirection? { context.typeDirections[t.name] }

    /// Whether the pair's directions can agree: unknown on either side always can.
    func directionsAgree(_ decl: Declaration, _ t: ScannedType) -> Bool {
        guard !context.everyTypeBothWays, let d = swiftDirection(t) else { return true }
        // Nothing in the contract places it: a name that says the server sends it
        // (`SaveObjectResponse`) still never pairs with a type the app only sends.
        guard let wanted = contractDirection[decl.name]?.label else { return d.decodes || !Self.namesAResponseBody(decl.name) }
        if wanted == "response" { return d.decodes }
        return d.encodes
    }

    /// Why a pair was undone, for its note.
    func directionNote(_ name: String, _ t: ScannedType) -> String {
        let wanted = contractDirection[name] ?? (Self.namesAResponseBody(name) ? ("response", "its name says the server sends it") : nil)
        let d = swiftDirection(t)
        return "the contract type is a \(wanted?.label ?? "?") (\(wanted?.why ?? "?")), but the app uses \(t.name) only as a \(d?.label ?? "?") (\(d?.evidence ?? "?"))"
    }

    /// Marks contract types with a direction: those the contract's signatures take (requests)
    /// or return (responses), and those that paired one-way types hold, through fields,
    /// arrays and union arms, with the pair's direction. A type marked both ways is left unmarked.
    mutating func deriveContractDirections() {
        var seeds: [(name: String, label: String, why: String, holdsOnly: Bool)] = []
        for (name, label) in schema.signatureDirections.sorted(by: { $0.key < $1.key }) {
            seeds.append((name, label, label == "request" ? "a function of the contract takes" : "a function of the contract returns", false))
        }
        // The few one-way pairs are picked before they are sorted.
        for (name, match) in matches.filter({ swiftDirection($0.value.type).map { $0.decodes != $0.encodes } == true }).sorted(by: { $0.key < $1.key }) {
            guard let d = swiftDirection(match.type), d.decodes != d.encodes else { continue }
            seeds.append((name, d.decodes ? "response" : "request", "\(match.type.name) stands for (\(d.evidence))", true))
        }
        var found: [String: (label: String, why: String)] = [:]
        var conflicting = Set<String>()
        // Each type is walked once a direction: the walk stays linear in the contract's size.
        var walked: [String: Set<String>] = [:]
        var owners: [SourceLocation: String]?
        for seed in seeds {
            guard let decl = declarations[seed.name] else { continue }
            var queue = seed.holdsOnly ? heldBeyondBases(decl, owners: &owners) : [seed.name]
            while let next = queue.popLast() {
                guard walked[seed.label, default: []].insert(next).inserted, let held = declarations[next] else { continue }
                if let known = found[next], known.label != seed.label { conflicting.insert(next) }
                if found[next] == nil { found[next] = (seed.label, next == seed.name ? seed.why + " it" : "held by \(seed.name), which \(seed.why)") }
                queue += heldBeyondBases(held, owners: &owners)
            }
        }
        for name in conflicting { found[name] = nil }
        contractDirection = found
    }

    /// The declarations a declaration's fields, union arms or alias target use.
    static func heldDeclarations(_ decl: Declaration) -> [String] {
        var names: [String] = []
        for field in decl.fields ?? [] { if let r = field.type.referencedDeclaration { names.append(r) } }
        for variant in decl.variants ?? [] { if let r = variant.type.referencedDeclaration { names.append(r) } }
        if let r = decl.target?.referencedDeclaration { names.append(r) }
        return names
    }
}
