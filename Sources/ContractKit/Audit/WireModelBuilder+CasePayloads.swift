/// The type a read decodes when its value goes straight into an enum case of the property's
/// type (`ScannedDecoder.Read.enumCase`): `altFireMode: AltFireMode?` set to `.shotgun(try
/// c.decodeValue(forKey: .altShotgunStats))` reads `AltFireMode.ShotgunStats`, the payload of
/// `case shotgun(ShotgunStats)`, under that key.
extension WireModelBuilder {
    /// The payload type of `caseName` in the enum `propertyType` names (seen from `scope`), qualified
    /// when the enum nests it; nil when the enum, the case or a single payload is not found.
    func casePayloadType(_ caseName: String, of propertyType: String?, from scope: String) -> String? {
        guard let propertyType, case .named(let name, _) = SwiftTypeShape(propertyType).unwrapped,
              let owner = context.resolve(name, from: scope), owner.kind == .enum,
              let found = owner.cases.first(where: { $0.name == caseName }), found.associatedValues.count == 1 else { return nil }
        let payload = WireContext.payloadType(found.associatedValues[0])
        if case .named(let inner, let args) = SwiftTypeShape(payload), args.isEmpty, context.types[owner.name + "." + inner] != nil {
            return owner.name + "." + inner
        }
        return payload
    }
}
