/// Which scanned Swift types are Codable, and so can be a contract type's counterpart: a
/// SwiftUI view or a form's state that happens to share a contract name is not a DTO.
///
/// A type is Codable when it, or an extension of it, conforms to `Codable`, `Decodable`
/// or `Encodable`, directly, through a protocol that refines them
/// (`protocol APIModel: Decodable`), or through a typealias (`typealias DTO = Codable & Sendable`).
struct CodableTypes {
    /// Qualified names of the Codable types.
    let names: Set<String>

    init(files: [ScannedFile]) {
        let types = files.flatMap(\.types)
        var codable: Set<String> = ["Codable", "Decodable", "Encodable"]
        let aliases = files.flatMap(\.typeAliases) + types.flatMap(\.typeAliases)
        let protocols = types.filter { $0.kind == .protocol }
        // Protocols and aliases may build on each other: repeat until nothing changes.
        var changed = true
        while changed {
            changed = false
            for alias in aliases where !codable.contains(alias.name) && Self.mentions(alias.target, codable) {
                codable.insert(alias.name)
                changed = true
            }
            for p in protocols where !codable.contains(p.name) && p.conformances.contains(where: { Self.mentions($0, codable) }) {
                codable.insert(p.name)
                codable.insert(lastComponent(p.name))
                changed = true
            }
        }
        var names = Set<String>()
        for t in types where t.kind != .protocol && t.conformances.contains(where: { Self.mentions($0, codable) }) {
            names.insert(t.name)
        }
        self.names = names
    }

    func contains(_ name: String) -> Bool { names.contains(name) }

    /// Whether a conformance as written (`Codable & Sendable`, `Swift.Decodable`) names one of `protocols`.
    static func mentions(_ text: String, _ protocols: Set<String>) -> Bool {
        text.split(whereSeparator: { $0 == "&" || $0 == " " || $0 == "," }).contains { part in
            protocols.contains(String(part)) || protocols.contains(lastComponent(String(part)))
        }
    }
}
