/// A union with a scalar arm and an array arm (`string | string[]`) held by a Swift array:
/// the array decodes the array arm, and a plain string, which the contract allows, fails the decode.
extension DTOAuditor {
    /// Why a Swift array fails on one of the union's scalar arms, or nil. A type the app only
    /// sends never decodes (it sends the array arm, which the contract allows), and a decoder
    /// that tries a key as two types may take both.
    func scalarArmFailsArray(_ members: [TypeRef], owner: ScannedType) -> String? {
        guard members.contains(where: isArrayValue), !onlySent(owner), readsEachKeyOneWay(owner),
              let kind = members.lazy.compactMap(Self.scalarKind).first else { return nil }
        let arm = members.first { Self.scalarKind($0) == kind }!
        return "its arm \(arm.irDescription) is \(kind), and an array fails to decode from \(kind)"
    }
}
