/// The tag of a union arm read by the Swift enum that holds the arm's struct: in
/// ```swift
/// enum Block: Decodable {
///     case call(CallBlock)
///     init(from decoder: Decoder) throws {
///         let c = try decoder.container(keyedBy: CodingKeys.self)
///         switch try c.decode(String.self, forKey: .type) { case "call": self = .call(CallBlock(…)) … }
///     }
/// }
/// ```
/// `CallBlock` has no `type`, and needs none: the enum reads the tag that says which arm a
/// payload is before it builds the struct. The contract's union need not pair with the enum
/// for this to hold (its arms may pair by name with the case structs).
extension DTOAuditor {
    /// For each Swift type a decoding enum's case carries (by its name as written and its last
    /// component), the wire keys that enum's own `init(from:)` reads.
    static func tagReaders(_ types: [String: ScannedType]) -> [String: Set<String>] {
        var readers: [String: Set<String>] = [:]
        for t in types.values where t.kind == .enum && !t.cases.isEmpty {
            guard let decoder = t.decoder, !decoder.reads.isEmpty else { continue }
            let wire = Set(decoder.reads.map { read in
                t.codingKeys?.first { $0.name == read.key }.map { $0.rawValue ?? $0.name } ?? read.key
            })
            for c in t.cases {
                for value in c.associatedValues {
                    let payload = WireContext.payloadType(value).trimmingCharacters(in: ["?", " "])
                    readers[payload, default: []].formUnion(wire)
                    readers[lastComponent(payload), default: []].formUnion(wire)
                }
            }
        }
        return readers
    }

    /// True when an enum that carries `swiftType` reads `key` itself.
    func tagReadByHolder(_ key: String, of swiftType: ScannedType) -> Bool {
        tagReaders[swiftType.name]?.contains(key) == true || tagReaders[lastComponent(swiftType.name)]?.contains(key) == true
    }
}
