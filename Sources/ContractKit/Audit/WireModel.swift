/// What a Swift type reads and writes on the wire, as Foundation runs its coders: per key,
/// the properties it feeds, whether the key may be absent, whether `null` is accepted, the
/// Swift type it decodes, and the direction. Every audit rule reads this model, never the
/// stored properties directly.
///
/// It is built from the synthesized conformance's rules (stored properties, `CodingKeys`
/// wherever it is declared, optionals, property wrappers whose container helpers tolerate
/// a missing key) or from the hand-written `init(from:)`/`encode(to:)`: the key enum each
/// container is opened with, each read's key, method, `try?` and `??` fallback, helpers in
/// extensions of `KeyedDecodingContainer`, and types decoded from the same decoder.
///
/// A class: built once per type, then shared by the matcher, every field audit and the data flow.
final class WireModel: Sendable {
    /// One key the type reads or writes.
    struct Key: Sendable {
        /// The CodingKey's string value: the JSON key after any key strategy.
        var name: String
        /// The line of the CodingKey case, when the key comes from an enum.
        var keyCaseLine: Int?
        var caseName: String
        /// The stored properties the key feeds (empty for a discriminator the decoder only inspects).
        var properties: [String]
        /// The Swift type decoded, as written.
        var swiftType: String?
        var mayBeAbsent: Bool
        var acceptsNull: Bool
        var decodes: Bool
        var encodes: Bool
        /// Where the key is read: the decode call's line, or the property's.
        var line: Int
        /// Read through a nested container or a super decoder: its value is an object the
        /// type reads partly, so its type is not compared.
        var opensNestedObject = false
        /// The index in the type's `properties` of the stored property the key feeds first.
        var property: Int?
        /// The wire name of the key this one is only read without: `decodeIfPresent(.a) ?? decode(.b)`
        /// requires `b` only when `a` is absent.
        var alternativeTo: String?
        /// Read by types tried in turn, not by every one of them (`triedArms`): absent only when another one decodes.
        var triedAlternative = false
        /// The types a hand-written decoder tries for the key in turn, when a read that lets a
        /// mistyped value through (`try?`, a `do` whose `catch` takes it) comes before another
        /// read of another type: the key decodes as any of them (`WireModelBuilder+FallbackTypes`).
        var fallbackTypes: [String] = []
    }

    let type: ScannedType
    let keys: [Key]
    /// Keys by wire name: the keys read, or for a type that only encodes, the keys written.
    let keyIndex: [String: Int]
    /// The wire names of the keys that feed a stored property, in key order.
    var keysWithProperties: [String] { keys.filter { $0.property != nil }.map(\.name) }
    /// Wire name by property name, for the few readers that walk every property.
    var wireName: [String: String] {
        var map: [String: String] = [:]
        for key in keys where keyIndex[key.name] != nil {
            for p in key.properties where map[p] == nil { map[p] = key.name }
        }
        return map
    }
    /// The app converts snake_case keys before they reach CodingKeys.
    let convertsFromSnakeCase: Bool
    /// Constructs beyond the model (`a loop over allKeys`): keys it may read are unknown.
    let partial: [String]
    /// The type decodes, and encodes: `Decodable`, `Encodable` or both.
    let decodes: Bool
    let encodes: Bool
    /// A hand-written `init(from:)` (its own or an extension's) decides the keys.
    let handWrittenDecoder: Bool
    /// The keys each type decoded under `try?` from the same decoder requires, when several are tried in turn.
    let triedArms: [Set<String>]

