/// A Swift type that reads every payload of a second contract type reads its nested payloads
/// too. Two pages of one API often share an envelope's keys (`{ has_next, page, results }`)
/// while their `results` hold unrelated items: league standings in one, fixtures in the
/// other. The envelope struct the app declares for the standings reads the fixtures' page
/// keys, but its `results` element requires keys no fixture sends; so it cannot decode that
/// page, and the page is another type's payload, not a second one this struct reads.
extension TypeMatcher {
    /// Whether every field of `decl` that holds a contract object is held in `type` by a Swift
    /// type that can decode that object: one the object pairs with already, or one that requires
    /// no key the object lacks. One level deep, for the few candidates that ask.
    mutating func readsNestedPayloads(_ decl: Declaration, _ type: ScannedType) -> Bool {
        let model = wire(type)
        for field in decl.fields ?? [] {
            guard let referenced = field.type.referencedDeclaration, referenced != decl.name,
                  let nested = declarations[referenced], nested.kind == .object,
                  let text = model.property(forWireName: field.name)?.type ?? model.key(forWireName: field.name)?.swiftType else { continue }
            if let own = matches[referenced], names(text, own.type.name, from: type.name) { continue }
            for name in SwiftTypeShape(text).elementNames {
                guard let held = context.resolve(name, from: type.name), held.name != type.name, codable.contains(held.name) else { continue }
                if requiresKeyMissing(from: nested, in: held) { return false }
            }
        }
        return true
    }
}
