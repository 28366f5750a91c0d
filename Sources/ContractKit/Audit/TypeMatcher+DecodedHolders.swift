/// Pairing a response holder through what it holds. An app often decodes a one-off struct
/// that reads a single key of an envelope (`struct UserResponse: Decodable { var user: User }`,
/// fileprivate beside the call that fetches it): too few keys to pair by shape, but each key
/// it reads holds a type already paired. The one contract envelope that has all those keys,
/// holding those same contract types, is the payload it reads. A required key of a type the app
/// does not declare (`since: Date`) beside them only needs the envelope to have that key.
extension TypeMatcher {
    /// The types the app decodes whole at a call: `let res: UserResponse = try await get(…)`,
    /// `decode(UserResponse.self, …)`.
    static func decodedWholeTypes(_ files: [ScannedFile]) -> Set<String> {
        var found = Set<String>()
        // Each spelling parsed once: most are repeated across the app's calls.
        var seen = Set<String>()
        for file in files {
            for use in file.codingUses where use.kind == .typedResult || use.kind == .decode || use.kind == .typeArgument {
                guard seen.insert(use.type).inserted else { continue }
                if case .named(let name, let arguments) = SwiftTypeShape(use.type).unwrapped, arguments.isEmpty { found.insert(name) }
            }
        }
        return found
    }

    /// Pairs each unpaired holder the app decodes with the one unpaired envelope whose fields,
    /// under every key the holder reads, hold the contract types its properties are paired with.
    /// A struct the decoded type holds is read the same way, from the innermost out, when it
    /// reads half the envelope's required fields: a response `{ results: Results }` whose
    /// `Results { channels: [Channel] }` holds a paired `Channel` pairs `Results` first, and
    /// then the response through it.
    mutating func pairDecodedHolders() {
        guard !decodedWholeTypes.isEmpty else { return }
        // Most apps (and every generated one) pair each struct by name before this pass: nothing to walk.
        let taken = Set(matches.values.map(\.type.name))
        guard codableNames.contains(where: { !taken.contains($0) }) else { return }
        let whole = Set(decodedWholeTypes.compactMap(decodedAppType).map(\.name))
        let candidates = decodedHolderCandidates()
        for _ in 0..<4 where pairDecodedHolders(candidates, whole: whole) == 0 { break }
    }

    /// The structs the app decodes whole at a call, and those they hold, at any depth.
    func decodedHolderCandidates() -> [ScannedType] {
        var found: [String: ScannedType] = [:]
        var queue = decodedWholeTypes.sorted().compactMap(decodedAppType)
        while let t = queue.popLast() {
            guard found[t.name] == nil, t.genericParameters.isEmpty, t.kind == .struct || t.kind == .class else { continue }
            found[t.name] = t
            for property in t.properties {
                guard let text = property.type else { continue }
                for name in SwiftTypeShape(text).elementNames {
                    if let held = context.resolve(name, from: t.name), found[held.name] == nil, codable.contains(held.name) { queue.append(held) }
                }
            }
        }
        return found.keys.sorted().map { found[$0]! }
    }

    /// The one of these objects whose fields every other has too (`User` beside `UserExtended`,
    /// `User & { … }`): a holder that reads what they share reads the base. Nil when none is.
    func baseOfAll(_ names: Set<String>) -> String? {
        let fields = names.sorted().compactMap { name in declarations[name].map { (name, Set(($0.fields ?? []).map(\.name))) } }
        guard fields.count == names.count else { return nil }
        let bases = fields.filter { base in fields.allSatisfy { $0.0 == base.0 || (base.1.isSubset(of: $0.1) && base.1.count < $0.1.count) } }
        return bases.count == 1 ? bases[0].0 : nil
    }

