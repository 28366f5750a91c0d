/// Key-reading helpers the app declares on its containers: `container.geoJSONType(forKey: .type)`,
/// a method of the app's own `extension KeyedDecodingContainer` that decodes the key it is given.
/// Its name need not say `decode`; the leading `forKey:` argument says it reads that key.
extension CodingBodyReader {
    /// Container methods whose leading `forKey:` opens a nested container or decoder rather than
    /// reading the key's value (the value is read, and judged, inside).
    static let keyOpeningMethods: Set<String> = ["superDecoder", "superEncoder", "nestedUnkeyedContainer", "nestedContainer"]

    /// Whether the call at `i` (`.name(` already seen) is `container.name(forKey: .key …)`: a method
    /// called on a value (not on a type: `DecodingError.dataCorruptedError(forKey:in:…)` makes an
    /// error) with a key as its first argument, which is not an `encode…` or a method that opens a
    /// nested container. Looks at the tokens around the call only.
    func isKeyReadingHelper(at i: Int) -> Bool {
        guard i >= 2, i + 4 < body.count, body[i + 2].isWord("forKey"), body[i + 3].isPunct(":"), body[i + 4].isPunct("."),
              body[i - 2].kind == .identifier, body[i - 2].text.first?.isLowercase == true else { return false }
        let name = body[i].text
        return !name.hasPrefix("encode") && !name.hasSuffix("Error") && !Self.keyOpeningMethods.contains(name)
    }
}
