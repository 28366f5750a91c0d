/// One Swift type paired with several contract objects (twins, or alternatives such as a
/// movie and a show checkin answer that one struct reads): an optional key that one
/// alternative defines is no extra field of the others, only a note.
extension DTOAuditor {
    /// Swift type → the contract objects paired with it, when there are several.
    static func alternatives(_ matches: [String: TypeMatcher.Match], _ declarations: [String: Declaration]) -> [String: [String]] {
        var byType: [String: [String]] = [:]
        for (name, match) in matches where declarations[name]?.kind == .object { byType[match.type.name, default: []].append(name) }
        return byType.filter { $0.value.count > 1 }.mapValues { $0.sorted() }
    }

    /// The other contract object paired with `swiftType` that defines the wire key `key`.
    func alternative(defining key: String, besides typeName: String, _ swiftType: ScannedType) -> String? {
        guard let names = alternatives[swiftType.name], names.contains(typeName) else { return nil }
        return names.first { $0 != typeName && declarations[$0]?.fields?.contains { $0.name == key } == true }
    }

    /// A fuller variant of `typeName` (`JSONRPCNotification extends Notification`) paired with
    /// the same Swift type that defines `key`, when no field or union of the contract holds
    /// `typeName` itself: it is only a base the variant extends, never sent alone, and the
    /// struct was written for the variant's shape.
    func fullerVariant(defining key: String, of typeName: String, _ swiftType: ScannedType) -> String? {
        guard let names = alternatives[swiftType.name], !heldTypes.contains(typeName) else { return nil }
        return names.first { matcher.variantOf[$0] == typeName && declarations[$0]?.fields?.contains { $0.name == key } == true }
    }

    /// Every declaration a field or a union variant of the contract names.
    static func heldTypes(_ declarations: [Declaration]) -> Set<String> {
        var held = Set<String>()
        for decl in declarations {
            for field in decl.fields ?? [] {
                _ = field.type.contains { if case .reference(let name, _) = $0 { held.insert(name) }; return false }
            }
            for variant in decl.variants ?? [] {
                _ = variant.type.contains { if case .reference(let name, _) = $0 { held.insert(name) }; return false }
            }
        }
        return held
    }
}
