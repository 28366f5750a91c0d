/// A contract family of envelopes that redeclare their payload inline, read through one generic
/// wrapper: `LoginResponse extends BaseResponse { data: { user: User; ticket: Ticket } }` beside
/// `GraphResponse extends BaseResponse { data: { connection: Connection } }`, and an app that
/// decodes `Response<LoginData>` and `Response<GraphData>` with `struct Response<T> { let status: Int;
/// let data: T? }`. The wrapper pairs with the base envelope by name; each heir is read by it too,
/// with the wrapper's parameter standing for the argument of the decode site whose type reads the
/// heir's inline payload best. The pair records that argument (`boundArguments`), so the inline
/// payload is audited against it and its fields' types (`User`, `Connection`) pair through it.
extension TypeMatcher {
    /// A generic wrapper the app decodes at sites, with the plain arguments it is decoded with.
    struct SitedWrapper {
        var wrapper: ScannedType
        var carrier: GenericCarrier
        var arguments: [(type: ScannedType, site: GenericDecodeSite)]
    }

    /// The wrappers the app's decode sites name, each with its distinct plain arguments, by name.
    mutating func sitedWrappers() -> [SitedWrapper] {
        var byName: [String: SitedWrapper] = [:]
        for site in genericSites {
            guard let wrapper = decodedAppType(site.wrapper), let argument = decodedAppType(site.argument),
                  argument.genericParameters.isEmpty, argument.kind == .struct || argument.kind == .class else { continue }
            if byName[wrapper.name] == nil {
                guard let carrier = genericCarrier(wrapper), !carrier.isList else { continue }
                byName[wrapper.name] = SitedWrapper(wrapper: wrapper, carrier: carrier, arguments: [])
            }
            if !byName[wrapper.name]!.arguments.contains(where: { $0.type.name == argument.name }) {
                byName[wrapper.name]!.arguments.append((argument, site))
            }
        }
        return byName.keys.sorted().map { byName[$0]! }
    }

    /// Pairs each unpaired contract object whose carrier key holds an inline object with the
    /// wrapper the app decodes it through, binding the wrapper's parameter to the argument that
    /// reads the most of the inline keys (at least half of the smaller side; a tie says nothing).
    /// True when a pair was made.
    mutating func pairInlineEnvelopes() -> Bool {
        guard !genericSites.isEmpty else { return false }
        let wrappers = sitedWrappers()
        guard !wrappers.isEmpty else { return false }
        var changed = false
        for decl in schema.declarations where decl.kind == .object && matches[decl.name] == nil && exposed.contains(decl.name) && decl.genericParameters.isEmpty {
            for sited in wrappers {
                guard directionsAgree(decl, sited.wrapper), let (best, key) = inlineReader(decl, sited) else { continue }
                let place = best.site.function.map { " in \($0)()" } ?? ""
                matches[decl.name] = (sited.wrapper, "decoded as \(best.site.wrapper)<\(best.site.argument)>\(place), whose argument reads its inline \(key)")
                boundArguments[decl.name] = [sited.wrapper.genericParameters[0]: best.type]
                weak[decl.name] = nil
                ambiguous[decl.name] = nil
                changed = true
                break
            }
        }
        return changed
    }

    /// The site argument that reads the inline object `decl` holds under the wrapper's carrier
    /// key, with that key; nil when the key holds no inline object or no argument reads it.
    mutating func inlineReader(_ decl: Declaration, _ sited: SitedWrapper) -> (reader: (type: ScannedType, site: GenericDecodeSite), key: String)? {
        let fields = decl.fields ?? []
        guard let field = fields.first(where: { $0.name == sited.carrier.key }), case .object(let inline) = Self.withoutNull(field.type),
              !inline.isEmpty, sited.carrier.required.allSatisfy({ key in fields.contains { $0.name == key } }),
              let best = bestReader(of: inline, among: sited.arguments) else { return nil }
        return (best, field.name)
    }

    /// What pairing adds beside a pair the config pins: the argument a pinned envelope's inline
    /// payload is decoded with, and the Swift twins (the same last name, the same keys read the
    /// same way) that carry a pinned type too, as `TypeMatcher+SwiftTwins` records them, and the
    /// types decoded alike on their own (`TypeMatcher+DecodedTies`).
    mutating func completePinnedPairs() {
        let pinned = matches.filter { $0.value.method == "pinned in config" }.sorted { $0.key < $1.key }
        guard !pinned.isEmpty else { return }
        let wrappers = genericSites.isEmpty ? [] : sitedWrappers()
        var decodedAlike: [[String]: [ScannedType]]?
        for (name, match) in pinned {
            guard let decl = declarations[name], decl.kind == .object else { continue }
            carryPinnedDecodedTie(decl, match, index: &decodedAlike)
            if let sited = wrappers.first(where: { $0.wrapper.name == match.type.name }), let (best, _) = inlineReader(decl, sited) {
                boundArguments[name] = [sited.wrapper.genericParameters[0]: best.type]
            }
            let twins = (codableByLastComponent[lastComponent(match.type.name)] ?? []).filter { $0 != match.type.name }
            guard !twins.isEmpty else { continue }
            let shape = wireShape(match.type)
            for twin in twins {
                guard let t = swiftTypes[twin], t.kind == match.type.kind, !shape.isEmpty, wireShape(t) == shape else { continue }
                alsoCarriedBy[name, default: []].append((t, "pinned beside \(match.type.name)" + Self.swiftTwinMark + match.type.name))
            }
        }
    }

    /// The argument whose wire keys read the most of an inline object's fields: at least half of
    /// the fewer of the two (the object's fields, the argument's keys); none on a tie.
    mutating func bestReader(of inline: [Field], among arguments: [(type: ScannedType, site: GenericDecodeSite)])
        -> (type: ScannedType, site: GenericDecodeSite)? {
        var best: (shared: Int, index: Int)?
        var tied = false
        for (i, argument) in arguments.enumerated() {
            let model = wire(argument.type)
            let shared = inline.filter { model.key(forWireName: $0.name) != nil }.count
            let keys = model.keys.filter(\.decodes).count
            guard shared > 0, 2 * shared >= min(inline.count, keys) else { continue }
            if let b = best, b.shared >= shared { tied = tied || b.shared == shared; continue }
            best = (shared, i)
            tied = false
        }
        guard let best, !tied else { return nil }
        return arguments[best.index]
    }

    static func withoutNull(_ type: TypeRef) -> TypeRef {
        if case .nullable(let inner) = type { return inner }
        return type
    }
}
