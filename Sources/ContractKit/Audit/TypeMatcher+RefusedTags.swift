/// A constant tag the Swift type cannot decode: the contract's `BooleanSchema { type: "boolean"; … }`
/// is not the app's `RequestSchema`, however many keys they share, when `RequestSchema.type`
/// is a closed `String` enum with no case for `"boolean"`: every payload of that shape fails
/// to decode there, so the shape says nothing about their being one type.
extension TypeMatcher {
    /// Whether a field of `decl` that is a string constant is held in `swift` by a closed
    /// enum of strings with no case for it.
    mutating func refusesConstantTag(_ decl: Declaration, _ swift: ScannedType) -> Bool {
        let model = wire(swift)
        for field in decl.fields ?? [] {
            guard case .literal(.string(let value)) = field.type.nonNullable,
                  let text = model.key(forWireName: field.name)?.swiftType ?? model.property(forWireName: field.name)?.type,
                  let name = SwiftTypeShape(text).elementNames.first,
                  let tags = context.resolve(name, from: swift.name), Self.isClosedStringEnum(tags) else { continue }
            let accepted = tags.cases.map { $0.rawValue ?? $0.name } + tags.wireValues.values.joined()
            if !accepted.contains(value) { return true }
        }
        return false
    }

    /// An enum of plain `String` cases that decodes only those: no payloads, no hand-written
    /// decoder or `init(rawValue:)` that could take other values.
    static func isClosedStringEnum(_ t: ScannedType) -> Bool {
        t.kind == .enum && !t.cases.isEmpty && t.conformances.contains { lastComponent($0) == "String" }
            && t.cases.allSatisfy { $0.associatedValues.isEmpty }
            && t.decoder == nil && t.decoderFallback == nil && t.rawValueInitializerLine == nil
    }
}
