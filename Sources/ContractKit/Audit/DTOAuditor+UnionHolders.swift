/// Unions the contract writes inline or through an alias (`content: SearchError | SearchHit[]`),
/// against the Swift type that holds them.
extension DTOAuditor {
    /// A tagged union held by an enum is audited tag by tag (`DTOAuditor+InlineUnions`). A
    /// Swift array holds only the union's array arms: an object arm fails the decode. Any
    /// other holder is not compared here.
    func unionCompatibility(_ members: [TypeRef], _ shape: SwiftTypeShape, owner: ScannedType) -> Compatibility {
        if let union = inlineTaggedUnion(members, shape, owner: owner) { return .taggedUnion(union) }
        // `'video' | 'photo' | string`: any string may come, and an enum takes only its own cases
        // (or gives the rest its fallback case), as for a plain string.
        if case .named(let name, _) = shape, members.contains(.primitive(.string)), members.allSatisfy(Self.isStringValue),
           scannedEnum(named: name, owner: owner) != nil {
            return stringCompatibility(.primitive(.string), name: name, owner: owner)
        }
        // A scalar (`[String]` for `(string | Granular)[]`) fails on the object arm just the same.
        if case .named(let name, _) = shape, Self.concreteTypes.contains(lastComponent(name)), let arm = members.first(where: isObjectValue) {
            return .narrowing("its arm \(arm.irDescription) is an object, and \(lastComponent(name)) fails to decode from an object")
        }
        guard case .array = shape, let arm = members.first(where: isObjectValue) else { return .compatible }
        return .narrowing("its arm \(arm.irDescription) is an object, and an array fails to decode from an object")
    }

    /// A string, or a string literal: a member of an open set of strings.
    static func isStringValue(_ type: TypeRef) -> Bool {
        switch type {
        case .primitive(.string): true
        case .literal(.string): true
        default: false
        }
    }

    /// Whether every value of this type is a JSON object: an inline object, a map, or a named
    /// object type (through aliases and unions of objects).
    func isObjectValue(_ type: TypeRef) -> Bool {
        var seen = Set<String>()
        func objectValue(_ type: TypeRef) -> Bool {
            switch type {
            case .object, .map: return true
            case .reference(let name, _):
                guard seen.insert(name).inserted, let decl = declarations[name] else { return false }
                switch decl.kind {
                case .object: return true
                case .alias: return decl.target.map(objectValue) ?? false
                case .union: return !(decl.variants ?? []).isEmpty && (decl.variants ?? []).allSatisfy { objectValue($0.type) }
                case .enumeration: return false
                }
            default: return false
            }
        }
        return objectValue(type)
    }
}

