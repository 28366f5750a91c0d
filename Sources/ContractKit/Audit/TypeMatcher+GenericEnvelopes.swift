/// A generic page the app decodes every list into (`struct Page<T: Decodable> { let collection: [T];
/// let next: URL? }`, read under `collection` and `next_href`) beside a contract that declares one
/// envelope per element (`TrackSearch { collection: Track[]; next_href: string; total_results: number }`,
/// `UserSearch { collection: User[]; … }`). Pairing is one to one, so one envelope at most takes the
/// struct by shape; the instances the app spells say which others it reads: `Page<User>` reads the
/// envelope whose element field holds the contract type `User` pairs with, and `Page<SearchHit>`
/// each envelope whose element a case of the enum `SearchHit` carries. Each such envelope pairs with
/// the generic struct too, and the keys the struct never reads (`total_results`) are reported.
extension TypeMatcher {
    /// A generic type's last name → the plain type names the app passes it as its first argument,
    /// wherever it spells an instance: a property, a decode call, a type argument, a return type.
    static func genericInstances(_ files: [ScannedFile]) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        func collect(_ shape: SwiftTypeShape) {
            switch shape {
            case .named(let name, let arguments):
                if case .named(let argument, [])? = arguments.first?.unwrapped { found[lastComponent(name), default: []].insert(argument) }
                arguments.forEach(collect)
            case .array(let e), .optional(let e): collect(e)
            case .dictionary(let k, let v): collect(k); collect(v)
            case .other: break
            }
        }
        // Each spelling parsed once: an app spells the same few generic types over and over.
        var seen = Set<String>()
        func read(_ text: String) {
            if text.hasByte(UInt8(ascii: "<")), seen.insert(text).inserted { collect(SwiftTypeShape(text)) }
        }
        for file in files {
            file.genericSpellings.forEach(read)
            for argument in file.typeArguments { read(argument.type) }
            for call in file.decodeCalls { read(call.type) }
            for use in file.codingUses { read(use.type) }
            for type in file.types { for property in type.properties { if let text = property.type { read(text) } } }
        }
        return found
    }

    /// Pairs each unpaired contract envelope with the app's one-parameter generic struct whose element
    /// key it has, when an instance the app spells carries the envelope's element type and the struct
    /// reads no key the envelope lacks. Two envelopes whose elements one argument carries the same way
    /// (twin element types both paired with `UserCollection`) leave that instance saying nothing.
    mutating func pairGenericEnvelopes() {
        guard !genericInstances.isEmpty else { return }
        let byElementKey = genericStructsByElementKey()
        guard !byElementKey.isEmpty else { return }
        // A wrapper the app decodes at sites it writes out is paired by those sites
        // (`TypeMatcher+WrapperSites`), which name the endpoint; an instance spelled elsewhere does not.
        let sited = Set(genericSites.map { lastComponent($0.wrapper) })
        var claims: [(decl: String, match: Match, instance: String)] = []
        for decl in schema.declarations where decl.kind == .object && matches[decl.name] == nil && decl.genericParameters.isEmpty && exposed.contains(decl.name) {
            let fields = decl.fields ?? []
            var mine: [(decl: String, match: Match, instance: String)] = []
            for field in fields {
                guard let generics = byElementKey[field.name], let element = field.type.referencedDeclaration, let carrier = matches[element]?.type else { continue }
                for g in generics where !sited.contains(lastComponent(g.name)) && !mine.contains(where: { $0.match.type.name == g.name }) {
                    guard Self.readsOnlyFields(of: fields, wire(g)), directionsAgree(decl, g),
                          let argument = carryingArgument(of: g, element, carrier) else { continue }
                    let how = "through \(lastComponent(g.name))<\(argument)>, whose argument carries \(element) (\(decl.name).\(field.name))"
                    mine.append((decl.name, (g, how), "\(g.name)<\(argument)>|\(carrier.name)"))
                }
            }
            if mine.count == 1 { claims += mine }
        }
        var claimants: [String: Int] = [:]
        for claim in claims { claimants[claim.instance, default: 0] += 1 }
        for claim in claims where claimants[claim.instance] == 1 {
            matches[claim.decl] = claim.match
            weak[claim.decl] = nil
            ambiguous[claim.decl] = nil
        }
    }

    /// Whether every key the model decodes is one of these fields' wire names, as the app's key
    /// strategy reads them (`last_updated` reaches `lastUpdated` under `.convertFromSnakeCase`).
    static func readsOnlyFields(of fields: [Field], _ model: WireModel) -> Bool {
        let reached = Set(fields.compactMap { model.key(forWireName: $0.name)?.name })
        return model.keys.allSatisfy { !$0.decodes || reached.contains($0.name) }
    }

    /// The app's Codable structs with one generic parameter that the app spells an instance of, by
    /// the wire key that holds the parameter (`collection` for `let collection: [T]`).
    mutating func genericStructsByElementKey() -> [String: [ScannedType]] {
        var byKey: [String: [ScannedType]] = [:]
        for last in genericInstances.keys.sorted() {
            for name in codableByLastComponent[last] ?? [] {
                guard let t = swiftTypes[name], t.kind == .struct || t.kind == .class, let carrier = genericCarrier(t) else { continue }
                byKey[carrier.key, default: []].append(t)
            }
        }
        return byKey
    }

    /// The argument of an instance of `g` the app spells that carries `element`: its counterpart
    /// itself before an enum that carries it.
    func carryingArgument(of g: ScannedType, _ element: String, _ counterpart: ScannedType) -> String? {
        let arguments = (genericInstances[lastComponent(g.name)] ?? []).sorted()
        return arguments.first { lastComponent($0) == lastComponent(counterpart.name) } ?? arguments.first { carries($0, element, counterpart) }
    }

    /// Whether the type the app names as an argument carries the contract type `element`: it is
    /// `element`'s counterpart (or a second carrier of it), or an enum a case of which carries one.
    func carries(_ argument: String, _ element: String, _ counterpart: ScannedType) -> Bool {
        let carriers = Set([lastComponent(counterpart.name)] + (alsoCarriedBy[element] ?? []).map { lastComponent($0.type.name) })
        if carriers.contains(lastComponent(argument)) { return true }
        guard let t = decodedAppType(argument), t.kind == .enum else { return false }
        return t.cases.contains { c in
            c.associatedValues.count == 1 && carriers.contains(lastComponent(WireContext.payloadType(c.associatedValues[0]).trimmingCharacters(in: ["?", " "])))
        }
    }
}
