/// A key the app's decoder tries as several types in turn (`WireModelBuilder+FallbackTypes`):
/// the contract's type fits when it fits any of them. `volume: string` read first as `String`,
/// converted into `volumeIndex: Double?`, is no type mismatch; nor is `biography: Biography[]`
/// read as `LocalizedString`, then, when that fails, as `[LocalizedString]`.
extension DTOAuditor {
    /// The shape to compare `type` with: the key's own when it fits, otherwise the first of the
    /// types tried for the key that fits, then the first that decodes the value at all (a
    /// narrower or open reading is its own finding); the key's own again when none does.
    mutating func fallbackShape(_ type: TypeRef, _ own: SwiftTypeShape, _ key: WireModel.Key, owner: ScannedType) -> SwiftTypeShape {
        if case .compatible = typeCompatibility(type, own.unwrapped, owner: owner) { return own }
        var decoding: SwiftTypeShape?
        for text in key.fallbackTypes {
            let shape = swiftShape(text)
            switch typeCompatibility(type, shape.unwrapped, owner: owner) {
            case .compatible: return shape
            case .incompatible, .fails: continue
            default: if decoding == nil { decoding = shape }
            }
        }
        return decoding ?? own
    }
}
