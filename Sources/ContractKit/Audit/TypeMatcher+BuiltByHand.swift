/// A `Decodable` struct the app never decodes, only builds by hand, receives no payload: a chart's
/// `Indicator { timestamp, open, high, low, close }` held by `ChartData.indicators`, whose
/// hand-written `init(from:)` reads the wire's `indicators.quote` arrays through nested
/// containers and fills the property with `.init(timestamp:open:…)`. However alike its keys,
/// such a type is no receiver of a contract object, so it is not a candidate by shape.
///
/// Evidence, all of it required: no decode or encode of the type (nor of a type that passes its
/// direction on) was seen; at least one `Codable` type holds it in a stored property; and every
/// such holder has a hand-written decoder that decodes no value of the type (it may read other
/// values the property is built from). A holder with a synthesized conformance, an enum carrying it as a payload,
/// or a decoder the scan reads only in part (a loop over `allKeys`) decodes it.
struct BuiltByHandFacts {
    /// Swift type name → whether it is built by hand and never decoded, settled on first ask.
    var settled: [String: Bool] = [:]
    /// A type name's last component → the Codable holders' (type, stored property) naming it;
    /// built once, the first time a type without any use seen is asked about.
    var holders: [String: [(holder: String, property: String)]]?
}

extension TypeMatcher {
    /// Whether `t` is only built by hand, never decoded: not a receiver to pair by shape.
    mutating func isBuiltByHandOnly(_ t: ScannedType) -> Bool {
        if let known = builtByHand.settled[t.name] { return known }
        let found = builtByHandOnly(t)
        builtByHand.settled[t.name] = found
        return found
    }

    private mutating func builtByHandOnly(_ t: ScannedType) -> Bool {
        guard let d = swiftDirection(t), d.decodes, !d.useSeen, !d.hasDecodeSite else { return false }
        if builtByHand.holders == nil { builtByHand.holders = codableHoldersByName() }
        let held = builtByHand.holders![lastComponent(t.name)] ?? []
        guard !held.isEmpty else { return false }
        let name = lastComponent(t.name)
        for (holderName, property) in held {
            guard let holder = swiftTypes[holderName] else { return false }
            guard holder.kind != .enum, let decoder = holder.decoder else { return false }
            if !decoder.partial.isEmpty || decoder.delegates.contains(where: { lastComponent($0) == name }) { return false }
            // A read of the type decodes it; so may a read into the property whose type is not written.
            // A read of another type into it (`[Double]` zipped into `[Point]`) only feeds what it is built from.
            if decoder.reads.contains(where: { read in
                read.type.map { Self.namesElement($0, name) } ?? (read.property == property)
            }) { return false }
        }
        return true
    }

    /// Whether a type text names `name` as one of its element types: `[Indicator]?` names `Indicator`.
    private static func namesElement(_ text: String, _ name: String) -> Bool {
        SwiftTypeShape(text).elementNames.contains { lastComponent($0) == name }
    }

    /// Every Codable type's stored properties (and enum payloads) by the last component of each
    /// type name they hold: `indicators: [Indicator]` is under `Indicator`.
    private func codableHoldersByName() -> [String: [(holder: String, property: String)]] {
        var index: [String: [(holder: String, property: String)]] = [:]
        for name in codableNames {
            guard let type = swiftTypes[name] else { continue }
            for p in type.properties where p.stored && !p.static {
                guard let text = p.type else { continue }
                for element in SwiftTypeShape(text).elementNames { index[lastComponent(element), default: []].append((name, p.name)) }
            }
            for c in type.cases {
                for value in c.associatedValues {
                    for element in SwiftTypeShape(WireContext.payloadType(value)).elementNames {
                        index[lastComponent(element), default: []].append((name, c.name))
                    }
                }
            }
        }
        return index
    }
}
