/// Unions the contract writes inline or through an alias (`content: SearchError | SearchHit[]`),
/// against the Swift type that holds them.
extension DTOAuditor {
    /// A tagged union held by an enum is audited tag by tag (`DTOAuditor+InlineUnions`). A
    /// Swift array holds only the union's array arms: an object arm fails the decode. A
    /// scalar fails on an object arm and on an array arm alike (`content: string | Part[]`
    /// held by `String?`: a reply whose content is a list of parts fails), and on a scalar arm
    /// it cannot decode (`id: string | number` held by `String`). Any other holder is not
    /// compared here.
    func unionCompatibility(_ members: [TypeRef], _ shape: SwiftTypeShape, owner: ScannedType) -> Compatibility {
        if let union = inlineTaggedUnion(members, shape, owner: owner) { return .taggedUnion(union) }
        // `'video' | 'photo' | string`: any string may come, and an enum takes only its own cases
        // (or gives the rest its fallback case), as for a plain string.
        if case .named(let name, _) = shape, members.contains(.primitive(.string)), members.allSatisfy(Self.isStringValue),
           scannedEnum(named: name, owner: owner) != nil {
            return stringCompatibility(.primitive(.string), name: name, owner: owner)
        }
        if case .named(let name, _) = shape, Self.concreteTypes.contains(lastComponent(name)) {
            // A scalar (`[String]` for `(string | Granular)[]`) fails on the object arm just the same.
            if let arm = members.first(where: isObjectValue) {
                return .narrowing("its arm \(arm.irDescription) is an object, and \(lastComponent(name)) fails to decode from an object")
            }
            // A type the app only sends never decodes: it sends one of the arms, which the contract allows.
            guard !onlySent(owner) else { return .compatible }
            if let arm = members.first(where: isArrayValue) {
                return .narrowing("its arm \(arm.irDescription) is an array, and \(lastComponent(name)) fails to decode from an array")
            }
            // `id: string | number` held by `String`: Foundation never turns a number into a string.
            // A decoder that tries a key as two types, or reads keys through a helper of its own, may take both.
            for arm in members where readsEachKeyOneWay(owner) {
                guard let kind = Self.scalarKind(arm), case .incompatible = typeCompatibility(arm, shape, owner: owner) else { continue }
                return .narrowing("its arm \(arm.irDescription) is \(kind), and \(lastComponent(name)) fails to decode from \(kind)")
            }
        }
        if case .array = shape, let reason = scalarArmFailsArray(members, owner: owner) { return .narrowing(reason) }
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

    /// Whether the app only encodes this type, never decodes it.
    func onlySent(_ owner: ScannedType) -> Bool {
        matcher.swiftDirection(owner).map { $0.encodes && !$0.decodes } ?? false
    }

    /// Whether the app's own `init(from:)` of `owner`, if any, reads each key by its case and
    /// as one type: no key tried as a second type, none read through a helper's key variable.
    func readsEachKeyOneWay(_ owner: ScannedType) -> Bool {
        guard let decoder = owner.decoder else { return true }
        let cases = Set((owner.codingKeys ?? []).map(\.name))
        var typeOf: [String: String] = [:]
        for read in decoder.reads {
            guard read.literalKey || cases.contains(read.key) else { return false }
            guard let type = read.type else { continue }
            if let known = typeOf[read.key], known != type { return false }
            typeOf[read.key] = type
        }
        return true
    }

    /// What JSON value a plain scalar arm is: `a string`, `a number`, `a boolean`; nil for any other arm.
    static func scalarKind(_ type: TypeRef) -> String? {
        switch type {
        case .primitive(.string): "a string"
        case .primitive(.number), .primitive(.integer): "a number"
        case .primitive(.boolean): "a boolean"
        default: nil
        }
    }

    /// Whether every value of this type is a JSON array: an array, or a named alias of one.
    func isArrayValue(_ type: TypeRef) -> Bool {
        var seen = Set<String>()
        func arrayValue(_ type: TypeRef) -> Bool {
            switch type {
            case .array: return true
            case .reference(let name, _):
                guard seen.insert(name).inserted, let decl = declarations[name], decl.kind == .alias else { return false }
                return decl.target.map(arrayValue) ?? false
            default: return false
            }
        }
        return arrayValue(type)
    }
}
