/// Pairing through the app's generic response wrappers. `struct ItemsResponse<Item: Decodable>
/// { var items: [Item]; var count: Int? }` is one Swift type, but each place the app decodes it
/// (`let res: ItemsResponse<Order> = try await api.get(…)`) reads another contract envelope:
/// the one whose `items` holds the type paired with `Order`. Its shape alone matches every
/// envelope with an `items` list, so the wrapper pairs through its type arguments instead.
///
/// A contract often declares near-identical copies of one entity, one per endpoint that
/// returns it (`GetOrderResponseItem`, `CreateOrderResponseItem`, …). The copy the app's
/// decode sites carry is the one its Swift type stands for: each site votes for the copies
/// its envelopes hold, narrowed first to the endpoint the enclosing function names
/// (`ordersGet` fetches `getOrders`), then to the copies that fit the Swift type best.
struct GenericDecodeSite: Sendable, Equatable {
    /// The wrapper and its one type argument, as written: `ItemsResponse`, `Order`.
    var wrapper: String
    var argument: String
    /// The function the decode is written in, when known.
    var function: String?
}

extension TypeMatcher {
    /// Every decode of a generic type with one named argument: `decode(Page<Order>.self, …)`,
    /// `let page: Page<Order> = try await get(…)`.
    static func genericDecodeSites(_ files: [ScannedFile]) -> [GenericDecodeSite] {
        var found: [GenericDecodeSite] = []
        for file in files {
            for use in file.codingUses where use.type.hasByte(UInt8(ascii: "<")) {
                guard use.kind == .typedResult || use.kind == .decode || use.kind == .typeArgument,
                      case .named(let wrapper, let arguments) = SwiftTypeShape(use.type).unwrapped, arguments.count == 1,
                      case .named(let argument, let inner) = arguments[0].unwrapped, inner.isEmpty else { continue }
                found.append(GenericDecodeSite(wrapper: wrapper, argument: argument, function: use.enclosingFunction))
            }
        }
        return found
    }

    /// A wrapper's one generic property: its wire key and whether it holds a list of the argument.
    struct GenericCarrier {
        var key: String
        var isList: Bool
        /// The wrapper's other keys a payload must have (neither optional nor defaulted).
        var required: [String]
    }

    /// One envelope a decode site may read, with the entity it carries and how well the
    /// argument fits that entity.
    struct EnvelopeCandidate {
        var envelope: String
        var carried: String
        var fit: Double
    }

