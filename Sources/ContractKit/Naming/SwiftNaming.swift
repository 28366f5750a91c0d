// Naming: every Swift identifier made from a contract name.

/// Turns contract names and values into Swift identifiers. Every identifier the
/// generator writes goes through here, so names are consistent and always compile.
///
/// For example: `'E-book'` → `ebook`, `'INVALID_URL'` → `invalidURL`, `'default'` → `default` escaped in backticks.
public enum SwiftNaming {
    /// Words that stay upper-case inside camel case, `coverURL`, `userID`: generic ones
    /// only. A team adds its own (`ISBN`, `SKU`) with `generate.acronyms`.
    public static let acronyms: Set<String> = [
        "ID", "IDS", "URL", "URLS", "URI", "API", "JSON", "HTTP", "HTTPS", "UUID", "HTML", "XML", "SQL", "AI", "IP", "UI", "CPU", "GPU",
        "PDF", "CSV", "JWT", "SMS", "TTL", "UTC", "DNS", "TCP", "UDP", "SSL", "TLS", "CSS", "IOS",
    ]

    /// Swift keywords, which need backticks as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
        "_",
    ]

    /// Names the generated code itself refers to, which a contract type must not shadow.
    public static let reservedTypeNames: Set<String> = [
        "String", "Int", "Double", "Bool", "Array", "Dictionary", "Optional", "Error", "Decoder", "Encoder",
        "CodingKey", "CodingKeys", "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable",
        "CaseIterable", "RawRepresentable", "DecodingError", "EncodingError", "JSONValue", "JSONDecoder", "Data",
        "Swift", "Foundation", "Never", "Void", "AnyObject", "EnvelopeDecodingError", "Type", "Protocol", "Self",
    ]

    // MARK: Words

    /// Splits a name into words at non-alphanumeric characters and case changes:
    /// `coverImageURL` → `cover Image URL`, `INVALID_ISBN` → `INVALID ISBN`.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        let chars = Array(text)
        for (i, c) in chars.enumerated() {
            guard c.isLetter || c.isNumber else {
                flush()
                continue
            }
            if let last = current.last {
                let next = i + 1 < chars.count ? chars[i + 1] : nil
                // aB → a|B; ABc → A|Bc (the last capital of a run starts the next word); a1 stays.
                if last.isLowercase && c.isUppercase {
                    flush()
                } else if last.isUppercase && c.isUppercase, let n = next, n.isLowercase {
                    flush()
                } else if last.isNumber != c.isNumber && c.isLetter && last.isNumber && c.isUppercase {
                    flush()
                }
            }
            current.append(c)
        }
        flush()
        return words
    }

    static func capitalized(_ word: String, acronyms: Set<String> = acronyms) -> String {
        if acronyms.contains(word.uppercased()) && word.count > 1 { return word.uppercased() }
        return word.prefix(1).uppercased() + word.dropFirst().lowercased()
    }

    /// A word inside a camel-case name: acronyms upper-case, others capitalised, but a
    /// word already in mixed case (`iPhone`) is left alone after its first letter.
    static func inner(_ word: String, acronyms: Set<String> = acronyms) -> String {
        if acronyms.contains(word.uppercased()) && word.count > 1 { return word.uppercased() }
        if word == word.uppercased() || word == word.lowercased() { return capitalized(word, acronyms: acronyms) }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    // MARK: Identifiers

    /// `lowerCamelCase` from any text. A leading single letter joins the next word
    /// (`E-book` → `ebook`); a leading digit gets an underscore (`1st` → `_1st`).
    public static func lowerCamel(_ text: String, acronyms: Set<String> = acronyms) -> String {
        var parts = words(text)
        guard !parts.isEmpty else { return text.isEmpty ? "empty" : "value" }
        let chars = Array(text.trimmingSpaces())
        let separatedLetter = chars.count > 2 && chars[0].isLetter && !(chars[1].isLetter || chars[1].isNumber)
        if parts.count > 1, parts[0].count == 1, separatedLetter {
            parts[0] = parts[0] + parts[1].lowercased()
            parts.remove(at: 1)
        }
        var first = parts[0]
        if first == first.uppercased() {
            first = first.lowercased()  // INVALID → invalid, ISBN → isbn
        } else {
            first = first.prefix(1).lowercased() + first.dropFirst()
        }
        let name = first + parts.dropFirst().map { inner($0, acronyms: acronyms) }.joined()
        return name.first!.isNumber ? "_" + name : name
    }

    /// `UpperCamelCase` from any text.
    public static func upperCamel(_ text: String, acronyms: Set<String> = acronyms) -> String {
        let parts = words(text)
        guard !parts.isEmpty else { return "Value" }
        let name = parts.map { inner($0, acronyms: acronyms) }.joined()
        return name.first!.isNumber ? "_" + name : name
    }

    /// Whether `text` can be used as a Swift identifier as it is (perhaps with backticks).
    static func isIdentifier(_ text: String) -> Bool {
        // ASCII first: Unicode character properties are slow, and almost every name is ASCII.
        var ascii = true
        var valid = true
        for (i, b) in text.utf8.enumerated() {
            if b >= 0x80 { ascii = false; break }
            let letter = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == UInt8(ascii: "_")
            let digit = b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
            if !(letter || (digit && i > 0)) { valid = false }
        }
        if ascii { return valid && !text.isEmpty }
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Backticks a keyword: `default` is written as `default` between backticks.
    public static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// A property name for a wire name: kept as it is when it is already a lower-camel
    /// Swift identifier (`coverImageURL`), camel-cased otherwise (`created_at` →
    /// `createdAt`, `DB` → `db`).
    /// Not escaped; use `escaped` where it is declared or referenced.
    public static func propertyName(_ wireName: String, acronyms: Set<String> = acronyms) -> String {
        // A leading capital (`DB`, `Name`) reads as a type in Swift, and swift-format flags it.
        if isIdentifier(wireName), !beginsWithCapital(wireName) {
            var underscores = 0
            for byte in wireName.utf8 where byte == UInt8(ascii: "_") { underscores += 1 }
            if underscores == 0 || (underscores == 1 && wireName.utf8.first == UInt8(ascii: "_")) { return wireName }
        }
        return lowerCamel(wireName, acronyms: acronyms)
    }

    /// Whether the first character is upper-case; decided by its byte when it is ASCII,
    /// as nearly every wire name's is, without Unicode property look-ups.
    private static func beginsWithCapital(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return name.first?.isUppercase ?? false
    }

    /// An enum case name for a raw value: `'Mass Market'` → `massMarket`.
    public static func caseName(_ rawValue: String, acronyms: Set<String> = acronyms) -> String {
        lowerCamel(rawValue, acronyms: acronyms)
    }

    /// A Swift type name for a contract type name, kept as written when it already is
    /// an identifier (`WorkDTO`), with a suffix when it would shadow a name the generated
    /// code uses (`Error` → `ErrorInfo`).
    public static func typeName(_ name: String, acronyms: Set<String> = acronyms) -> String {
        let base = isIdentifier(name) ? name.prefix(1).uppercased() + name.dropFirst() : upperCamel(name, acronyms: acronyms)
        return reservedTypeNames.contains(base) ? base + "Info" : base
    }

    /// A nested type name for a field: `boundingBox` → `BoundingBox`, and for an array
    /// field the singular: `detectedBooks` → `DetectedBook`.
    public static func nestedTypeName(forField field: String, isArray: Bool, acronyms: Set<String> = acronyms) -> String {
        var name = upperCamel(field, acronyms: acronyms)
        if isArray { name = singular(name) }
        return reservedTypeNames.contains(name) ? name + "Info" : name
    }

    /// A rough English singular, for nested type names only.
    static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        if lower.hasSuffix("ies") && word.count > 3 { return String(word.dropLast(3)) + "y" }
        for suffix in ["sses", "shes", "ches", "xes", "zes", "uses"] where lower.hasSuffix(suffix) { return String(word.dropLast(2)) }
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") { return word }
        if lower.hasSuffix("s") && word.count > 1 { return String(word.dropLast()) }
        return word
    }

    /// Makes `name` unique among `taken` by adding a number: `value`, `value2`, `value3`.
    public static func unique(_ name: String, in taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var n = 2
        while taken.contains("\(name)\(n)") { n += 1 }
        return "\(name)\(n)"
    }
}

/// Whether two Swift identifiers differ at most in letter case: `invalidISBN` and
/// `invalidIsbn`, for comparing a team's names with ours whatever acronyms it uses.
func sameIdentifier(_ a: String, _ b: String) -> Bool {
    a == b || (a.utf8.count == b.utf8.count && a.lowercased() == b.lowercased())
}
