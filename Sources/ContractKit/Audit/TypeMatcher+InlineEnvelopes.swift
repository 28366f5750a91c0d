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
            let fields = decl.fields ?? []
            for sited in wrappers {
                guard let field = fields.first(where: { $0.name == sited.carrier.key }), case .object(let inline) = Self.withoutNull(field.type),
                      !inline.isEmpty, sited.carrier.required.allSatisfy({ key in fields.contains { $0.name == key } }),
                      directionsAgree(decl, sited.wrapper),
                      let best = bestReader(of: inline, among: sited.arguments) else { continue }
                let place = best.site.function.map { " in \($0)()" } ?? ""
                matches[decl.name] = (sited.wrapper, "decoded as \(best.site.wrapper)<\(best.site.argument)>\(place), whose argument reads its inline \(field.name)")
                boundArguments[decl.name] = [sited.wrapper.genericParameters[0]: best.type]
                weak[decl.name] = nil
                ambiguous[decl.name] = nil
                changed = true
                break
            }
        }
        return changed
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
