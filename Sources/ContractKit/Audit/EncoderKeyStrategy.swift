/// Which types the app encodes with `keyEncodingStrategy = .convertToSnakeCase`, as far as
/// the scanned code shows, by the same rules as `SnakeCaseDecoders`: an encoder set up in a
/// type's own body (`static let encoder` of `NewOrder`) encodes that type and the types it
/// holds; one set up elsewhere (an API client's) encodes every type the app sends when it is
/// the only key encoding strategy the app sets.
///
/// Foundation converts every key as it writes it, an explicit CodingKey's string included:
/// a type sent this way writes `top_p` for `topP`, whatever the contract's key is.
struct SnakeCaseEncoders: Sendable {
    private let coders: KeyConvertingCoders

    init(files: [ScannedFile], types: [String: ScannedType], encodable: Set<String>) {
        coders = KeyConvertingCoders(files: files, types: types, coded: encodable, setting: "keyEncodingStrategy", value: "convertToSnakeCase",
                                     owned: { "the static encoder of \($0) at \($1)" }, local: { "the encoder at \($0)" }, appWide: { "the app's encoder at \($0)" })
    }

    /// The encoder that converts the type's keys to snake_case, described; nil when the
    /// scanned code does not show one.
    func encoder(for typeName: String) -> String? {
        coders.coder(for: typeName)
    }

    var isEmpty: Bool { coders.isEmpty }

    /// What `JSONEncoder`'s `.convertToSnakeCase` writes for a key, as Foundation splits words:
    /// `topP` → `top_p`, `responseMIMEType` → `response_mime_type`, `top10Items` →
    /// `top10_items`. A word ends before an upper-case letter (never before the first
    /// character); a run of upper-case letters is one word, up to the last one before a
    /// lower-case letter, which starts the next. Everything is then lower-cased, so a key
    /// without an upper-case letter is written as it is.
    static func snakeCase(_ key: String) -> String {
        let chars = Array(key)
        guard chars.count > 1, chars.dropFirst().contains(where: \.isUppercase) else { return key.lowercased() }
        var words: [ArraySlice<Character>] = []
        var wordStart = 0
        var search = 1
        while let upper = chars[search...].firstIndex(where: \.isUppercase) {
            words.append(chars[wordStart..<upper])
            guard let lower = chars[upper...].firstIndex(where: \.isLowercase) else {
                wordStart = upper
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                // Upper-case letters then a lower-case one: the run up to the last capital is a word.
                words.append(chars[upper..<(lower - 1)])
                wordStart = lower - 1
            }
            search = lower + 1
            if search >= chars.count { break }
        }
        words.append(chars[wordStart...])
        return words.map { String($0).lowercased() }.joined(separator: "_")
    }
}

extension DTOAuditor {
    /// A key of a type the app sends with `.convertToSnakeCase`: the encoder writes the
    /// converted key, so a camel-case contract key (`topP`) never receives the value.
    mutating func reportSnakeCaseSentKey(_ field: Field, _ key: WireModel.Key, _ property: ScannedProperty, _ t: ObjectTables) -> FieldRow? {
        // Bytes first: only a key with an upper-case letter changes.
        guard t.wire.encodes, key.encodes, !matcher.context.snakeCaseEncoders.isEmpty, key.name.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }),
              let encoder = matcher.context.snakeCaseEncoders.encoder(for: t.swiftType.name) else { return nil }
        let written = SnakeCaseEncoders.snakeCase(key.name)
        guard written != field.name else { return nil }
        // A Codable type the app is never seen to encode, under the app-wide encoder: it may be sent, or never.
        let guessed = matcher.swiftDirection(t.swiftType)?.isGuess == true && !encoder.hasPrefix("the static encoder")
        report(.codingKeyMismatch, severity: guessed ? .warning : nil, type: t.typeName, field: field.name,
               "\(t.swiftType.name).\(property.name) is sent as '\(written)': .convertToSnakeCase (\(encoder)) rewrites the key '\(key.name)', "
                   + "but the contract's key is '\(field.name)'" + (guessed ? " (if the app sends it: the scanned code never shows it encoded)" : ""),
               contract: field.location, swift: SourceLocation(file: t.swiftType.file, line: key.keyCaseLine ?? property.line, column: 1))
        return FieldRow(field: field.name, typeScript: tsText(field), swift: property.type ?? key.swiftType, rule: .codingKeyMismatch, severity: guessed ? .warning : .error)
    }
}

extension DTOAuditor {
    /// The key the app writes for a key it sends: converted when the type's encoder converts
    /// keys to snake_case, whoever writes it (a nested value's `encode(to: encoder)` flattened
    /// into its holder writes `min_p` for `minP` through the same encoder).
    func writtenKey(_ name: String, of swiftType: ScannedType) -> String {
        guard !matcher.context.snakeCaseEncoders.isEmpty, name.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }),
              matcher.context.snakeCaseEncoders.encoder(for: swiftType.name) != nil else { return name }
        return SnakeCaseEncoders.snakeCase(name)
    }

    /// The key of a type the app only sends that its snake_case encoder writes as the contract's
    /// `name` (`topK`, or a flattened value's `topK`, for `top_k`), when no key is named so itself.
    func keyWritten(as name: String, _ t: ObjectTables) -> WireModel.Key? {
        guard !t.wire.decodes, !matcher.context.snakeCaseEncoders.isEmpty, name.hasByte(UInt8(ascii: "_")),
              matcher.context.snakeCaseEncoders.encoder(for: t.swiftType.name) != nil else { return nil }
        // Bytes first: most keys differ from the field in their first letters, and the conversion allocates.
        return t.wire.keys.first { $0.encodes && Self.sameLetters(snake: name, camel: $0.name) && SnakeCaseEncoders.snakeCase($0.name) == name }
    }

    /// Whether `camel` spells `snake` without its underscores, case aside (ASCII bytes): the only
    /// keys `.convertToSnakeCase` can turn into `snake`.
    static func sameLetters(snake: String, camel: String) -> Bool {
        func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
        var rest = snake.utf8.makeIterator()
        for c in camel.utf8 {
            var b = rest.next()
            while b == UInt8(ascii: "_") { b = rest.next() }
            guard let byte = b, lower(byte) == lower(c) else { return false }
        }
        while let b = rest.next() {
            if b != UInt8(ascii: "_") { return false }
        }
        return true
    }

    /// The message for a sent key that differs from the contract's by more than the encoder's
    /// conversion (`responseMIMEType` for `responseMimeType`): what the app really writes.
    func snakeCaseSentNote(_ key: WireModel.Key, _ holder: ScannedProperty, _ field: Field, _ t: ObjectTables) -> String? {
        guard !t.wire.decodes, key.encodes, let encoder = matcher.context.snakeCaseEncoders.encoder(for: t.swiftType.name) else { return nil }
        return "\(t.swiftType.name).\(holder.name) is sent as '\(SnakeCaseEncoders.snakeCase(key.name))' (.convertToSnakeCase of \(encoder) rewrites '\(key.name)'), "
            + "but the contract's key is '\(field.name)'"
    }
}
