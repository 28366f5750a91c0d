/// A type composed of another read from the same object: `RiotAccount` reads `puuid` itself
/// and stores `riotId = try RiotId(from: decoder)`, which reads `gameName` and `tagLine` at
/// the same level. The payload it decodes has all three keys; counting only the keys that
/// feed its own properties, the shape search sees a one-key struct, weighs it against any
/// contract type with a `puuid`, and pairs the real payload with the part instead.
///
/// The part's keys count as the type's own when the type decodes exactly one other type from
/// the same decoder, into a stored property of that type: several (`if … { vehicle =
/// Vehicle(from:) } else { site = EnergySite(from:) }`) are alternatives, not one object.
extension TypeMatcher {
    /// The keys `t` reads into stored properties, its own and those of the one part it decodes
    /// from the same decoder into a property, for the shape search.
    mutating func shapeKeys(_ t: ScannedType) -> [String] {
        let model = wire(t)
        let own = model.keysWithProperties
        guard let part = composedPart(t) else { return own }
        var keys = own
        for key in wire(part).keysWithProperties where !keys.contains(key) && model.key(forWireName: key)?.decodes == true { keys.append(key) }
        return keys
    }

    /// The one type `t`'s hand-written decoder decodes from its own decoder into a stored
    /// property of that type; nil when none, several, or a superclass.
    func composedPart(_ t: ScannedType) -> ScannedType? {
        guard let delegates = t.decoder?.delegates, delegates.count == 1, let name = delegates.first,
              name != "super", !name.hasPrefix("."), !name.hasPrefix("["), !t.genericParameters.contains(name),
              let part = context.resolve(name, from: t.name), part.name != t.name, codable.contains(part.name) else { return nil }
        let held = t.properties.contains { p in
            p.stored && !p.static && p.type.flatMap { SwiftTypeShape($0).simpleName }.flatMap { context.resolve($0, from: t.name)?.name } == part.name
        }
        return held ? part : nil
    }
}
