/// A Codable class that subclasses a type the scanned code does not declare, named like a
/// contract type: `final class HandoverReader: Handover, Decodable`, whose properties live
/// in `Handover` (an SDK's Objective-C class, a framework's model) and whose decoder fills
/// them. The superclass's name is the contract type it reads, as good a sign as the same name
/// without a qualifier; its shape must still support it (`scored`).
extension TypeMatcher {
    /// Codable classes by the last component of their superclass, when the scanned code does
    /// not declare a type of that name (a scanned namesake pairs by its own name); sorted.
    static func superclassIndex(_ types: [String: ScannedType], codable: CodableTypes) -> [String: [String]] {
        var index: [String: [String]] = [:]
        // Only classes can have a superclass: the few there are are sorted, not every type's name.
        let classes = types.values.filter { $0.kind == .class && !$0.conformances.isEmpty && codable.contains($0.name) }
        for t in classes.sorted(by: { $0.name < $1.name }) {
            let name = t.name, first = t.conformances[0]
            // A superclass is written first; a protocol list starts with a protocol, which is no evidence.
            let base = lastComponent(first)
            guard types[first] == nil, types[base] == nil, !Self.codingProtocols.contains(base), base.first?.isUppercase == true else { continue }
            index[base, default: []].append(name)
        }
        return index
    }

    static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable", "NSObject", "NSCoding", "NSSecureCoding", "Sendable", "Hashable", "Equatable", "Identifiable"]

    /// The free Codable classes whose superclass has the contract type's name.
    func superclassCandidates(_ decl: Declaration, taken: Set<String>, known: [(ScannedType, Double, String)]) -> [(ScannedType, Double, String)] {
        let plain = lastComponent(decl.name)
        var found: [(ScannedType, Double, String)] = []
        for name in codableBySuperclass[plain] ?? [] where !taken.contains(name) && !known.contains(where: { $0.0.name == name }) {
            guard let t = swiftTypes[name], fits(t, decl) else { continue }
            found.append((t, 0.45, "its superclass \(plain), which the scanned code does not declare"))
        }
        return found
    }
}
