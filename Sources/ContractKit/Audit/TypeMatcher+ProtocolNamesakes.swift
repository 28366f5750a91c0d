/// A contract type whose name the app gives to a Codable protocol, not to a struct:
/// `protocol Playlist: Decodable` with `struct UserPlaylist: Playlist` and `struct
/// SystemPlaylist: Playlist` beside the contract's `Playlist` (or `SoundcloudPlaylist`, its
/// shared prefix dropped). The protocol holds no keys; the structs that conform to it are the
/// payloads, so each is a candidate by name, and their keys decide which one reads the
/// contract type (the fit of the assignment: the one that reads most of it wins).
extension TypeMatcher {
    /// Candidates among the free Codable structs and classes that conform to the app's protocol
    /// named like `decl` (its plain name, or its name without the contract's shared prefix).
    /// Only a contract whose name names a protocol looks at all: no scan for the others.
    mutating func protocolConformerCandidates(_ decl: Declaration, taken: Set<String>, known: [(ScannedType, Double, String)]) -> [(ScannedType, Double, String)] {
        guard decl.kind == .object else { return [] }
        let own = lastComponent(decl.name)
        var names = [(own, 0.3)]
        if let stripped = contractStripped[decl.name], stripped != own { names.append((stripped, 0.05)) }
        var found: [(ScannedType, Double, String)] = []
        for (name, score) in names {
            guard codable.protocols.contains(name) else { continue }
            for t in conformers(of: name) where !taken.contains(t.name) && fits(t, decl) {
                guard !known.contains(where: { $0.0.name == t.name }), !found.contains(where: { $0.0.name == t.name }) else { continue }
                var e = evidence(decl, t)
                if e.contractFields > 0, e.swiftKeys > 0 { e.exact = Self.keysAsSent(decl, wire(t)) }
                guard e.contractFields > 0, e.swiftKeys > 0, e.supportsByExactKeys else { continue }
                let why = name == own ? "" : ", the contract's name without the prefix '\(decl.name.dropLast(name.count))' that its types share"
                found.append((t, score, "a conformer of the app's protocol \(name)\(why)"))
            }
        }
        return found
    }

    /// The Codable structs and classes that name the protocol among their conformances, in name order.
    func conformers(of proto: String) -> [ScannedType] {
        let plain = lastComponent(proto)
        return codableByLastComponent.values.joined().sorted().compactMap { swiftTypes[$0] }.filter { t in
            (t.kind == .struct || t.kind == .class) && t.conformances.contains { $0 == proto || lastComponent($0) == plain }
        }
    }
}
