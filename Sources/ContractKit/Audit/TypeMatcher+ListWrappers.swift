/// List wrappers: a Swift struct that decodes itself from one JSON array
/// (`singleValueContainer().decode([Entry].self)`), held where the contract has `Entry[]`.
/// The wrapper is the array, not an element: the contract's element type pairs with the
/// element the wrapper decodes.
extension TypeMatcher {
    /// The element type a list wrapper decodes, for a field whose contract type is an array;
    /// nil for any other type or field.
    func listElement(of wrapper: ScannedType, holding fieldType: TypeRef) -> ScannedType? {
        guard Self.isArray(fieldType), let text = wrapper.decoder?.singleValueType,
              case .array(let element) = SwiftTypeShape(text).unwrapped,
              case .named(let name, _) = element.unwrapped else { return nil }
        return context.resolve(name, from: wrapper.name)
    }

    /// `X[]`, `X[] | null`.
    static func isArray(_ type: TypeRef) -> Bool {
        switch type {
        case .array: true
        case .nullable(let inner): isArray(inner)
        default: false
        }
    }
}
