/// Which scanned Swift types are Codable, and so can be a contract type's counterpart: a
/// SwiftUI view or a form's state that happens to share a contract name is not a DTO.
///
/// A type is Codable when it, or an extension of it, conforms to `Codable`, `Decodable`
/// or `Encodable`, directly, through a protocol that refines them
/// (`protocol APIModel: Decodable`), or through a typealias (`typealias DTO = Codable & Sendable`),
/// or through an imported framework's protocol that refines them (Vapor's `Content`). A type
/// that writes its own coding (`CodingKeys`, `init(from:)`, `encode(to:)`) and conforms to a
/// protocol of a module the scan does not see (`struct OrderStatusResponse: Response`, with a
/// networking library's `protocol Response: Decodable`) is Codable through that protocol.
struct CodableTypes: Sendable {
    /// Qualified names of the Codable types.
    let names: Set<String>
    /// Those that decode (`Decodable`, `Codable`), and those that encode.
    let decodable: Set<String>
    let encodable: Set<String>
    /// The app's protocols that refine `Codable`, `Decodable` or `Encodable` (`protocol Playlist: Decodable`).
    let protocols: Set<String>

    init(files: [ScannedFile]) {
        let types = files.flatMap(\.types)
        let aliases = files.flatMap(\.typeAliases) + types.flatMap(\.typeAliases)
        let declared = types.filter { $0.kind == .protocol }
        let roots = Self.frameworkRoots(files, declaring: types)
        let decoding = Self.closure(roots.union(["Codable", "Decodable"]), aliases: aliases, protocols: declared)
        let encoding = Self.closure(roots.union(["Codable", "Encodable"]), aliases: aliases, protocols: declared)
        var decodable = Set<String>(), encodable = Set<String>()
        for t in types where t.kind != .protocol {
            if t.conformances.contains(where: { Self.mentions($0, decoding) }) { decodable.insert(t.name) }
            if t.conformances.contains(where: { Self.mentions($0, encoding) }) { encodable.insert(t.name) }
        }
        for (name, coding) in Self.codingThroughUnseenProtocols(types, besides: decodable.union(encodable)) {
            if coding.decodes { decodable.insert(name) }
            if coding.encodes { encodable.insert(name) }
        }
        self.decodable = decodable
        self.encodable = encodable
        names = decodable.union(encodable)
        protocols = Set(declared.map(\.name)).intersection(decoding.union(encoding))
    }

    /// The protocols and aliases that refine `roots`: `protocol APIModel: Decodable`,
    /// `typealias DTO = Codable & Sendable`. They may build on each other.
    static func closure(_ roots: Set<String>, aliases: [ScannedTypeAlias], protocols: [ScannedType]) -> Set<String> {
        var found = roots
        var changed = true
        while changed {
            changed = false
            for alias in aliases where !found.contains(alias.name) && Self.mentions(alias.target, found) {
                found.insert(alias.name)
                changed = true
            }
            for p in protocols where !found.contains(p.name) && p.conformances.contains(where: { Self.mentions($0, found) }) {
                found.insert(p.name)
                found.insert(lastComponent(p.name))
                changed = true
            }
        }
        return found
    }

    /// Protocols of frameworks the app imports that refine `Codable`: Vapor's `Content`, which a
    /// server-side Swift app's or library's models conform to instead of naming `Codable`. Not when
    /// the app declares a type of that name itself: then its own declaration decides.
    static func frameworkRoots(_ files: [ScannedFile], declaring types: [ScannedType]) -> Set<String> {
        let imported = Set(files.flatMap(\.imports))
        var roots = Set<String>()
        for (module, refinements) in codableRefinements where imported.contains(module) {
            for name in refinements where !types.contains(where: { lastComponent($0.name) == name }) { roots.insert(name) }
        }
        return roots
    }

    /// The types that write their own coding and conform to a protocol the app does not declare
    /// and Swift's libraries do not have: which way their coding goes (`init(from:)` decodes,
    /// `encode(to:)` encodes, `CodingKeys` alone serve both).
    static func codingThroughUnseenProtocols(_ types: [ScannedType], besides known: Set<String>) -> [String: (decodes: Bool, encodes: Bool)] {
        // Most apps declare Codable on every type that codes: only the others are looked at.
        var coding: [String: (decodes: Bool, encodes: Bool, keys: Bool)] = [:]
        for t in types where t.kind != .protocol && !known.contains(t.name) && (t.codingKeys != nil || t.decoder != nil || t.encoder != nil) {
            let seen = coding[t.name] ?? (false, false, false)
            coding[t.name] = (seen.decodes || t.decoder != nil, seen.encodes || t.encoder != nil, seen.keys || t.codingKeys != nil)
        }
        guard !coding.isEmpty else { return [:] }
        var declared = Set<String>()
        for t in types { declared.insert(lastComponent(t.name)) }
        var unseen = Set<String>()
        for t in types where coding[t.name] != nil {
            let protocols = t.conformances.flatMap(Self.parts).map { lastComponent(String($0)) }
            if protocols.contains(where: { !declared.contains($0) && !platformProtocols.contains($0) }) { unseen.insert(t.name) }
        }
        var found: [String: (decodes: Bool, encodes: Bool)] = [:]
        for (name, c) in coding where unseen.contains(name) {
            found[name] = c.decodes || c.encodes ? (c.decodes, c.encodes) : (true, true)
        }
        return found
    }

    /// Protocols and base classes of Swift's own libraries that say nothing of coding, and the raw
    /// types an enum may name.
    static let platformProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Identifiable", "Sendable", "CaseIterable", "RawRepresentable", "Error", "LocalizedError",
        "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject", "View", "NSObject", "NSCoding", "NSSecureCoding",
        "NSCopying", "AnyObject", "CodingKey", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Character", "Bool", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "Observable",
        "Transferable", "Collection", "Sequence", "OptionSet", "Strideable", "CustomNSError", "Decodable", "Encodable", "Codable",
    ]

    /// By module: its public protocols that refine `Codable`.
    static let codableRefinements: [(module: String, protocols: [String])] = [("Vapor", ["Content"])]

    func contains(_ name: String) -> Bool { names.contains(name) }

    /// Whether a conformance as written (`Codable & Sendable`, `Swift.Decodable`) names one of `protocols`.
    static func mentions(_ text: String, _ protocols: Set<String>) -> Bool {
        if protocols.contains(text) { return true }
        // A plain name (`Sendable`, `Hashable`) that is not in the set needs no splitting.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }) { return false }
        return parts(text).contains { part in
            protocols.contains(String(part)) || protocols.contains(lastComponent(String(part)))
        }
    }

    /// The names a conformance as written composes: `Codable & Sendable` → `Codable`, `Sendable`.
    static func parts(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == "&" || $0 == " " || $0 == "," })
    }
}
