/// A contract list whose items may be null (`Array<number | null>`, `(Slot | null)[]`) held by
/// a Swift array of non-optional items (`[Int]`): Foundation decodes each item as its type,
/// and a `null` there throws `valueNotFound`, so the whole value fails to decode. The item
/// must be optional (`[Int?]`), or a type that decodes itself from any single value.
extension DTOAuditor {
    /// A contract list against a Swift array, a `Set<T>`, or a wrapper of one element type such as `LossyArray<T>`.
    func arrayCompatibility(_ element: TypeRef, _ shape: SwiftTypeShape, owner: ScannedType) -> Compatibility {
        if case .array(let e) = shape {
            let held = typeCompatibility(element, e.unwrapped, owner: owner)
            return nullItemFails(element, e, held: held, owner: owner) ?? held
        }
        if case .named(_, let args) = shape, args.count == 1 {
            return typeCompatibility(element, args[0].unwrapped, owner: owner)
        }
        return .incompatible
    }

    /// Why a list of nullable items fails in this Swift array; nil when its items take `null`,
    /// the contract's items are never null, or the items do not fit anyway (reported as such).
    func nullItemFails(_ element: TypeRef, _ swiftElement: SwiftTypeShape, held: Compatibility, owner: ScannedType) -> Compatibility? {
        guard case .compatible = held, Self.itemMayBeNull(element), !swiftElement.isOptional,
              case .named(let name, let arguments) = swiftElement, arguments.isEmpty else { return nil }
        let simple = lastComponent(name)
        if !Self.concreteTypes.contains(simple) {
            // Only a struct or class the audit reads key by key: a type that decodes itself from one value may take `null`.
            guard matcher.context.jsonValueTypes[simple] == nil, opaqueSwiftType(name, owner: owner) == nil,
                  let t = nestedType(name, owner: owner), t.decoder.map({ !$0.singleValue }) ?? true else { return nil }
        }
        return .fails("its items may be null, and \(name) is not optional: a null item fails the decode")
    }

    /// Whether a list's item type allows `null`: `T | null`, or a union with a `null` arm.
    static func itemMayBeNull(_ element: TypeRef) -> Bool {
        switch element {
        case .nullable: true
        case .primitive(.null): true
        case .union(let arms): arms.contains { if case .primitive(.null) = $0 { true } else { false } }
        default: false
        }
    }
}
