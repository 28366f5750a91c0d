/// A holder the app reads a list through, whose element type nothing paired yet: the search
/// answer `SearchTickersResponse`, whose hand-written `init(from:)` reads only `quotes` into
/// `[Ticker]` (and an error object the contract leaves open), beside the contract's
/// `SearchResult { quotes: Array<SearchQuoteEquity | SearchQuoteFund | …>; count; news; … }`.
/// One key is too few for a shape, and `Ticker` is paired with nothing for the holder pass
/// (`TypeMatcher+DecodedHolders`) to follow. But every key `Ticker` reads is a field of an arm
/// the contract holds under that very key: when exactly one free contract object has such a
/// field for every list key the holder reads, and every other key the holder requires, that
/// object is what the holder reads. Its union's arms then pair with the element type through
/// the field, as for any paired holder (`TypeMatcher+UnionHolders`). The objects may be written
/// inline too (`tiers: Array<{ tier: number; tierName: string; … }>` read into `[Tier]`): the
/// element then reads that inline object, as `inferThroughFields` follows it.
extension TypeMatcher {
    /// Element types need this many keys, all of them among one arm's fields: two (`{ type, value }`)
    /// fit too many objects to say which.
    static let elementHolderKeys = 3

    /// Pairs holders of unpaired element types with the one free envelope that holds, under
    /// each such key, objects with every key of the element; true when a pair was made.
    mutating func pairElementHolders() -> Bool {
        // The contract side first, from the contract alone: fields of free objects holding free objects.
        var armsByField: [String: [HeldObjects]] = [:]
        for decl in schema.declarations where decl.kind == .object && matches[decl.name] == nil {
            for field in decl.fields ?? [] {
                if let inline = Self.inlineObjectFields(field.type) {
                    armsByField[field.name, default: []].append(HeldObjects(envelope: decl, arms: [], inline: inline))
                    continue
                }
                var arms = Self.objectArms(field.type, declarations)
                if arms.isEmpty, let single = Self.heldObject(field.type), declarations[single]?.kind == .object { arms = [single] }
                guard !arms.isEmpty, arms.allSatisfy({ matches[$0] == nil }) else { continue }
                armsByField[field.name, default: []].append(HeldObjects(envelope: decl, arms: arms, inline: nil))
            }
        }
        guard !armsByField.isEmpty else { return false }
        let taken = Set(matches.values.map(\.type.name))
        var paired = false
        for name in codableNames where !taken.contains(name) {
            guard let t = swiftTypes[name], t.kind == .struct || t.kind == .class, t.genericParameters.isEmpty,
                  Self.namesAnyKey(t, armsByField) else { continue }
            guard let envelope = elementEnvelope(of: t, armsByField, taken: taken), matches[envelope.decl.name] == nil,
                  fits(t, envelope.decl), directionsAgree(envelope.decl, t) else { continue }
            matches[envelope.decl.name] = (t, "the only type holding \(envelope.key) as objects with every key of \(lastComponent(envelope.element))")
            paired = true
        }
        return paired
    }

    /// A free contract object's field that holds objects: named arms (all unpaired), or one inline object.
    struct HeldObjects {
        var envelope: Declaration
        var arms: [String]
        var inline: [Field]?
    }

    /// `[T]`, `[K: T]`, `[T]?`: a list the holder reads, not one object.
    static func isCollection(_ text: String) -> Bool {
        switch SwiftTypeShape(text).unwrapped {
        case .array, .dictionary: return true
        default: return false
        }
    }

    /// `T`, `T[]`, `T | null`, `Record<string, T>`: the one named type a field holds.
    static func heldObject(_ type: TypeRef) -> String? {
        switch type {
        case .array(let e), .map(let e), .nullable(let e): return heldObject(e)
        case .reference(let name, _): return name
        default: return nil
        }
    }

    /// Whether a CodingKeys case or stored property of `t` is named like a field that holds
    /// free objects: the few types worth building a wire model for here.
    private static func namesAnyKey(_ t: ScannedType, _ fields: [String: [HeldObjects]]) -> Bool {
        if let keys = t.codingKeys { return keys.contains { fields[$0.rawValue ?? $0.name] != nil } }
        return t.properties.contains { $0.stored && !$0.static && fields[$0.name] != nil }
    }

    /// The one envelope `t` reads: each list key of an unpaired element type is a field of it whose
    /// objects have every key of the element (one arm at least), and every key `t` requires is its field.
    private mutating func elementEnvelope(of t: ScannedType, _ armsByField: [String: [HeldObjects]], taken: Set<String>)
        -> (decl: Declaration, key: String, element: String)? {
        let model = wire(t)
        let context = context
        var envelopes: Set<String>?
        var first: (key: String, element: String)?
        for key in model.keys where key.decodes {
            guard let held = armsByField[key.name], let text = key.swiftType, Self.isCollection(text),
                  let element = SwiftTypeShape(text).elementNames.lazy.compactMap({ context.resolve($0, from: t.name) }).first,
                  element.name != t.name, element.kind == .struct || element.kind == .class,
                  codable.contains(element.name), !taken.contains(element.name) else { continue }
            let elementModel = wire(element)
            let elementKeys = elementModel.keyIndex.count
            guard elementKeys >= Self.elementHolderKeys else { continue }
            var fitting = Set<String>()
            for objects in held {
                let fits = objects.inline.map { inline in inline.filter { elementModel.key(forWireName: $0.name) != nil }.count == elementKeys }
                    ?? objects.arms.contains { arm in declarations[arm].map { evidence($0, element).shared == elementKeys } == true }
                if fits { fitting.insert(objects.envelope.name) }
            }
            envelopes = envelopes.map { $0.intersection(fitting) } ?? fitting
            if first == nil { first = (key.name, element.name) }
        }
        guard let envelopes, envelopes.count == 1, let name = envelopes.first, let decl = declarations[name], let first else { return nil }
        // A key the holder requires must be one the envelope sends.
        let fields = Set((decl.fields ?? []).map(\.name))
        guard model.keys.allSatisfy({ !$0.decodes || $0.mayBeAbsent || fields.contains($0.name) }) else { return nil }
        return (decl, first.key, first.element)
    }
}
