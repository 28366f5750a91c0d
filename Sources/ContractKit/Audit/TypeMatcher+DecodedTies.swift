/// One payload, two decoders: an app often reads one response with two structs of one
/// shape, one at each place it arrives (`ListModelsResponse` for one endpoint and
/// `ListRunningModelsResponse` for another, both `{ models: [Model] }`; a flags payload fetched
/// from the server and the same JSON read back from a cache). When the app decodes each of
/// them on its own and they read the same keys the same way, the tie between them for one
/// contract type is no doubt about what the app reads: each is a reader of it, and each can
/// drop its data. The contract type pairs with the one the other evidence picks (or the
/// first by name), and the others carry it too (`TypeMatcher+SecondCarriers`), each audited,
/// along with the nested types their fields hold.
extension TypeMatcher {
    /// Whether every tied candidate is for one contract type, and every Swift type among them
    /// is decoded by the app on its own and reads the same keys, each as absent-or-not alike.
    mutating func decodedAlike(_ tied: [Candidate]) -> Bool {
        guard tied.count > 1, let first = tied.first, tied.allSatisfy({ $0.decl.name == first.decl.name }) else { return false }
        guard tied.allSatisfy({ Self.decodedOnItsOwn(context.typeDirections[$0.type.name]) && context.typeDirections[$0.type.name]?.encodes == false }) else { return false }
        let keys = readKeys(first.type)
        guard !keys.isEmpty, tied.dropFirst().allSatisfy({ readKeys($0.type) == keys }) else { return false }
        return tied.allSatisfy { nestedReadersAgree(first.decl, $0.type) }
    }

    /// Whether each field of `decl` that holds a paired contract object is held in `type` by
    /// that pair, or by a nested type that reads only that object's keys (`Model` of a listing
    /// that leaves out some of them). Envelopes of one shape around other entities (`{ id,
    /// attributes }` of a group beside a chapter's) hold types that read keys of their own.
    mutating func nestedReadersAgree(_ decl: Declaration, _ type: ScannedType) -> Bool {
        let model = wire(type)
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, referenced != decl.name, let pair = matches[referenced],
                  let target = declarations[referenced], target.kind == .object else { continue }
            guard let text = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType else { return false }
            let held = SwiftTypeShape(text).elementNames.compactMap { context.resolve($0, from: type.name) }
            guard held.contains(where: { t in
                if t.name == pair.type.name { return true }
                let e = evidence(target, t)
                return e.shared > 0 && e.shared == e.swiftKeys
            }) else { return false }
        }
        return true
    }

    /// The keys a type reads, each with whether it may be absent, sorted; empty when it reads some only partly.
    mutating func readKeys(_ type: ScannedType) -> [String] {
        let model = wire(type)
        guard model.partial.isEmpty else { return [] }
        return model.keys.filter(\.decodes).map { "\($0.name):\($0.mayBeAbsent)" }.sorted()
    }

    /// Records the tied Swift types other than `winner`'s as carriers of its contract type when
    /// they are decoded alike (`decodedAlike`); returns their names.
    mutating func carryDecodedTie(_ winner: Candidate, _ tied: [Candidate]) -> [String] {
        guard decodedAlike(tied) else { return [] }
        var carried: [String] = []
        for other in tied.sorted(by: { $0.type.name < $1.type.name }) where other.type.name != winner.type.name {
            guard !(alsoCarriedBy[winner.decl.name] ?? []).contains(where: { $0.type.name == other.type.name }) else { continue }
            alsoCarriedBy[winner.decl.name, default: []].append((other.type, other.how + Self.decodedTieMark + winner.type.name))
            carried.append(other.type.name)
        }
        return carried
    }

    /// Pairs the contract type of a tie between Swift types decoded alike with the first of
    /// them by name, the others carrying it too; their names, or nil when they are not alike or
    /// one requires a key the contract type lacks (it would fail to decode its payloads).
    mutating func pairDecodedAlike(_ tied: [Candidate]) -> [String]? {
        guard decodedAlike(tied), let decl = tied.first?.decl, decl.kind == .object,
              withoutImpossibleShapes(decl, tied.map { ($0, 0) }, alone: true).count == tied.count else { return nil }
        let winner = tied.min { $0.type.name < $1.type.name }!
        let e = evidence(decl, winner.type)
        guard e.contractFields > 0, e.shared > 0 else { return nil }
        let others = tied.map(\.type.name).filter { $0 != winner.type.name }.sorted()
        matches[decl.name] = (winner.type, winner.how + ", tied with " + others.joined(separator: ", ") + ", which the app decodes alike on its own")
        weak[decl.name] = nil
        ambiguous[decl.name] = nil
        return [winner.type.name] + carryDecodedTie(winner, tied)
    }

    /// Beside a pair the config pins: the other Swift types the app decodes on their own that
    /// read the pinned type's keys alike, which would have tied with it, carry it too. The types
    /// decoded on their own are indexed by the keys they read once, the first time a pin asks.
    mutating func carryPinnedDecodedTie(_ decl: Declaration, _ match: Match, index: inout [[String]: [ScannedType]]?) {
        guard Self.decodedOnItsOwn(context.typeDirections[match.type.name]) else { return }
        let keys = readKeys(match.type)
        guard !keys.isEmpty else { return }
        if index == nil {
            var found: [[String]: [ScannedType]] = [:]
            for name in codableNames where Self.decodedOnItsOwn(context.typeDirections[name]) {
                guard let t = swiftTypes[name], t.kind == .struct || t.kind == .class else { continue }
                found[readKeys(t), default: []].append(t)
            }
            index = found
        }
        // A type pinned to another contract type is that one's reader.
        let pinnedTypes = Set(matches.values.map(\.type.name))
        let pinned = Candidate(decl: decl, type: match.type, name: 0, fit: 0, how: "pinned in config")
        let others = (index?[keys] ?? []).filter { !pinnedTypes.contains($0.name) && $0.kind == match.type.kind }
        let tied = [pinned] + others.map { Candidate(decl: decl, type: $0, name: 0, fit: 0, how: "by its keys") }
        guard tied.count > 1, withoutImpossibleShapes(decl, tied.map { ($0, 0) }, alone: true).count == tied.count else { return }
        _ = carryDecodedTie(pinned, tied)
    }

    static let decodedTieMark = ", decoded on its own alike as "
}
