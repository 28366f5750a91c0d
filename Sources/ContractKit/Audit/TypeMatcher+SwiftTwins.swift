/// Swift twins: an app often declares one struct per endpoint for a payload of one shape
/// (`ArchiveRequest.Response` and `RestoreRequest.Response`, each `{ item, serverKnowledge }`;
/// `MessageModel` and `MessageHistoryModel`). A contract type ties between them by nature,
/// and any of them reads it alike, so the tie is no doubt about what the app reads: the
/// contract type pairs with the one whose name shares most words with its own (the first
/// by name among equals), and the others stay free. Twins that leave a contract field unread
/// pair only when the name singles one out (`MessageTextContent` → `TextContent`, not
/// `NoticeContent`). A tie
/// between Swift types that differ in any key, its type or whether it may be absent still
/// asks for a pin. Twins the contract type's name finds (`FeedResult` nested in `TermResult` and
/// in `TitleResult` for `ApiFeed`) are all its readers: one pairs and the others carry it too,
/// each audited, whatever fields they leave unread or require.
extension TypeMatcher {
    /// The candidate to pair when the tied candidates are one contract type against Swift
    /// types that read the same keys the same way; nil otherwise.
    mutating func swiftTwin(_ tied: [Candidate]) -> Candidate? {
        guard tied.count > 1, let first = tied.first, tied.allSatisfy({ $0.decl.name == first.decl.name }),
              tied.allSatisfy({ $0.type.kind == .struct || $0.type.kind == .class }) else { return nil }
        let open = Self.openKeys(first.decl)
        let shape = wireShape(first.type, anyValueAt: open)
        guard !shape.isEmpty, tied.dropFirst().allSatisfy({ wireShape($0.type, anyValueAt: open) == shape }) else { return nil }
        // Twins the contract type's name finds alike are its readers whatever they leave unread
        // or require: what they drop or add is the drift to report (`namedTwins`).
        let named = tied.allSatisfy { $0.name > 0 && $0.name == first.name }
        // Each twin must decode every payload: it requires no key the contract lacks.
        let e = evidence(first.decl, first.type)
        guard e.contractFields > 0, e.shared > 0, named || withoutImpossibleShapes(first.decl, [(first, 0)], alone: true).count == 1 else { return nil }
        // The one whose name shares the most words with the contract's (`TextContent` for
        // `MessageTextContent` beside `NoticeContent`), then the first by name.
        let words = Self.qualifiedNameWords(first.decl.name)
        let ranked = tied.map { ($0, Self.nameWords($0.type.name).intersection(words).count) }
            .sorted { a, b in a.1 != b.1 ? a.1 > b.1 : a.0.type.name < b.0.type.name }
        // Twins that leave some of the contract's fields unread may all be another payload's
        // readers: only a name that singles one out settles it.
        if !named, e.exact < e.contractFields, ranked[1].1 == ranked[0].1 { return nil }
        return ranked[0].0
    }

    /// The capitalized words of a type's last name component, lower-cased: `mTextContent` → text, content.
    static func nameWords(_ name: String) -> Set<String> {
        var words: Set<String> = []
        var word = ""
        for c in lastComponent(name) {
            if c.isUppercase, !word.isEmpty { words.insert(word); word = "" }
            word.append(contentsOf: c.lowercased())
        }
        if !word.isEmpty { words.insert(word) }
        return words
    }

    /// Pairs `twin`'s contract type with its Swift type, naming the others it stood beside;
    /// returns the Swift type's name, and the names of the twins that carry it too.
    mutating func pair(_ twin: Candidate, amongSwiftTwins tied: [Candidate]) -> [String] {
        let others = tied.map(\.type.name).filter { $0 != twin.type.name }.sorted()
        matches[twin.decl.name] = (twin.type, twin.how + ", as alike as its Swift twins " + others.joined(separator: ", "))
        weak[twin.decl.name] = nil
        // Twins its name finds both carry it: each is audited.
        if tied.allSatisfy({ $0.name > 0 && $0.name == twin.name }) {
            for other in tied where other.type.name != twin.type.name && !(alsoCarriedBy[twin.decl.name] ?? []).contains(where: { $0.type.name == other.type.name }) {
                alsoCarriedBy[twin.decl.name, default: []].append((other.type, other.how + Self.swiftTwinMark + twin.type.name))
            }
            return [twin.type.name] + others
        }
        // Twins the app decodes each on its own are each a reader too (`TypeMatcher+DecodedTies`).
        return [twin.type.name] + carryDecodedTie(twin, tied)
    }

    static let swiftTwinMark = ", a Swift twin of "

    /// The Swift twins that carry a contract type beside its pair: no other type's to take.
    func swiftTwinCarriers() -> [String] {
        alsoCarriedBy.values.joined().filter { WireContext.contains($0.method, Self.swiftTwinMark) }.map(\.type.name)
    }

    /// Each key a Swift type decodes or encodes, with its Swift type and whether it may be absent, sorted.
    mutating func wireShape(_ type: ScannedType) -> [String] {
        let model = wire(type)
        guard model.partial.isEmpty else { return [] }
        // A type's text as Swift resolves it from this type: two nested `Properties` are two types.
        return model.keys.map { key in
            let names = SwiftTypeShape(key.swiftType ?? "").elementNames.map { context.resolve($0, from: type.name)?.name ?? $0 }
            return "\(key.name):\(key.swiftType ?? "?"):\(names.joined(separator: ",")):\(key.mayBeAbsent):\(key.decodes):\(key.encodes)"
        }.sorted()
    }
}

/// A shape that requires what the contract never sends: `{ transaction, server_knowledge }`
/// meets both `Response { transaction, serverKnowledge }` and `Response { transaction,
/// serverKnowledge, transactionIds }`, and the second fails to decode every payload of it.
/// Such a candidate loses to one that requires nothing the contract lacks; alone, it still
/// pairs, and the key it requires is the drift the audit reports.
extension TypeMatcher {
    /// `candidates` (one contract type's, by shape) without those whose Swift type requires a
    /// key the contract type lacks, when another does not.
    /// With `alone`, a single candidate that requires such a key is dropped too.
    mutating func withoutImpossibleShapes<T>(_ decl: Declaration, _ candidates: [(Candidate, T)], alone: Bool = false) -> [(Candidate, T)] {
        guard candidates.count > 1 || alone else { return candidates }
        var sent = Set((decl.fields ?? []).map(\.name))
        if convertsFromSnakeCase { sent.formUnion((decl.fields ?? []).map { WireModel.camelCase(fromSnakeCase: $0.name) }) }
        let possible = candidates.filter { c, _ in
            !wire(c.type).keys.contains { $0.decodes && !$0.mayBeAbsent && !sent.contains($0.name) }
        }
        return possible.isEmpty && !alone ? candidates : possible
    }
}
