/// A wire key written in kebab-case (`'seed-ratio-limit'`) where the other side writes the same
/// words in camelCase (`seedRatioLimit`): the app meant that field and wrote its key another way,
/// which is a wrong key to report once the types are paired, not a field the types do not share.
/// Pairing by shape counts such a key as shared; the field audit then finds it as a near miss
/// (`DTOAuditor.nearMiss`).
struct KebabKeys {
    /// Struct indexes by their hyphenated keys, folded (`seedratiolimit`).
    private let hyphenated: [String: [Int]]
    /// Struct indexes by their plain camelCase keys, folded; built only when a contract field
    /// holds a hyphen.
    private var plain: [String: [Int]]?
    private let keyLists: [[String]]

    init(_ keyLists: [[String]]) {
        self.keyLists = keyLists
        var index: [String: [Int]] = [:]
        for (i, keys) in keyLists.enumerated() {
            for key in keys where Self.isKebab(key) { index[WireModel.folded(key), default: []].append(i) }
        }
        hyphenated = index
    }

    static func isKebab(_ name: String) -> Bool { name.hasByte(UInt8(ascii: "-")) }

    /// The structs that read `field` under a key that differs from it only by hyphens and case:
    /// a camelCase field against the Swift kebab-case keys, or a kebab-case field against the
    /// Swift camelCase keys. Snake_case stays the business of `.convertFromSnakeCase`.
    mutating func hits(_ field: String) -> [Int] {
        if field.hasByte(UInt8(ascii: "_")) { return [] }
        let folded = WireModel.folded(field)
        guard Self.isKebab(field) else { return hyphenated[folded] ?? [] }
        if plain == nil {
            var index: [String: [Int]] = [:]
            for (i, keys) in keyLists.enumerated() {
                for key in keys where !Self.isKebab(key) && !key.hasByte(UInt8(ascii: "_")) { index[WireModel.folded(key), default: []].append(i) }
            }
            plain = index
        }
        return plain?[folded] ?? []
    }
}