    /// `sentOnly`: the type as a request body sends it, whatever else the app does with it.
    init(_ type: ScannedType, context: WireContext = .empty, sentOnly: Bool = false) {
        self.type = type
        convertsFromSnakeCase = context.convertsFromSnakeCase
        let directions = sentOnly ? (decodes: false, encodes: true) : context.directions(of: type)
        decodes = directions.decodes
        encodes = directions.encodes
        var builder = WireModelBuilder(type: type, context: context, decodes: directions.decodes, encodes: directions.encodes)
        builder.build()
        partial = builder.partial
        triedArms = builder.triedArms
        handWrittenDecoder = type.decoder != nil
        var keys = builder.keys
        var keyIndex: [String: Int] = [:]
        keyIndex.reserveCapacity(keys.count)
        var properties = ShortListSearch()
        for i in keys.indices {
            // Wire names are unique: the builder merged keys of one name.
            // A type that decodes is judged by what it reads; a request body by what it sends.
            if directions.decodes ? keys[i].decodes : keys[i].encodes { keyIndex[keys[i].name] = i }
            if let first = keys[i].properties.first {
                keys[i].property = properties.firstIndex(in: type.properties) { $0.name == first && $0.stored && !$0.static }
            }
        }
        self.keys = keys
        self.keyIndex = keyIndex
    }

    /// The key a contract field's wire name reaches, after `.convertFromSnakeCase` if the app sets it.
    func key(forWireName name: String) -> Key? {
        if let i = keyIndex[name] { return keys[i] }
        guard convertsFromSnakeCase, name.hasByte(UInt8(ascii: "_")) else { return nil }
        return keyIndex[Self.camelCase(fromSnakeCase: name)].map { keys[$0] }
    }

    func property(forWireName name: String) -> ScannedProperty? {
        key(forWireName: name).flatMap(property(of:))
    }

    /// The stored property a key feeds, if any.
    func property(of key: Key) -> ScannedProperty? { key.property.map { type.properties[$0] } }

    /// What `JSONDecoder`'s `.convertFromSnakeCase` makes of a key: `elevation_gain_m` →
    /// `elevationGainM`, `image_url` → `imageUrl`. The first word is lower-cased and each
    /// later word capitalized (the rest lower-cased), as Foundation does; leading and
    /// trailing underscores are kept, and a key without an inner underscore is left alone.
    static func camelCase(fromSnakeCase key: String) -> String {
        let core = key.drop { $0 == "_" }
        let leading = key.prefix(key.count - core.count)
        let trimmed = core.reversed().drop { $0 == "_" }
        let trailing = String(repeating: "_", count: core.count - trimmed.count)
        let words = String(trimmed.reversed()).split(separator: "_", omittingEmptySubsequences: true)
        guard let first = words.first, words.count > 1 else { return key }
        return leading + first.lowercased() + words.dropFirst().map(capitalized).joined() + trailing
    }

    /// A word as Foundation's `capitalized` writes it, which `.convertFromSnakeCase` applies to every word
    /// after the first: each run of letters starts uppercase and goes on lowercase, so a letter after a
    /// digit starts a run (`1x` → `1X`, `v2beta` → `V2Beta`).
    static func capitalized(_ word: Substring) -> String {
        var out = ""
        var afterLetter = false
        for c in word {
            out += afterLetter ? c.lowercased() : c.uppercased()
            afterLetter = c.isLetter
        }
        return out
    }

    /// The JSON key a CodingKey string reads: under `.convertFromSnakeCase`, `shelfName` reads `shelf_name`.
    func jsonKey(_ name: String) -> String {
        guard convertsFromSnakeCase, name.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return name }
        var out = ""
        for c in name {
            if c.isUppercase, !out.isEmpty { out += "_" }
            out += c.lowercased()
        }
        return out
    }

    /// The key as a message quotes it: under `.convertFromSnakeCase` a property `activityType`
    /// reads `activity_type`, and `activityType` too (a key with no `_` converts to itself),
    /// so both are named: `'activity_type' or 'activityType'`.
    func quotedKey(_ name: String) -> String {
        let key = jsonKey(name)
        return key == name ? "'\(key)'" : "'\(key)' or '\(name)'"
    }

    /// A wire name folded for comparing shapes: case, `_` and `-` ignored (`member_count` ~ `memberCount`).
    static func folded(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" })
    }
}
