/// A contract field the Swift type has a property of the same name for, which its decoding
/// never fills: a stored property left out of `CodingKeys` (it keeps its initial value), or a
/// computed one (worked out from other values). The field is still dropped; the message says
/// how, rather than that the type has no such property.
extension DTOAuditor {
    /// Why `swiftType`'s property named as the field is not read from the wire, or nil when it has none.
    func unwiredPropertyNote(_ fieldName: String, _ swiftType: ScannedType) -> String? {
        guard let property = swiftType.properties.first(where: { $0.name == fieldName && !$0.static }) else { return nil }
        guard property.stored else {
            return "\(swiftType.name).\(property.name) is a computed property, which the app works out instead of decoding"
        }
        guard let keys = swiftType.codingKeys, !keys.contains(where: { $0.name == property.name }) else { return nil }
        return "\(swiftType.name).\(property.name) is a stored property left out of its CodingKeys, so it keeps its initial value"
    }
}
