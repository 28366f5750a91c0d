/// A Swift enum whose own `init(from:)` decodes one value as each of several types in turn
/// (`if let s = try? c.decode(String.self) { … } else if let a = try? c.decode([Item].self) { … }`)
/// holds whatever one of those types takes; one whose `init(from:)` never looks at the value
/// (`self = .and`) holds anything.
extension DTOAuditor {
    /// How deep one tried enum may lead to another held whole (`case leaf(Leaf)`, `Leaf` trying in turn).
    static let triedValuesDepth = 3

    /// The verdict for a contract type held by such an enum, or nil when `name` is none, or when a
    /// value of the contract fits none of the types it tries (the other rules judge that).
    func triedValuesCompatibility(_ type: TypeRef, _ name: String, owner: ScannedType, depth: Int = 0) -> Compatibility? {
        if case .nullable = type { return nil }
        // Most names are a top-level struct's: one lookup, no climb through the owner's scopes.
        if let top = matcher.swiftTypes[name], top.kind != .enum { return nil }
        guard let swiftEnum = scannedEnum(named: name, owner: owner), let decoder = swiftEnum.decoder else { return nil }
        if decoder.ignoresValue { return .compatible }
        guard decoder.singleValue, decoder.singleValueAlternatives.count >= 2 else { return nil }
        let whole = Self.aliasTarget(type, declarations)
        let members: [TypeRef] = if case .union(let m) = whole { m.filter { $0 != .primitive(.null) } } else { [whole] }
        var verdicts: [Compatibility] = []
        for member in members {
            let fits = decoder.singleValueAlternatives.map { alternativeVerdict(member, $0, in: swiftEnum, depth: depth) }
            guard let best = fits.first(where: Self.isPlainlyCompatible) ?? fits.first(where: { !Self.neverFits($0) && !Self.isNarrowing($0) })
                    ?? fits.first(where: Self.isNarrowing) else { return nil }
            verdicts.append(best)
        }
        if verdicts.count == 1 { return verdicts[0] }
        // Of a union, only what narrows is said: one arm's fields are not the field's own.
        return verdicts.first(where: Self.isNarrowing) ?? .compatible
    }

    /// One tried type against one contract value. Another tried enum held whole is followed
    /// here, a bounded number of steps; a type wrapping it (`[Holder]`) holds a smaller value.
    private func alternativeVerdict(_ member: TypeRef, _ alternative: String, in swiftEnum: ScannedType, depth: Int) -> Compatibility {
        let shape = SwiftTypeShape(alternative).unwrapped
        if case .named(let n, []) = shape, let inner = scannedEnum(named: n, owner: swiftEnum), inner.decoder.map({ $0.ignoresValue || $0.singleValueAlternatives.count >= 2 }) == true {
            guard depth < Self.triedValuesDepth, inner.name != swiftEnum.name else { return .incompatible }
            return triedValuesCompatibility(member, n, owner: swiftEnum, depth: depth + 1) ?? .incompatible
        }
        return typeCompatibility(member, shape, owner: swiftEnum)
    }

    /// The union an alias names (`type RequestId = string | number`), through a few aliases: its
    /// arms are tried apart. Any other type stays as written.
    static func aliasTarget(_ type: TypeRef, _ declarations: [String: Declaration]) -> TypeRef {
        let target = throughAliases(type, declarations)
        if case .union = target { return target }
        return type
    }

    /// What a reference names through a few aliases (`type Id = Maybe<string>` → `Maybe`'s
    /// target); any other type as written.
    static func throughAliases(_ type: TypeRef, _ declarations: [String: Declaration]) -> TypeRef {
        var target = type
        for _ in 0..<4 {
            guard case .reference(let name, _) = target, let decl = declarations[name], decl.kind == .alias, let next = decl.target else { break }
            target = next
        }
        return target
    }

    static func isPlainlyCompatible(_ c: Compatibility) -> Bool {
        if case .compatible = c { return true }
        return false
    }

    static func isNarrowing(_ c: Compatibility) -> Bool {
        if case .narrowing = c { return true }
        return false
    }
}
