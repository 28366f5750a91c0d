/// Ties broken by the keys below the top: statistics endpoints often answer `{ payload: {…} }`,
/// so several contract types (`UserReleasesResponse`, `ColorReleasesResponse`) share the one
/// top key of the app's `TopAlbums { payload: AlbumsPayload }` and tie by shape. What the
/// payload holds tells them apart: the contract type whose nested objects (inline or named,
/// through arrays) the Swift type's nested structs read most keys of is the one it decodes.
/// Only contract types tied for one Swift type, all of whose shared keys hold objects, are
/// weighed so: where other keys are shared, names and structure decide. Asked only of candidates tied on score, a few levels down. The contract types that lost the
/// Swift type so share only its top keys with it, and are not paired by shape afterwards: a
/// thinner shape (`CountResponse { payload: { count } }`) is weaker evidence still.
extension TypeMatcher {
    /// How deep below the top the keys are counted.
    static let nestedKeysDepth = 3

    /// Pairs the tied candidate whose nested keys the Swift side reads more of than any
    /// rival's; its Swift type's name. Nil when no candidate stands out, or none reads a key
    /// below the top.
    mutating func pairByNestedKeys(_ tied: [Candidate]) -> [String]? {
        guard tied.count > 1, let swift = tied.first?.type.name, tied.allSatisfy({ $0.type.name == swift }) else { return nil }
        var best: Candidate?
        var bestCount = 0, runnerUp = 0, bestTop = 0
        for c in tied {
            guard c.decl.kind == .object, let fields = c.decl.fields, sharesOnlyObjects(fields, c.type) else { return nil }
            let top = readKeys(fields, c.type, depth: 0)
            let count = readKeys(fields, c.type, depth: Self.nestedKeysDepth)
            if count > bestCount {
                runnerUp = bestCount
                (best, bestCount, bestTop) = (c, count, top)
            } else if count > runnerUp {
                runnerUp = count
            }
        }
        guard let best, bestCount > runnerUp, bestCount > bestTop else { return nil }
        matches[best.decl.name] = (best.type, best.how + ", over \(Self.listed(tied.filter { $0.decl.name != best.decl.name || $0.type.name != best.type.name }.map { $0.decl.name == best.decl.name ? $0.type.name : $0.decl.name })): its nested objects' keys are the ones \(lastComponent(best.type.name)) reads")
        weak[best.decl.name] = nil
        // The others that wanted the same Swift type shared only its top keys: no thinner shape pairs them later.
        for loser in tied where loser.decl.name != best.decl.name && loser.type.name == best.type.name {
            nestedTieLosers.insert(loser.decl.name)
            weak[loser.decl.name] = "\(loser.decl.name) was not paired with \(best.type.name) (\(loser.how)): the keys of \(best.decl.name)'s nested objects are the ones it reads; pin it in contractkit.json under audit.types if it is the same type"
        }
        return [best.type.name]
    }

    /// How many of `fields` the Swift type `t` reads by key, and `depth` levels below, the keys of
    /// each field's object (inline, or a declared object, through arrays and `| null`) that the
    /// struct its property holds reads.
    mutating func readKeys(_ fields: [Field], _ t: ScannedType, depth: Int) -> Int {
        let model = wire(t)
        var count = 0
        for field in fields {
            guard let text = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType else { continue }
            count += 1
            guard depth > 0, let inner = objectFields(field.type), !inner.isEmpty,
                  let name = SwiftTypeShape(text).elementNames.first, let nested = context.resolve(name, from: t.name),
                  nested.kind == .struct || nested.kind == .class, nested.name != t.name else { continue }
            count += readKeys(inner, nested, depth: depth - 1)
        }
        return count
    }

    /// Whether every field the Swift type reads by key holds an object: the top of an envelope,
    /// whose keys say nothing of what it carries.
    mutating func sharesOnlyObjects(_ fields: [Field], _ t: ScannedType) -> Bool {
        let model = wire(t)
        return fields.allSatisfy { field in model.key(forWireName: field.name) == nil || objectFields(field.type) != nil }
    }

    /// The fields of an object type: inline, or a declared object's, through arrays and `| null`.
    func objectFields(_ type: TypeRef) -> [Field]? {
        switch type {
        case .object(let fields): return fields
        case .array(let e), .nullable(let e): return objectFields(e)
        case .reference(let name, _): return declarations[name].flatMap { $0.kind == .object ? $0.fields : nil }
        default: return nil
        }
    }
}
