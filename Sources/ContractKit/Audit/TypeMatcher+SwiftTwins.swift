/// Swift twins: an app often declares one struct per endpoint for a payload of one shape
/// (`ArchiveRequest.Response` and `RestoreRequest.Response`, each `{ item, serverKnowledge }`;
/// `MessageModel` and `MessageHistoryModel`). A contract type ties between them by nature,
/// and any of them reads it alike, so the tie is no doubt about what the app reads: the
/// contract type pairs with the first of them by name, and the others stay free. A tie
/// between Swift types that differ in any key, its type or whether it may be absent still
/// asks for a pin.
extension TypeMatcher {
    /// The candidate to pair when the tied candidates are one contract type against Swift
    /// types that read the same keys the same way; nil otherwise.
    mutating func swiftTwin(_ tied: [Candidate]) -> Candidate? {
        guard tied.count > 1, let first = tied.first, tied.allSatisfy({ $0.decl.name == first.decl.name }),
              tied.allSatisfy({ $0.type.kind == .struct || $0.type.kind == .class }) else { return nil }
        let shape = wireShape(first.type)
        guard !shape.isEmpty, tied.dropFirst().allSatisfy({ wireShape($0.type) == shape }) else { return nil }
        // Each twin must read every payload: all the contract's fields, and no key it lacks.
        let e = evidence(first.decl, first.type)
        guard e.contractFields > 0, e.exact == e.contractFields, withoutImpossibleShapes(first.decl, [(first, 0)], alone: true).count == 1 else { return nil }
        return tied.min { $0.type.name < $1.type.name }
    }

    /// Pairs `twin`'s contract type with its Swift type, naming the others it stood beside;
    /// returns the Swift type's name.
    mutating func pair(_ twin: Candidate, amongSwiftTwins tied: [Candidate]) -> String {
        let others = tied.map(\.type.name).filter { $0 != twin.type.name }.sorted()
        matches[twin.decl.name] = (twin.type, twin.how + ", as alike as its Swift twins " + others.joined(separator: ", "))
        weak[twin.decl.name] = nil
        return twin.type.name
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
