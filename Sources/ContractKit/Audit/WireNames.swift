/// How a Swift type's stored properties map to wire names: through CodingKeys raw
/// values when it declares them, otherwise by the keys its decoder reads, otherwise by name.
/// When the app decodes with `keyDecodingStrategy = .convertFromSnakeCase`, a snake_case
/// wire name also finds the property its camel-case form names (`starts_at` → `startsAt`).
///
/// A class: built once per type, then shared by the matcher, every field audit and the
/// data flow, where copying its tables (and the scanned type) was a fifth of the time.
final class WireNames: Sendable {
    let type: ScannedType
    /// Stored, non-static properties by wire name.
    let byWireName: [String: ScannedProperty]
    /// Wire name by property name.
    let wireName: [String: String]
    /// CodingKeys case by property name (when there is a CodingKeys enum).
    let keyCase: [String: ScannedCase]
    /// The app converts snake_case keys before they reach CodingKeys.
    let convertsFromSnakeCase: Bool

    init(_ type: ScannedType, convertsFromSnakeCase: Bool = false) {
        self.convertsFromSnakeCase = convertsFromSnakeCase
        self.type = type
        var byWireName: [String: ScannedProperty] = [:]
        var wireName: [String: String] = [:]
        var keyCase: [String: ScannedCase] = [:]
        let keys = type.codingKeys.map { Dictionary($0.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }) }
        // The decoder's keys count only when there is no CodingKeys enum.
        let decoderKeys = keys != nil ? [:]
            : Dictionary((type.decoder?.reads ?? []).compactMap { r in r.property.map { ($0, r.key) } }, uniquingKeysWith: { a, _ in a })
        for property in type.properties where property.stored && !property.static {
            // A deprecated accessor's storage `_name` is coded under `name`.
            let name = property.name
            let codedName = keys?[name] != nil || !name.hasPrefix("_") ? name : String(name.dropFirst())
            var wire: String?
            if let keys {
                if let key = keys[codedName] {
                    keyCase[name] = key
                    wire = key.rawValue ?? key.name
                }
            } else if let key = decoderKeys[name] {
                wire = key
            } else {
                wire = codedName
            }
            if let wire {
                wireName[name] = wire
                if byWireName[wire] == nil { byWireName[wire] = property }
            }
        }
        self.byWireName = byWireName
        self.wireName = wireName
        self.keyCase = keyCase
    }

    func property(forWireName name: String) -> ScannedProperty? {
        if let property = byWireName[name] { return property }
        guard convertsFromSnakeCase, name.utf8.contains(UInt8(ascii: "_")) else { return nil }
        return byWireName[Self.camelCase(fromSnakeCase: name)]
    }

    /// What `JSONDecoder`'s `.convertFromSnakeCase` makes of a key: `elevation_gain_m` →
    /// `elevationGainM`. Leading and trailing underscores are kept, as Foundation keeps them.
    static func camelCase(fromSnakeCase key: String) -> String {
        let core = key.drop { $0 == "_" }
        let leading = key.prefix(key.count - core.count)
        let trimmed = core.reversed().drop { $0 == "_" }
        let trailing = String(repeating: "_", count: core.count - trimmed.count)
        let words = String(trimmed.reversed()).split(separator: "_", omittingEmptySubsequences: true)
        guard let first = words.first else { return key }
        return leading + first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined() + trailing
    }
}
