/// Pairing as one assignment over evidence. Every plausible (contract type, Swift type)
/// candidate is scored, then pairs are made one to one, best total first:
///
/// - name: the same name 0.5 (its case aside 0.45); the plain name of a module-qualified
///   one 0.45, +0.3 when the Swift type is nested in a type named like the module
///   (`reports.Kind` → `Reports.Kind`); a name that differs by a common affix or a prefix
///   the app's types share (`XXGenerateRequestData` → `GenerateRequest`) 0.3; none 0;
/// - fit, 0 to 2: for objects, the share of the contract's fields the Swift type reads under
///   its own coder with no plain contradiction, plus the share of the Swift type's keys they
///   cover; for enums, the same with wire values;
/// - direction: a pair whose directions contradict is never made (a contract type a decoded
///   type holds is a response, and never pairs with a type the app only sends).
///
/// The name counts for little beside the fields: a name twin that shares few of them loses to
/// a differently named type that shares most. A tie pairs neither and lists the candidates.
/// Structure (`inferThroughFields`) then pairs the types that paired types' fields name.
extension TypeMatcher {
    struct Candidate {
        var decl: Declaration
        var type: ScannedType
        var name: Double
        var fit: Double
        var how: String
        var score: Double { name + fit }
    }

    /// A (contract type, Swift type) pair, as a dictionary key.
    struct PairKey: Hashable {
        var decl: String
        var type: String
    }

    /// The assignment's order: the higher total first, then the contract type's name, then the
    /// Swift type's (one pair is one candidate, so no two candidates rank alike).
    static func ranksBefore(_ a: Candidate, _ b: Candidate) -> Bool {
        if a.score != b.score { return a.score > b.score }
        if a.decl.name != b.decl.name { return a.decl.name < b.decl.name }
        return a.type.name < b.type.name
    }

    /// Scores and assigns every unpaired contract type that has a candidate; true when a pair was made.
    mutating func assign(excluding rejected: Set<String>) -> Bool {
        // And the readers whose field types contradict the pairs made (`TypeMatcher+AgreeingFieldTypes`).
        let rejected = refusedReaders.isEmpty ? rejected : rejected.union(refusedReaders)
        // A Swift type that carries a paired type beside its pair (`alsoCarriedBy`, a Swift twin) is taken too.
        var taken = Set(matches.values.map(\.type.name)).union(alsoCarriedBy.values.lazy.flatMap { $0.map(\.type.name) }).union(swiftTwinCarriers())
        let todo = schema.declarations.filter { matches[$0.name] == nil && $0.kind != .alias }
        // A perfect mirror of the same name (the most any candidate scores) is settled first:
        // most of an app's types, which then need no search by affix or shape.
        var candidates: [Candidate] = []
        var rest: [Declaration] = []
        let mirrors = perfectMirrors(todo, taken: taken, rejected: rejected)
        for (decl, mirror) in zip(todo, mirrors) {
            if let mirror { candidates.append(mirror); continue }
            let same = nameCandidates(decl, byStem: nil, taken: taken).filter { !rejected.contains(decl.name + "|" + $0.type.name) }
            if let c = same.first, c.name >= 0.5, c.fit >= 2.0 { candidates.append(c) } else { rest.append(decl) }
        }
        taken.formUnion(candidates.map(\.type.name))
        let byStem = rest.contains(where: { exposed.contains($0.name) }) ? stemIndex(excluding: taken) : [:]
        var needShape: [Declaration] = [], needValues: [Declaration] = []
        for decl in rest {
            let named = nameCandidates(decl, byStem: byStem, taken: taken).filter { !rejected.contains(decl.name + "|" + $0.type.name) }
            candidates += named
            if decl.kind == .enumeration, named.isEmpty, exposed.contains(decl.name) { needValues.append(decl) }
            // A perfect mirror by name cannot be beaten by shape: only the others search by keys.
            if decl.kind == .object, exposed.contains(decl.name), !unread.contains(decl.name), !nestedTieLosers.contains(decl.name), !(decl.fields ?? []).isEmpty, !named.contains(where: { $0.score > 2.0 }) { needShape.append(decl) }
        }
        candidates += (shapeCandidates(needShape, taken: taken) + valueCandidates(needValues, taken: taken)).filter { !rejected.contains($0.decl.name + "|" + $0.type.name) }
        return assignGreedily(withoutOutsharedNamesakes(candidates))
    }

