/// A shape whose field types contradict the pairs already made. The contract's `Match { link;
/// record; clock; …; north: Seat; south: Seat }` shares ten keys with the app's `AwaitingMatch`,
/// a struct for another endpoint that reads `north` and `south` as `String`, and four with
/// `MatchApi { record; pace; north: Side?; south: Side? }`, where `Side` is what `Seat` pairs
/// with. A string never holds an object: the struct whose property types agree with the pairs
/// made is the one that reads `Match`, however few of its keys it has, and the keys it lacks
/// are findings. The holders follow: `{ matches: Match[] }` then pairs with the struct that
/// holds `[MatchApi]`, and the contradicting struct does not carry `Match` beside it.
extension TypeMatcher {
    /// Re-pairs each contract object paired by shape with a Swift type that holds one of its
    /// object fields as a string, number or Boolean with the one free Swift type that holds that
    /// field as the field's pair, reads no key the object lacks and contradicts none; true when one moved.
    mutating func preferAgreeingFieldTypes() -> Bool {
        var changed = false
        var taken: Set<String>?
        for decl in schema.declarations where decl.kind == .object {
            // Most pairs are by name: only a pair by shape is weighed again.
            guard let current = matches[decl.name], current.method.hasPrefix("by shape"),
                  let held = plainlyHeldObjectField(decl, current.type) else { continue }
            if taken == nil { taken = Set(matches.values.map(\.type.name)) }
            guard let agreeing = agreeingReader(decl, field: held.field, pair: held.pair, besides: current.type, taken: taken!) else { continue }
            let referenced = held.field.type.referencedDeclaration ?? held.pair.name
            matches[decl.name] = (agreeing, "through its field types: \(agreeing.name) holds \(decl.name).\(held.field.name) as \(held.pair.name), which \(referenced) pairs with, where \(current.type.name) holds it as \(held.written)")
            refusedReaders.insert(decl.name + "|" + current.type.name)
            refuseHolders(of: decl.name, reading: current.type)
            taken!.remove(current.type.name)
            taken!.insert(agreeing.name)
            weak[decl.name] = nil
            changed = true
        }
        return changed
    }

    /// Refuses each contract object that holds `decl` to the Swift types that hold the refused
    /// reader under the same key: they read another payload, which has `decl`'s keys by chance.
    mutating func refuseHolders(of decl: String, reading refused: ScannedType) {
        let holders = contractHoldersOnce().direct[decl] ?? []
        guard !holders.isEmpty else { return }
        let plain = lastComponent(refused.name)
        for name in codableNames {
            guard let t = swiftTypes[name], t.kind == .struct || t.kind == .class,
                  t.properties.contains(where: { $0.type.map { SwiftTypeShape($0).elementNames.contains { lastComponent($0) == plain } } ?? false }) else { continue }
            let model = wire(t)
            for (holder, field) in holders {
                guard let key = model.key(forWireName: field), let written = model.property(of: key)?.type ?? key.swiftType,
                      SwiftTypeShape(written).elementNames.contains(where: { context.resolve($0, from: t.name)?.name == refused.name }) else { continue }
                refusedReaders.insert(holder + "|" + t.name)
                if matches[holder]?.type.name == t.name, matches[holder]?.method.hasPrefix("by shape") == true { matches[holder] = nil }
            }
        }
    }

    /// The first field of `decl` whose type is a paired contract object that `type` reads as a
    /// string, number or Boolean, with that object's pair and the Swift type as written.
    mutating func plainlyHeldObjectField(_ decl: Declaration, _ type: ScannedType) -> (field: Field, pair: ScannedType, written: String)? {
        let model = wire(type)
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, declarations[referenced]?.kind == .object,
                  let pair = matches[referenced]?.type, pair.name != type.name, let key = model.key(forWireName: field.name),
                  let written = model.property(of: key)?.type ?? key.swiftType else { continue }
            switch SwiftTextKind(written) {
            case .string, .bool, .numeric: return (field, pair, written)
            case .array, .other: continue
            }
        }
        return nil
    }

    /// The one free Codable struct besides `current` that holds `field` as `pair`, reads only keys
    /// `decl` has (two at least) and contradicts none of them; nil when none or several do.
    mutating func agreeingReader(_ decl: Declaration, field: Field, pair: ScannedType, besides current: ScannedType, taken: Set<String>) -> ScannedType? {
        let plain = lastComponent(pair.name)
        var found: ScannedType?
        for name in codableNames where name != current.name && !taken.contains(name) {
            // The property's written type first: few structs name the pair at all.
            guard let t = swiftTypes[name], t.kind == .struct || t.kind == .class,
                  t.properties.contains(where: { $0.type.map { SwiftTypeShape($0).elementNames.contains { lastComponent($0) == plain } } ?? false }) else { continue }
            let model = wire(t)
            guard let key = model.key(forWireName: field.name), let written = model.property(of: key)?.type ?? key.swiftType,
                  SwiftTypeShape(written).elementNames.contains(where: { context.resolve($0, from: t.name)?.name == pair.name }),
                  fits(t, decl), directionsAgree(decl, t) else { continue }
            let e = evidence(decl, t)
            guard e.shared >= 2, e.shared == e.swiftKeys, contradictedKeys(decl, t) == 0 else { continue }
            if found != nil { return nil }
            found = t
        }
        return found
    }
}
