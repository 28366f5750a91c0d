/// Types that decode themselves from one value by handing their decoder to another type that
/// does (`init(from decoder:) { try self.init(value: Wrapped(from: decoder)) }`), and protocols
/// reached through a typealias of a composition (`typealias ValueConvertible = ValueRepresentable
/// & ValueInitializable`), whose extensions' coders serve the types that conform through it.
extension WireContext {
    /// Top-level `typealias A = P & Q`: the alias's name → the protocols it joins. Only
    /// compositions; a handful per app.
    static func protocolCompositions(_ files: [ScannedFile]) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for file in files {
            for alias in file.typeAliases where alias.target.contains("&") {
                found[alias.name] = alias.target.split(separator: "&").map { lastComponent($0.trimmingCharacters(in: .whitespaces)) }
            }
        }
        return found
    }

    /// A conformance as written, by its last component, and the protocols it stands for when it
    /// names a composition typealias (`EthereumValueConvertible` → both protocols it joins).
    static func conformedProtocols(_ conformance: String, _ compositions: [String: [String]]) -> [String] {
        let name = lastComponent(conformance)
        guard !compositions.isEmpty, let joined = compositions[name] else { return [name] }
        return [name] + joined
    }

    /// Last components of the types that decode themselves from one value: directly
    /// (`decodesItselfWhole`), or by handing the whole decoder to such a type (one step).
    static func opaqueNames(_ merged: [String: ScannedType]) -> Set<String> {
        var whole = Set<String>()
        var handing: [ScannedType] = []
        for t in merged.values {
            if decodesItselfWhole(t) {
                whole.insert(lastComponent(t.name))
            } else if handsOffWholeDecoder(t) {
                handing.append(t)
            }
        }
        // Checked after the pass: only the few types whose decoder reads nothing itself.
        for t in handing where t.decoder!.delegates.allSatisfy({ whole.contains(lastComponent($0)) }) {
            whole.insert(lastComponent(t.name))
        }
        return whole
    }

    /// A struct or class whose `init(from:)` reads no key and opens no container, but hands the
    /// decoder to other types: what it accepts is what they accept.
    static func handsOffWholeDecoder(_ t: ScannedType) -> Bool {
        guard t.kind != .enum, let d = t.decoder, !d.delegates.isEmpty else { return false }
        return d.reads.isEmpty && d.containers.isEmpty
    }
}
