// Diff: whether a decoder written for one type accepts every value of another.

/// Whether a receiver's decoder takes every value a sender's type allows: the sender's
/// type is assignable to the receiver's, field by field, as JSON decoding sees it (extra
/// keys are ignored; a missing required key or an unknown value fails).
struct ShapeJudge {
    let receiver: WireResolver
    let sender: WireResolver
    /// Whether a receiver declaration and a sender declaration are the same type across
    /// versions: such a pair is compared by itself, so it counts as accepted here.
    let same: (String, String) -> Bool

    func accepts(_ r: TypeRef, _ s: TypeRef) -> Bool {
        var visited = Set<String>()
        return accepts(r, s, &visited)
    }

    func accepts(_ rs: WireShape, _ ss: WireShape) -> Bool {
        var visited = Set<String>()
        return accepts(rs, ss, &visited)
    }

    func accepts(_ r: TypeRef, _ s: TypeRef, _ visited: inout Set<String>) -> Bool {
        if case .reference(let a, _) = r, case .reference(let b, _) = s, same(a, b) { return true }
        let key = r.typeScriptText + "\u{1}" + s.typeScriptText
        if visited.contains(key) { return true }
        visited.insert(key)
        return accepts(receiver.shape(r), sender.shape(s), &visited)
    }

    func accepts(_ rs: WireShape, _ ss: WireShape, _ visited: inout Set<String>) -> Bool {
        switch (rs, ss) {
        case (.anyValue, _): return true
        case (_, .anyValue): return false
        case (_, .union(let arms)): return arms.allSatisfy { accepts(rs, sender.shape($0), &visited) }
        case (.union(let arms), _): return arms.contains { accepts(receiver.shape($0), ss, &visited) }
        case (.opaque(let a), .opaque(let b)): return a == b
        case (.scalar(let a), .scalar(let b)):
            return a == b || (a == "number" && b == "integer") || (a.hasPrefix("string") && b.hasPrefix("string"))
        case (.scalar(let a), .literals(let values)): return values.allSatisfy { scalarName($0) == a || (a.hasPrefix("string") && scalarName($0) == "string") || (a == "number" && scalarName($0) == "integer") }
        case (.literals(let a), .literals(let b)): return b.allSatisfy(a.contains)
        case (.array(let x), .array(let y)), (.map(let x), .map(let y)): return accepts(x, y, &visited)
        case (.map(let value), .object(let fields, _)): return fields.allSatisfy { accepts(value, $0.type, &visited) }
        case (.object(let rf, _), .object(let sf, _)): return acceptsFields(rf, sf, &visited)
        // A map of any values to an object whose fields are all optional: TypeScript allows it.
        case (.object(let rf, _), .map(let value)): return rf.allSatisfy(\.optionality.isOptional) && sender.shape(value) == .anyValue
        default: return false
        }
    }

    func acceptsFields(_ receiving: [Field], _ sending: [Field], _ visited: inout Set<String>) -> Bool {
        let sent = Dictionary(sending.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for r in receiving {
            guard let s = sent[r.name] else {
                if r.optionality.isOptional { continue }
                return false
            }
            if s.optionality.isOptional && !r.optionality.isOptional { return false }
            if s.optionality.isNullable && !r.optionality.isNullable { return false }
            if !accepts(r.type, s.type, &visited) { return false }
        }
        return true
    }

    private func scalarName(_ value: LiteralValue) -> String {
        switch value {
        case .string: "string"
        case .number(let n): n.rounded() == n ? "integer" : "number"
        case .boolean: "boolean"
        }
    }
}
