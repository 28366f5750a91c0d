/// A field's type names a Swift type that reads the contract type's keys, but each as another
/// kind of value: the same type, read with type mismatches (`TypeMatcher.inferThrough`).
extension TypeMatcher {
    /// Whether the Swift type a field names reads a key of the contract type under the field's own
    /// name but as another kind of value (`chapter` as a `String` where the contract sends a number):
    /// that is the same type with a type mismatch, not another type that shares nothing.
    mutating func readsFieldKeyAsOtherType(_ target: Declaration, _ found: ScannedType) -> Bool {
        let model = wire(found)
        return (target.fields ?? []).contains { field in model.key(forWireName: field.name)?.decodes == true }
    }
}