    /// Best total first; a candidate tied with a rival for its contract type or its Swift type pairs neither.
    /// Candidates are handled by their index in `all` (a candidate holds two whole declarations'
    /// worth of values: sorting and grouping indices moves none of them).
    mutating func assignGreedily(_ all: [Candidate]) -> Bool {
        // A candidate alone for its contract type and for its Swift type (most of them, most often)
        // meets no rival, twin or tie. Those that rank above every contested candidate are settled
        // first in the ranked order too, and reading nothing, in any order: they are not ranked.
        var forDecl: [String: Int] = [:], forType: [String: Int] = [:]
        for c in all {
            forDecl[c.decl.name, default: 0] += 1
            forType[c.type.name, default: 0] += 1
        }
        let isAlone = all.map { forDecl[$0.decl.name] == 1 && forType[$0.type.name] == 1 }
        let firstContested = all.indices.filter { !isAlone[$0] }.min { Self.ranksBefore(all[$0], all[$1]) }
        var ranked: [Int] = []
        var settledAlone = Set<String>()
        for i in all.indices {
            if isAlone[i], firstContested.map({ Self.ranksBefore(all[i], all[$0]) }) ?? true { settle(all[i], used: &settledAlone) } else { ranked.append(i) }
        }
        return rankAndAssign(all, ranked) || !settledAlone.isEmpty
    }

    /// The assignment of the candidates at `indices`, best total first.
    private mutating func rankAndAssign(_ all: [Candidate], _ indices: [Int]) -> Bool {
        guard !indices.isEmpty else { return false }
        // One candidate per pair: the best way it was found.
        var best: [PairKey: Int] = [:]
        for i in indices {
            let c = all[i]
            let key = PairKey(decl: c.decl.name, type: c.type.name)
            if let known = best[key], all[known].score >= c.score { continue }
            best[key] = i
        }
        let sorted = best.values.sorted { Self.ranksBefore(all[$0], all[$1]) }
        var byDecl: [String: [Int]] = [:], byType: [String: [Int]] = [:]
        for i in sorted {
            byDecl[all[i].decl.name, default: []].append(i)
            byType[all[i].type.name, default: []].append(i)
        }
        var used = Set<String>(), decided = Set<String>(), changed = false
        var tiedFor: [String: [String]] = [:]
        for i in sorted {
            let c = all[i]
            guard !decided.contains(c.decl.name) else { continue }
            if used.contains(c.type.name) {
                // A short or full shape of the entity the Swift type already stands for.
                if let sibling = variantSibling(c) {
                    decided.insert(c.decl.name)
                    matches[c.decl.name] = (c.type, c.how + ", a variant of \(sibling), which it also stands for")
                    weak[c.decl.name] = nil
                    changed = true
                }
                continue
            }
            // Contract types that tie for one Swift type by their keys fit it best: a type that
            // fits it less, and is not named for it, does not take it because they tied.
            if let tied = tiedFor[c.type.name], c.name == 0, let rival = tied.first.flatMap({ name in forTypeCandidate(all, byType[c.type.name]!, name) }),
               c.fit < rival.fit { continue }
            let forDecl = byDecl[c.decl.name]!, forType = byType[c.type.name]!
            // Most candidates are alone on both sides: no namesake, rival, twin or tie to look for.
            let alone = forDecl.count == 1 && forType.count == 1
            // A module namesake the app's evidence prefers takes the Swift type first (`TypeMatcher+ModuleNamesakes`).
            if !alone, yieldsToModuleNamesake(c, rivals: forType.lazy.filter { !decided.contains(all[$0].decl.name) }.map { all[$0] }) { continue }
            let rivals = alone ? [] : (forDecl + forType).filter {
                all[$0].score == c.score && (all[$0].decl.name != c.decl.name || all[$0].type.name != c.type.name)
                    && !used.contains(all[$0].type.name) && !decided.contains(all[$0].decl.name)
            }.map { all[$0] }
            decided.insert(c.decl.name)
            if alone { settle(c, used: &used); changed = true; continue }
            if let twins = pairedTwins([c] + rivals) {
                decided.formUnion(twins.map(\.decl.name))
                used.formUnion(pairTwins(twins, all: all, byDecl: byDecl, used: used))
                changed = true
                continue
            }
            if let winners = tieWinner([c] + rivals) {
                used.formUnion(winners)
                // A rival the tie-break paired, or left for the winner, is settled as well.
                for rival in rivals where matches[rival.decl.name] != nil || nestedTieLosers.contains(rival.decl.name) { decided.insert(rival.decl.name) }
                changed = true
                continue
            }
            if !rivals.isEmpty {
                let mine = ([c] + rivals).filter { $0.decl.name == c.decl.name }
                ambiguous[c.decl.name] = mine.map { "\($0.type.name) (\($0.how))" }
                for rival in rivals where rival.decl.name != c.decl.name {
                    decided.insert(rival.decl.name)
                    ambiguous[rival.decl.name] = ["\(c.type.name) (\(c.how), tied with \(c.decl.name))"]
                }
                // Contract types that tie for one Swift type fit it best: a type that fits it less
                // does not take it because they tied.
                if rivals.allSatisfy({ $0.type.name == c.type.name }) { tiedFor[c.type.name] = ([c] + rivals).map(\.decl.name) }
                continue
            }
            settle(c, used: &used)
            changed = true
        }
        // A contract type whose candidates all went to better pairs says so.
        return pairOrNoteLeft(all, byDecl: byDecl, tiedFor: tiedFor) || changed
    }

