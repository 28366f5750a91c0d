/// One struct for the envelopes of several endpoints: a backend answers one endpoint with
/// `{ status, sources }` and another with `{ status, totalResults, articles }`, and the app
/// decodes both into one struct `{ status, code?, message?, sources?, articles? }`, then
/// returns whichever list came. Against each envelope the struct has too many keys of its
/// own to pair by shape, and no name says which envelope it is.
///
/// The keys it shares say it by their types: `sources: [NewsSource]?` holds the contract's
/// `sources: Source[]` with the very Swift type `Source` pairs with, a list as a list. When
/// the app decodes the struct on its own, it reads `shapeCoverage` of an envelope's fields
/// (two at least), one of them typed so, with no plain contradiction, and it requires no key
/// the envelope lacks (so it decodes every payload of it), it pairs by shape with that
/// envelope; each other envelope it reads so pairs with it too. What an envelope sends and
/// the struct never reads (`totalResults`) is the drift to report.
extension TypeMatcher {
    /// Whether `t`, which reads `matched` of `decl`'s fields, reads `decl` as a typed envelope.
    /// Asked only of a struct that has too many keys of its own to pair by shape.
    mutating func isTypedEnvelope(_ decl: Declaration, _ t: ScannedType, matched: Int) -> Bool {
        let fields = decl.fields ?? []
        guard decl.kind == .object, matched >= 2, Double(matched) >= Self.shapeCoverage * Double(fields.count),
              swiftDirection(t)?.hasDecodeSite == true, contractDirection[decl.name]?.label != "request" else { return false }
        return typedKeys(decl, t) > 0 && !requiresKeyMissing(from: decl, in: t) && contradictedKeys(decl, t) == 0
    }

    /// How many of `decl`'s fields whose type is a paired contract type (or a list of one)
    /// `t` holds under the same key with that pair's Swift type, a list where the field is one.
    mutating func typedKeys(_ decl: Declaration, _ t: ScannedType) -> Int {
        let model = wire(t)
        var typed = 0
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, referenced != decl.name, let pair = matches[referenced],
                  let text = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType,
                  names(text, pair.type.name, from: t.name), Self.sameListness(field.type, text) == true else { continue }
            typed += 1
        }
        return typed
    }

    /// Whether a contract type and a Swift type's text are both lists or both single values
    /// (`Asset[]` and `[ListCoin]?`; `Asset` and `ListCoin`); nil where the Swift text cannot
    /// say (a generic wrapper, a dictionary, a tuple).
    static func sameListness(_ type: TypeRef, _ swiftText: String) -> Bool? {
        var type = type
        while case .nullable(let inner) = type { type = inner }
        let contractList: Bool
        switch type {
        case .array: contractList = true
        case .reference: contractList = false
        default: return nil
        }
        switch SwiftTypeShape(swiftText).unwrapped {
        case .array: return contractList
        case .named(_, let arguments) where arguments.isEmpty: return !contractList
        default: return nil
        }
    }

    static let typedEnvelopeMark = ", its keys typed with the Swift types the contract's field types pair with"

    /// How `c`'s contract type pairs with its Swift type beside `other`, a typed envelope the
    /// struct reads too; nil when `c`'s is not one.
    mutating func alsoTypedEnvelope(_ c: Candidate, beside other: String) -> String? {
        guard c.how.hasSuffix(Self.typedEnvelopeMark), let sibling = declarations[other], sibling.kind == .object,
              isTypedEnvelope(c.decl, c.type, matched: evidence(c.decl, c.type).shared) else { return nil }
        return c.how + ", another envelope \(c.type.name) reads, as it does \(other)"
    }
}