    /// Whether a struct that reads the keys `read` of `decl` reads at least half of its
    /// required fields, one of them at least. A struct the app decodes only inside another is a
    /// projection when it reads one key of a user's twenty (`U { groups }` for the groups of a
    /// user's answer) or only a key the payload may leave out: it pairs only when what it reads
    /// is most of what the payload always carries (`Results { channels }` beside five optional fields).
    func readsHalfTheRequired(_ decl: Declaration, _ read: [String]) -> Bool {
        let required = Set((decl.fields ?? []).filter { $0.optionality == .required }.map(\.name))
        let readRequired = read.filter(required.contains).count
        return readRequired > 0 && 2 * readRequired >= required.count
    }

    /// One round of `pairDecodedHolders()`: how many pairs it made.
    /// `whole`: the candidates the app decodes at a call of their own.
    mutating func pairDecodedHolders(_ candidates: [ScannedType], whole: Set<String>) -> Int {
        let taken = Set(matches.values.map(\.type.name))
        let counterparts = counterparts
        let context = context
        var holders: [(ScannedType, [(key: String, contract: String)], plain: [String])] = []
        for t in candidates where !taken.contains(t.name) {
            let model = wire(t)
            var held: [(key: String, contract: String)] = []
            var plain: [String] = []
            for key in model.keys where key.decodes {
                guard let text = key.swiftType else { held = []; break }
                // A key the app requires, of a type it does not declare (`since: Date`), only needs
                // its name in the envelope; an optional one says nothing of which envelope it is.
                guard let named = SwiftTypeShape(text).elementNames.lazy.compactMap({ context.resolve($0, from: t.name) }).first else {
                    guard !key.mayBeAbsent else { held = []; break }
                    plain.append(key.name)
                    continue
                }
                guard let contract = counterparts[named.name] else { held = []; break }
                held.append((key.name, contract))
            }
            if !held.isEmpty { holders.append((t, held, plain)) }
        }
        guard !holders.isEmpty else { return 0 }
        var byField: [String: [String]] = [:]  // "key|contract type" → envelopes holding it
        for decl in schema.declarations where decl.kind == .object && matches[decl.name] == nil {
            for field in decl.fields ?? [] {
                if let referenced = field.type.referencedDeclaration { byField[field.name + "|" + referenced, default: []].append(decl.name) }
            }
        }
        var paired = Set<String>(), made = 0
        for (t, held, plain) in holders {
            var envelopes = Set(byField[held[0].key + "|" + held[0].contract] ?? [])
            for h in held.dropFirst() { envelopes.formIntersection(byField[h.key + "|" + h.contract] ?? []) }
            if !plain.isEmpty {
                envelopes = envelopes.filter { e in plain.allSatisfy { key in declarations[e]?.fields?.contains { $0.name == key } == true } }
            }
            let base = envelopes.count > 1 ? baseOfAll(envelopes) : nil
            if let base { envelopes = [base] }
            guard envelopes.count == 1, let envelope = envelopes.first, paired.insert(envelope).inserted,
                  let decl = declarations[envelope], fits(t, decl), directionsAgree(decl, t),
                  whole.contains(t.name) || readsHalfTheRequired(decl, held.map(\.key) + plain) else { continue }
            let keys = (held.map(\.key) + plain).joined(separator: ", ")
            matches[envelope] = (t, "the \(base == nil ? "only type" : "base of the types") holding \(keys) as \(t.name) reads \(held.count + plain.count == 1 ? "it" : "them")")
            made += 1
        }
        return made
    }

    /// Swift type → the contract type it is paired with (the first by name when several), a type
    /// it pairs with as an extending type (`TypeMatcher+Extending`) only when it pairs with no other.
    var counterparts: [String: String] {
        var found: [String: String] = [:]
        var extending: [String: String] = [:]
        for (name, match) in matches {
            if match.method.hasPrefix(Self.extendsMark) {
                extending[match.type.name] = extending[match.type.name].map { min($0, name) } ?? name
                continue
            }
            found[match.type.name] = found[match.type.name].map { min($0, name) } ?? name
        }
        found.merge(extending) { own, _ in own }
        return found
    }
}