    /// Pairs a candidate that no rival contests, and takes its Swift type.
    private mutating func settle(_ c: Candidate, used: inout Set<String>) {
        used.insert(c.type.name)
        matches[c.decl.name] = (c.type, c.how)
        weak[c.decl.name] = nil
    }

    /// `A`, `A and B`, `A, B and C`.
    static func listed(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The candidate of `decl` among a Swift type's candidates.
    func forTypeCandidate(_ all: [Candidate], _ forType: [Int], _ decl: String) -> Candidate? {
        forType.lazy.map { all[$0] }.first { $0.decl.name == decl }
    }

    /// The contract types none of whose candidates paired: each pairs beside the contract type that
    /// took its best candidate's Swift type when `alsoPairs` allows, or gets a note; true when one paired.
    mutating func pairOrNoteLeft(_ all: [Candidate], byDecl: [String: [Int]], tiedFor: [String: [String]]) -> Bool {
        var changed = false
        let left = byDecl.filter { matches[$0.key] == nil && ambiguous[$0.key] == nil && weak[$0.key] == nil }
        guard !left.isEmpty else { return false }
        var holder: [String: String] = [:]
        for (name, match) in matches.sorted(by: { $0.key < $1.key }) where holder[match.type.name] == nil { holder[match.type.name] = name }
        for (decl, list) in left.sorted(by: { $0.key < $1.key }) {
            guard let first = list.first.map({ all[$0] }) else { continue }
            guard let other = holder[first.type.name] else {
                if let tied = tiedFor[first.type.name], !tied.contains(decl) {
                    weak[decl] = "\(decl) was not paired with \(first.type.name) (\(first.how)), which \(Self.listed(tied)) fit better, tied; pin it in contractkit.json under audit.types if it is the same type"
                }
                continue
            }
            if let how = alsoPairs(first, beside: other) {
                matches[decl] = (first.type, how)
                changed = true
                continue
            }
            weak[decl] = "\(decl) was not paired with \(first.type.name) (\(first.how)), which pairs better with \(other); pin it in contractkit.json under audit.types if it is the same type"
        }
        return changed
    }

    /// Candidates found by name: the same name, the plain name of a qualified one, a name that
    /// differs by an affix. Each needs its shape to support it, or it becomes a note.
    /// With no `byStem`, the same name only.
    mutating func nameCandidates(_ decl: Declaration, byStem: [String: [ScannedType]]?, taken: Set<String>) -> [Candidate] {
        var found: [(ScannedType, Double, String)] = []
        if let (t, how) = sameName(decl), !taken.contains(t.name) { found.append((t, how == "the same name but for its case" ? 0.45 : 0.5, how)) }
        guard let byStem else { return scored(decl, found) }
        let plain = lastComponent(decl.name)
        let module = decl.name.lastIndex(of: ".").map { String(decl.name[..<$0]) }
        for name in codableByLastComponent[plain] ?? [] where !taken.contains(name) && !found.contains(where: { $0.0.name == name }) {
            guard let t = swiftTypes[name], fits(t, decl) else { continue }
            let parent = name.split(separator: ".").dropLast().joined(separator: ".")
            var how = "same name"
            var score = 0.45
            if let module { how += " without its qualifier '\(module)'" }
            if !parent.isEmpty {
                how += ", nested in \(parent)"
                if let module, Self.sameWord(lastComponent(parent), module) { score += 0.3 }
            }
            found.append((t, score, how))
        }
        // `Identify.Operation` for `IdentifyOperation`: a nested type whose path spells the name.
        for name in codableByJoinedName[plain.lowercased()] ?? [] where !taken.contains(name) && !found.contains(where: { $0.0.name == name }) {
            guard let t = swiftTypes[name], fits(t, decl) else { continue }
            found.append((t, 0.45, "the name its nesting spells (\(name))"))
        }
        found += superclassCandidates(decl, taken: taken, known: found)
        if exposed.contains(decl.name) { found += nestedStemCandidates(decl, taken: taken, known: found) }
        if exposed.contains(decl.name) { found += namePrefixCandidates(decl, taken: taken, known: found) }
        if exposed.contains(decl.name) { found += fileSpelledCandidates(decl, taken: taken, known: found) }
        if exposed.contains(decl.name) { found += protocolConformerCandidates(decl, taken: taken, known: found) }
        if exposed.contains(decl.name) { found += listAliasCandidates(decl, taken: taken, known: found) }
        var ownNames = Set<String>()
        if exposed.contains(decl.name) {
            let contractPlain = contractStripped[decl.name]
            let ownStems = Self.stems(decl.name), callStems = Self.callNameStems(decl.name, stripped: contractPlain)
            let singularStems = Self.singularWordStems(decl.name)
            for stem in ownStems.union(contractPlain.map(Self.stems) ?? []).union(singularStems).union(callStems).sorted() {
                for t in byStem[stem] ?? [] where fits(t, decl) && !found.contains(where: { $0.0.name == t.name }) {
                    if shadowedByTopLevel(t, contractStem: stem, of: decl) { continue }
                    let own = Self.stems(t.name).contains(stem)
                    // `StopPoint`, stripped of its file's prefix, is not a `Point` when the contract has a `StopPoint` of its own.
                    if !own, namesContractType(t) { continue }
                    let bySingular = singularStems.contains(stem) && !ownStems.contains(stem)
                    var how = (own ? nil : namespaceStripped[t.name]).map { "the name without the prefix '\(t.name.dropLast($0.count))' that its file's types share" }
                        ?? (bySingular ? "the name with a plural word made singular (\(lastComponent(t.name)))" : nil)
                        ?? contractPlain.flatMap { plain in ownStems.contains(stem) ? nil
                            : "the contract's name without the prefix '\(decl.name.dropLast(plain.count))' that its types share" }
                        ?? "the name with " + Self.affixDifference(decl.name, lastComponent(t.name))
                    if !ownStems.contains(stem), !bySingular, callStems.contains(stem), !(contractPlain.map(Self.stems)?.contains(stem) ?? false) {
                        let verb = "the contract's name without the verb '\(Self.callVerb)'"
                        how = own ? verb : (namespaceStripped[t.name] == nil ? verb : how + ", and " + verb)
                    }
                    // A name that differs needs the keys themselves: a namesake whose keys match
                    // only once case and separators are folded is another layer's type (an SDK's
                    // camelCase entity beside the snake_case payload the app decodes).
                    var e = evidence(decl, t)
                    if decl.kind == .object, e.contractFields > 0, e.swiftKeys > 0 { e.exact = Self.keysAsSent(decl, wire(t)) }
                    if let inner = nestedReader(decl, t) {
                        if weak[decl.name] == nil { weak[decl.name] = "\(decl.name) was not paired with \(t.name) (\(how)): \(inner.name), which \(t.name) holds, reads its fields" }
                        continue
                    }
                    // The contract's name without its types' shared prefix is the Swift type's own name.
                    let ownName = contractPlain == lastComponent(t.name)
                    let byExactKeys = ShapeEvidence(shared: e.exact, contractFields: e.contractFields, swiftKeys: e.swiftKeys)
                    if !(ownName ? byExactKeys.supportsTheSameName : byExactKeys.supports) {
                        if weak[decl.name] == nil { weak[decl.name] = Self.weakNote(decl, t, byExactKeys, how: how) }
                        continue
                    }
                    // A stem only the contract's shared prefix gives is the weakest name: the fit decides.
                    let onlyByContractPrefix = !ownStems.contains(stem) && !bySingular
                    found.append((t, onlyByContractPrefix ? 0.05 : 0.3, how))
                    if ownName { ownNames.insert(t.name) }
                }
            }
        }
        return scored(decl, found, ownNames: ownNames)
    }

    /// The candidates whose direction and shape allow them, with their fit; notes for the others.
    /// `ownNames`: Swift types named as the contract type is once its types' shared prefix is dropped.
    mutating func scored(_ decl: Declaration, _ found: [(ScannedType, Double, String)], ownNames: Set<String> = []) -> [Candidate] {
        var candidates: [Candidate] = []
        for (t, score, how) in found {
            guard directionsAgree(decl, t) else {
                if weak[decl.name] == nil {
                    weak[decl.name] = "\(decl.name) was not paired with \(t.name) (\(how)): \(directionNote(decl.name, t)); pin it in contractkit.json under audit.types if it is the same type"
                }
                continue
            }
            let e = evidence(decl, t)
            let ownName = score >= 0.5 || ownNames.contains(t.name)
            if !(ownName ? e.supportsTheSameName : e.supports) {
                if weak[decl.name] == nil { weak[decl.name] = Self.weakNote(decl, t, e, how: how.hasPrefix("same name") ? "the " + how : how) }
                continue
            }
            // A nested namesake needs a field in common to pair.
            if score < 0.5, decl.kind == .object, e.shared == 0, e.contractFields > 0, e.swiftKeys > 0 { continue }
            let fit = decl.kind == .enumeration ? enumFit(decl, t) : e.contractFields == 0 || e.swiftKeys == 0 ? 1.0 : e.fit
            candidates.append(Candidate(decl: decl, type: t, name: score, fit: fit, how: how))
        }
        return candidates
    }

    /// `Reports` and `reports`, `MediaTypes` and `media`: a type's name that names a module.
    static func sameWord(_ swift: String, _ module: String) -> Bool {
        let a = WireModel.folded(swift), b = WireModel.folded(lastComponent(module))
        return !a.isEmpty && !b.isEmpty && (a == b || a.hasPrefix(b) || b.hasPrefix(a))
    }

    /// The share of the contract enum's values the Swift enum accepts, plus the share of its cases they cover.
    func enumFit(_ decl: Declaration, _ t: ScannedType) -> Double {
        let values = Set((decl.cases ?? []).compactMap { c -> String? in
            switch c.value {
            case .string(let s): s
            case .number(let n): n == n.rounded() ? String(Int(n)) : String(n)
            case .boolean(let b): String(b)
            }
        })
        let cases = t.cases.filter { $0.associatedValues.isEmpty }
        guard !values.isEmpty, !cases.isEmpty else { return 1.0 }
        var accepted = 0
        for c in cases where (t.wireValues[c.name] ?? [c.rawValue ?? t.rawValueMapping[c.name] ?? c.name]).contains(where: values.contains) { accepted += 1 }
        return Double(accepted) / Double(values.count) + Double(accepted) / Double(cases.count)
    }

    /// Free Codable types by each stem of their names (and of their names without a shared prefix).
    /// The stems are found on all cores; the index is filled in name order.
    func stemIndex(excluding taken: Set<String>) -> [String: [ScannedType]] {
        let free = codableNames.filter { !taken.contains($0) }.compactMap { swiftTypes[$0] }
        let stripped = namespaceStripped
        let stems = Parallel.chunks(free.count, serialBelow: 200) { range in
            range.map { i -> Set<String> in
                var stems = Self.stems(free[i].name)
                if let plain = stripped[free[i].name] { stems.formUnion(Self.stems(plain)) }
                return stems
            }
        }
        var byStem: [String: [ScannedType]] = [:]
        for (t, stems) in zip(free, stems.joined()) {
            for stem in stems { byStem[stem, default: []].append(t) }
        }
        return byStem
    }

    /// Candidates by shape for these contract objects: the free Codable structs that read at
    /// least two of their keys (or the only one), `shapeCoverage` of the contract's fields and
    /// `shapeSwiftShare` of the Swift type's keys. Each contract type meets only the structs
    /// that share a key with it.
    mutating func shapeCandidates(_ decls: [Declaration], taken: Set<String>) -> [Candidate] {
        guard !decls.isEmpty else { return [] }
        let structs = codableNames.filter { !taken.contains($0) }
            .compactMap { swiftTypes[$0] }.filter { $0.kind == .struct || $0.kind == .class || $0.kind == .actor }
        guard !structs.isEmpty else { return [] }
        var byKey: [String: [Int]] = [:]
        var keyCounts: [Int] = []
        var keyLists: [[String]] = []
        var holders: [String: Set<String>]?
        var owners: [SourceLocation: String]?
        for (i, t) in structs.enumerated() {
            let keys = shapeKeys(t)
            keyCounts.append(keys.count)
            keyLists.append(keys)
            for key in keys { byKey[key, default: []].append(i) }
        }
        var candidates: [Candidate] = [], fullers: [Candidate] = [], envelopes: [Candidate] = []
        var shared: [Int] = []
        var kebab = KebabKeys(keyLists)
        for decl in decls {
            let fields = decl.fields ?? []
            let counts = sharedKeyCounts(fields, byKey: byKey, kebab: &kebab)
            var mine: [(Candidate, Int)] = []
            var onlyByNames = Set<String>()
            for (i, named) in counts.sorted(by: { $0.key < $1.key }) {
                func passes(_ matched: Int) -> Bool {
                    let coverage = Double(matched) / Double(fields.count), share = Double(matched) / Double(keyCounts[i])
                    return matched >= min(2, fields.count)
                        && (share >= Self.shapeSwiftShare || isDecodedSuperset(structs[i], matched: matched, coverage: coverage, share: share)
                            || isTypedEnvelope(decl, structs[i], matched: matched) || isTaggedKind(decl, structs[i], matched: matched, coverage: coverage))
                        && (coverage >= Self.shapeCoverage || Self.subsetMirror(matched, coverage, share)
                            || isDecodedSubset(structs[i], matched: matched, coverage: coverage, share: share)
                            || isOnlyHolder(decl, structs[i], keys: keyLists[i], matched: matched, index: &holders, owners: &owners)
                            || isOnlyTypedHolder(decl, structs[i], keys: keyLists[i], matched: matched, index: &holders)
                            || isOnlyDecodedSliceHolder(decl, structs[i], keys: keyLists[i], matched: matched, share: share, index: &holders))
                }
                guard passes(named), named >= ListAliases.shapeKeys || !schema.listedObjects.contains(decl.name) else { continue }
                // Keys whose values cannot meet are not evidence: the fit counts the others.
                let kept = named - contradictedKeys(decl, structs[i])
                let matched = kept == 0 ? named : kept
                let coverage = Double(matched) / Double(fields.count), share = Double(matched) / Double(keyCounts[i])
                // A request the app sends (`CreateInputCommand`) is not a type the app only decodes, however alike.
                if Self.namesARequest(decl.name), !wire(structs[i]).encodes { continue }
                guard directionsAgree(decl, structs[i]), !refusesConstantTag(decl, structs[i]), !crossesRequest(decl, structs[i]) else { continue }
                // A struct the app only builds by hand receives nothing (`TypeMatcher+BuiltByHand`).
                if isBuiltByHandOnly(structs[i]) { continue }
                // A thin shape gives way to a contract type that has every key of the struct.
                if let fuller = fullerHolder(of: structs[i], keys: keyLists[i], matched: matched, beside: decl, index: &holders) {
                    if !fuller.isEmpty, let c = fullerCandidate(fuller, structs[i], keys: keyCounts[i]) { fullers.append(c) }
                    continue
                }
                // Every shared key contradicting: only a Swift type that has those keys alone, and no rival.
                if kept == 0 {
                    guard named == keyCounts[i], !valuesReadElsewhere(decl, besides: structs[i]) else { continue }
                    onlyByNames.insert(structs[i].name)
                }
                let c = Candidate(decl: decl, type: structs[i], name: 0, fit: coverage + share, how: "by shape: \(named) of \(fields.count) wire keys")
                // Typed keys tell envelopes apart however few they are: not weighed as a small shape.
                if Double(named) / Double(keyCounts[i]) < Self.shapeSwiftShare, isTypedEnvelope(decl, structs[i], matched: named) {
                    envelopes.append(Candidate(decl: decl, type: structs[i], name: 0, fit: c.fit, how: c.how + Self.typedEnvelopeMark))
                    continue
                }
                mine.append((c, matched))
            }
            if mine.contains(where: { !onlyByNames.contains($0.0.type.name) }) { mine.removeAll { onlyByNames.contains($0.0.type.name) } }
            for (c, matched) in withoutImpossibleShapes(decl, mine) {
                candidates.append(c)
                shared.append(matched)
            }
        }
        for c in fullers {
            candidates.append(c)
            shared.append(shapeKeys(c.type).count)
        }
        return Self.weighingSmallShapes(candidates, shared: shared) + envelopes
    }

    /// How many of `fields` each struct (by its index in `byKey`) has a key for: as written, as
    /// `.convertFromSnakeCase` makes it, or in kebab-case.
    func sharedKeyCounts(_ fields: [Field], byKey: [String: [Int]], kebab: inout KebabKeys) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for field in fields {
            var hits = Set(byKey[field.name] ?? [])
            if convertsFromSnakeCase { hits.formUnion(byKey[WireModel.camelCase(fromSnakeCase: field.name)] ?? []) }
            hits.formUnion(kebab.hits(field.name))
            for i in hits { counts[i, default: 0] += 1 }
        }
        return counts
    }

