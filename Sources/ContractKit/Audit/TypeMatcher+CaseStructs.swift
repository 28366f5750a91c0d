/// Pairs that other pairs' structure names beyond plain fields: the structs of an enum that
/// stands for one contract object (`DTOAuditor+CaseStructs`), and the object an alias names.
extension TypeMatcher {
    /// The structs an enum's cases carry, one each (`case purged(PurgeDetails)`), in the order
    /// of the cases; nil unless every case with a payload carries one struct and two differ.
    func caseStructs(_ holder: ScannedType) -> [ScannedType]? {
        guard holder.kind == .enum else { return nil }
        var found: [ScannedType] = []
        for c in holder.cases where !c.associatedValues.isEmpty {
            guard c.associatedValues.count == 1, let name = SwiftTypeShape(Self.payloadType(c.associatedValues[0])).elementName,
                  let t = context.resolve(name, from: holder.name),
                  t.kind == .struct || t.kind == .class, codable.contains(t.name) else { return nil }
            if !found.contains(where: { $0.name == t.name }) { found.append(t) }
        }
        return found.count >= 2 ? found : nil
    }

    /// The type of an associated value as written: `Reading`, or `payload: Reading` without its label.
    static func payloadType(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":") else { return text }
        return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    /// `inferThroughFields` for objects an enum of structs holds: each struct's fields name
    /// the counterparts of the object's field types (`swaps: IndexSwap[]` read by
    /// `IndexSwapDetails.swaps: [SwapPayload]`).
    mutating func inferThroughCaseStructs() -> Bool {
        var changed = false
        for decl in schema.declarations where decl.kind == .object {
            guard let (holder, _) = matches[decl.name], holder.kind == .enum, let payloads = caseStructs(holder) else { continue }
            // Only types nothing paired yet: a struct written for one variant is weaker evidence
            // than a field of a type that stands for the whole object.
            let unpaired = (decl.fields ?? []).filter { $0.type.referencedDeclaration.map { matches[$0] == nil } ?? false }
            guard !unpaired.isEmpty else { continue }
            for payload in payloads where inferThrough(unpaired, holder: payload, path: decl.name, depth: 0) { changed = true }
        }
        return changed
    }

    /// An alias paired with a Swift type through a field (`hits: Hits` read as `[SearchHit<T>]`,
    /// where `Hits = Hit[]`): the object the alias names is what that Swift type reads.
    mutating func inferThroughAliases() -> Bool {
        var changed = false
        for decl in schema.declarations where decl.kind == .alias {
            guard let (t, _) = matches[decl.name], let target = decl.target?.referencedDeclaration, matches[target] == nil,
                  let object = declarations[target], object.kind == .object, fits(t, object), directionsAgree(object, t) else { continue }
            let e = evidence(object, t)
            guard e.shared > 0 || e.contractFields == 0 || e.swiftKeys == 0 else { continue }
            matches[target] = (t, "through the alias \(decl.name)")
            changed = true
        }
        return changed
    }
}
