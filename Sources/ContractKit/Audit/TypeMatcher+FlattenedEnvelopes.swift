/// A contract object whose fields an app reads one level down: an SDK's unwrapped result
/// (`SettingsResponse extends Settings { meta }`, every setting at the top) beside the app's
/// wire envelope (`SiteSettingsResponse { settings: SiteSettings; meta }`). The names differ
/// only by the app's prefix, and `meta` is shared, but the struct a key of the envelope holds
/// reads more of the contract type's fields than the envelope itself: the two are different
/// layers of one payload, and pairing them would call every field dropped.
extension TypeMatcher {
    /// The struct one of `swift`'s keys holds that reads more of `decl` than `swift` does, if any.
    mutating func nestedReader(_ decl: Declaration, _ swift: ScannedType) -> ScannedType? {
        guard decl.kind == .object, let fields = decl.fields, !fields.isEmpty else { return nil }
        let own = evidence(decl, swift)
        let names = Set(fields.map(\.name))
        let model = wire(swift)
        for key in model.keys where key.decodes && !names.contains(key.name) {
            guard let written = key.swiftType ?? model.property(forWireName: key.name)?.type,
                  let element = SwiftTypeShape(written).elementNames.last,
                  let inner = context.resolve(element, from: swift.name), inner.name != swift.name else { continue }
            let nested = evidence(decl, inner)
            if nested.shared > own.shared, nested.supports { return inner }
        }
        return nil
    }
}