    /// A tie broken by the app's evidence: of a type and one that extends it, the shape the Swift type reads
    /// (`TypeMatcher+ExtendedTies`); else the Swift type whose properties use the Swift types the contract's
    /// field types pair with, else the first of Swift twins that read the same keys the same way, else the
    /// candidate whose fields lead further down to more pairs (`TypeMatcher+DeepTies`). The winner's
    /// name (and the twins that carry the type beside it), once paired; nil when the tie stands.
    mutating func tieWinner(_ tied: [Candidate]) -> [String]? {
        if let winner = pairExtendedTie(tied) { return winner }
        if tied.count > 1, let winner = pairByNestedTypes(tied) { return [winner] + (alsoCarriedBy[tied[0].decl.name] ?? []).map(\.type.name) }
        if let winners = pairByNestedAgreement(tied) { return winners }
        if let twin = swiftTwin(tied) { return pair(twin, amongSwiftTwins: tied) }
        if pairGenericInstances(tied) { return matches[tied[0].decl.name].map { [$0.type.name] } }
        return pairByNestedKeys(tied) ?? pairAvoidingInlineHolders(tied) ?? pairByDeepAgreement(tied) ?? pairDecodedAlike(tied)
    }
}

extension TypeMatcher {
    /// Whether a Swift type's own name is a contract type's name, as declared or with the
    /// contract's shared prefix removed: then its file's prefix is part of that name.
    func namesContractType(_ t: ScannedType) -> Bool {
        guard namespaceStripped[t.name] != nil else { return false }
        let plain = lastComponent(t.name)
        return declarations[plain] != nil || contractPlainNames.contains(plain)
    }
}
