/// A Swift enum that decodes itself from one value (`singleValueContainer()` in its own
/// `init(from:)`), with no raw value type: a flag the app reads into cases
/// (`true` → `.private`, `false` → `.public`). Its decoder reads the value, so a boolean
/// field held by it is compatible, as any value a type decodes whole is.
extension DTOAuditor {
    func decodesFromOneValue(_ name: String, owner: ScannedType) -> Bool {
        guard let swiftEnum = scannedEnum(named: name, owner: owner) ?? matcher.context.resolve(name, from: owner.name).flatMap({ $0.kind == .enum ? $0 : nil }),
              swiftEnum.decoder?.singleValue == true else { return false }
        let rawTypes: Set<String> = ["String", "Int", "Double", "Float", "UInt", "Int64", "Int32", "Character"]
        return !swiftEnum.conformances.contains { rawTypes.contains(lastComponent($0)) }
    }
}