    mutating func genericCarrier(_ wrapper: ScannedType) -> GenericCarrier? {
        guard wrapper.genericParameters.count == 1 else { return nil }
        let parameter = wrapper.genericParameters[0]
        let model = wire(wrapper)
        var found: [GenericCarrier] = []
        for property in wrapper.properties {
            guard let text = property.type else { continue }
            let shape = SwiftTypeShape(text).unwrapped
            var isList = false
            var held = shape
            if case .array(let element) = shape { isList = true; held = element.unwrapped }
            guard case .named(let name, let arguments) = held, name == parameter, arguments.isEmpty,
                  let key = model.keys.first(where: { $0.properties.contains(property.name) }) else { continue }
            let required = model.keys.filter { !$0.mayBeAbsent && $0.name != key.name }.map(\.name)
            found.append(GenericCarrier(key: key.name, isList: isList, required: required))
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The app's type a decode site names: as written, or the one Codable type of that last name.
    func decodedAppType(_ written: String) -> ScannedType? {
        if let t = swiftTypes[written] { return t }
        guard let names = codableByLastComponent[lastComponent(written)], names.count == 1 else { return nil }
        return swiftTypes[names[0]]
    }

    /// `raindropsGet` and `getRaindrops`: the same words in any order, lower-cased.
    static func endpointWords(_ name: String) -> String {
        camelCaseWords(name).sorted().joined(separator: " ")
    }

    /// The words of a camel-case or snake-case name, in order, lower-cased: `getDailyReview` →
    /// `get`, `daily`, `review`.
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for c in name {
            if c.isUppercase, previousLower, !current.isEmpty { words.append(current); current = "" }
            if c == "_" { if !current.isEmpty { words.append(current) }; current = ""; previousLower = false; continue }
            current.append(Character(c.lowercased()))
            previousLower = c.isLowercase || c.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The words of the operation an envelope is named after: `GetOrdersResponse` → `get orders`.
    static func envelopeWords(_ name: String) -> String {
        let plain = lastComponent(name)
        for suffix in ["Response", "Result", "Payload", "Reply"] where plain.hasSuffix(suffix) && plain.count > suffix.count {
            return endpointWords(String(plain.dropLast(suffix.count)))
        }
        return ""
    }

    /// The envelopes whose carrier field holds an entity the argument reads: narrowed to the
    /// endpoint the enclosing function names, then to the entities it fits best.
    mutating func envelopeCandidates(_ site: GenericDecodeSite, _ carrier: GenericCarrier, _ argument: ScannedType,
                                     holders: [Declaration], endpoints: [String: Set<String>]) -> [EnvelopeCandidate] {
        var found: [EnvelopeCandidate] = []
        for envelope in holders {
            let fields = envelope.fields ?? []
            guard let field = fields.first(where: { $0.name == carrier.key }),
                  carrier.required.allSatisfy({ key in fields.contains { $0.name == key } }) else { continue }
            var type = field.type
            if case .nullable(let inner) = type { type = inner }
            if carrier.isList {
                guard case .array(let element) = type else { continue }
                type = element
                if case .nullable(let inner) = type { type = inner }
            }
            // Only an entity the argument would pair with by shape, and no namesake's of another type.
            guard case .reference(let carried, _) = type, let entity = declarations[carried], entity.kind == .object,
                  readsPayload(argument, of: entity), sameName(entity).map({ $0.type.name == argument.name }) ?? true,
                  sameName(envelope).map({ $0.type.name == site.wrapper || lastComponent($0.type.name) == lastComponent(site.wrapper) }) ?? true else { continue }
            let e = evidence(entity, argument)
            guard Double(e.shared) >= Self.shapeCoverage * Double(e.contractFields) else { continue }
            found.append(EnvelopeCandidate(envelope: envelope.name, carried: carried, fit: Double(e.shared) / Double(max(e.contractFields, e.swiftKeys, 1))))
        }
        // The endpoint the function names: one the contract's SDK returns the envelope from, or
        // the operation a generated envelope is named after (`GetOrdersResponse` for `ordersGet`).
        if let function = site.function {
            let words = Self.endpointWords(function)
            let returned = endpoints[words] ?? []
            let named = found.filter { returned.contains($0.envelope) || Self.envelopeWords($0.envelope) == words }
            if !named.isEmpty { found = named }
        }
        let best = found.map(\.fit).max() ?? 0
        return found.filter { $0.fit == best }
    }
}

extension TypeMatcher {
    /// Pairs each envelope the app decodes through a generic wrapper with that wrapper, and
    /// the entity the sites carry with the wrapper's argument. Runs before pairing by name
    /// and shape, which then leave both Swift types to no other copy.
    mutating func pairThroughGenericWrappers() {
        guard !genericSites.isEmpty else { return }
        var carriers: [String: GenericCarrier?] = [:]
        var holders: [String: [Declaration]] = [:]
        var endpoints: [String: Set<String>] = [:]
        for (method, returned) in schema.endpointReturns { endpoints[Self.endpointWords(method), default: []].formUnion(returned) }
        var read: [(site: GenericDecodeSite, wrapper: ScannedType, argument: ScannedType, candidates: [EnvelopeCandidate])] = []
        var votes: [String: [String: Double]] = [:]
        for site in genericSites {
            guard let wrapper = decodedAppType(site.wrapper), let argument = decodedAppType(site.argument),
                  argument.genericParameters.isEmpty else { continue }
            if carriers[wrapper.name] == nil { carriers[wrapper.name] = genericCarrier(wrapper) }
            guard let carrier = carriers[wrapper.name] ?? nil else { continue }
            if holders[carrier.key] == nil {
                holders[carrier.key] = schema.declarations.filter { $0.kind == .object && ($0.fields ?? []).contains { $0.name == carrier.key } }
            }
            let candidates = envelopeCandidates(site, carrier, argument, holders: holders[carrier.key]!, endpoints: endpoints)
            guard !candidates.isEmpty else { continue }
            read.append((site, wrapper, argument, candidates))
            for c in candidates { votes[argument.name, default: [:]][c.carried, default: 0] += 1 / Double(candidates.count) }
        }
        var taken = Set(matches.values.map(\.type.name))
        // The entity the most sites carry stands for the argument; a tie says nothing.
        for (argument, tally) in votes.sorted(by: { $0.key < $1.key }) {
            let ranked = tally.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            guard let top = ranked.first, ranked.count == 1 || ranked[1].value < top.value,
                  matches[top.key] == nil, !taken.contains(argument), let t = swiftTypes[argument],
                  let how = read.first(where: { $0.argument.name == argument && $0.candidates.contains { $0.carried == top.key } }) else { continue }
            let envelope = how.candidates.first { $0.carried == top.key }!.envelope
            matches[top.key] = (t, "carried by \(envelope), which the app decodes as \(how.site.wrapper)<\(how.site.argument)>")
            taken.insert(argument)
        }
        // An envelope pairs with the wrapper where a site reads it alone, carrying that entity.
        for (site, wrapper, argument, candidates) in read {
            guard candidates.count == 1, let c = candidates.first, matches[c.envelope] == nil,
                  matches[c.carried]?.type.name == argument.name else { continue }
            let place = site.function.map { " in \($0)()" } ?? ""
            matches[c.envelope] = (wrapper, "decoded as \(site.wrapper)<\(site.argument)>\(place)")
        }
    }
}
