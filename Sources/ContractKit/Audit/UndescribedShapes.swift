/// Shapes the contract leaves open, and Swift types that read part of a larger one.
extension DTOAuditor {
    /// A field typed `{}` (any object, its keys not described) held by a struct: the keys the
    /// struct reads cannot be compared with anything, so none of them is an extra field.
    mutating func reportUndescribedObject(_ typeName: String, field: Field, _ nested: ScannedType, at swift: SourceLocation) {
        report(.typeMismatch, severity: .info, type: typeName, field: field.name,
               "\(typeName).\(field.name) is {} in the contract, an object whose keys it does not describe; the keys \(nested.name) reads are not compared",
               contract: field.location, swift: swift)
    }
}

extension TypeMatcher {
    /// A Swift type that reads only the contract type's keys, at least four of them and half
    /// of its fields (`Session`'s five keys of a ten-field login answer): a deliberate subset,
    /// enough shape to pair by. With six keys or more, one key in eight of its own beside them
    /// (a field the app adds) still makes it one.
    static func subsetMirror(_ matched: Int, _ coverage: Double, _ share: Double) -> Bool {
        coverage >= 0.5 && (matched >= 4 && share >= 1.0 || matched >= 6 && share >= 0.85)
    }
}

extension DTOAuditor {
    /// `node: object` (or `Record<string, unknown>`) held by a struct that requires keys
    /// (`Anime { id; title }`): the contract promises an object and says nothing of its keys,
    /// so it contradicts nothing; a value without the keys the struct requires fails the
    /// decode, which is a warning, as for an `any` held by a concrete type.
    func undescribedObject(_ value: TypeRef, _ holder: ScannedType) -> Compatibility? {
        guard value == .any || value == .unknown, holder.decoder.map({ !$0.singleValue }) ?? true else { return nil }
        let required = holder.properties.filter { $0.stored && !$0.static && !$0.optional && $0.defaultValue == nil && !SwiftTypeShape($0.type ?? "").isOptional }
        let keys = required.prefix(4).map { "'\($0.name)'" }.joined(separator: ", ") + (required.count > 4 ? ", …" : "")
        return .narrowing("the contract does not describe the object's keys, and one without the keys \(holder.name) requires (\(keys)) fails the decode")
    }
}
