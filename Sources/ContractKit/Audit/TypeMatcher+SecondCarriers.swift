/// One contract type, two Swift types: an app may read one payload into two structs, one it
/// decodes from its own endpoint (`DriveFileModel` from `drive/files`) and one a field of
/// another payload holds (`Note.files: [File]`); or two fields of two payloads name two
/// structs (`Message.source: WorkflowSource`, `FeedItem.source: NotificationSource`). Each
/// reads the contract type, and each can drop its data, so both are audited.
///
/// A field's type pairs a contract type it names (`inferThroughFields`), but it does not
/// undo a pair the app decodes on its own, and it does not undo a pin or another field: the
/// type it names is recorded as a second carrier instead, when it shares half the contract
/// type's fields (or half its own keys) and travels the same way. The field's type check
/// accepts either carrier.
extension TypeMatcher {
    /// Records the Swift type that `typeText` (a property's type in `holder`) names as a
    /// second carrier of `target`, which is paired already.
    mutating func noteSecondCarrier(_ target: Declaration, _ typeText: String, holder: ScannedType, how: String) {
        guard target.kind == .object, let current = matches[target.name] else { return }
        let named = SwiftTypeShape(typeText).elementNames.compactMap { context.resolve($0, from: holder.name) }
        guard let found = named.first(where: { fits($0, target) }), found.name != current.type.name,
              !refusedReaders.contains(target.name + "|" + found.name),
              context.jsonValueTypes[lastComponent(found.name)] == nil,
              !(alsoCarriedBy[target.name] ?? []).contains(where: { $0.type.name == found.name }),
              directionsAgree(target, found) else { return }
        let e = evidence(target, found)
        guard e.contractFields > 0, e.swiftKeys > 0, e.shared > 0, e.supports else { return }
        alsoCarriedBy[target.name, default: []].append((found, how))
    }

    /// Whether `current`, paired with `target` by name or shape, stays its pair beside the
    /// type a field names: the app decodes `current` on its own, and `found` only inside others.
    func keepsOwnDecode(_ target: Declaration, _ current: ScannedType, over found: ScannedType) -> Bool {
        target.kind == .object && Self.decodedOnItsOwn(context.typeDirections[current.name]) && !Self.decodedOnItsOwn(context.typeDirections[found.name])
    }

    /// Whether `current`, paired with `target` by its name, stays its pair beside the type a
    /// field names: it reads every key it has from `target` (three at least) and requires none
    /// `target` lacks, so it decodes `target`'s payloads whole (`Game` for `NBAGame`, beside
    /// `GameStats.game: TeamIdGame`). Both carry it.
    mutating func keepsWholeNamedReader(_ target: Declaration, _ current: Match) -> Bool {
        guard target.kind == .object, !current.method.hasPrefix("by shape"), !current.method.hasPrefix("through ") else { return false }
        let e = evidence(target, current.type)
        return e.shared == e.swiftKeys && e.exact == e.shared && e.shared >= Self.strongShapeKeys && !requiresKeyMissing(from: target, in: current.type)
    }

    /// A decode of the type itself (`decode(T.self, …)`, a decode helper's call, an async fetch),
    /// not one through the property of another type.
    static func decodedOnItsOwn(_ direction: TypeDirection?) -> Bool {
        guard let evidence = direction?.evidence else { return false }
        return WireContext.contains(evidence, "decoded at ") || WireContext.contains(evidence, "fetched by ")
            || (WireContext.contains(evidence, "decoded through ") && WireContext.contains(evidence, "(…) at "))
    }

    /// Drops the second carriers of types no longer paired, or paired with that very type, and
    /// the variants whose pair moved away from their sibling's Swift type.
    mutating func keepCurrentCarriers() {
        for (name, extra) in alsoCarriedBy {
            let primary = matches[name]?.type.name
            let kept = extra.filter { primary != nil && $0.type.name != primary }
            alsoCarriedBy[name] = kept.isEmpty ? nil : kept
        }
        for (name, sibling) in variantOf where matches[name] == nil || matches[name]?.type.name != matches[sibling]?.type.name {
            variantOf[name] = nil
        }
    }

    /// The method text of a pair, with the second carriers named.
    func methodWithCarriers(_ contract: String, _ method: String) -> String {
        guard let extra = alsoCarriedBy[contract], !extra.isEmpty else { return method }
        return method + "; also read by " + extra.map { "\($0.type.name) (\($0.method))" }.joined(separator: ", ")
    }
}
