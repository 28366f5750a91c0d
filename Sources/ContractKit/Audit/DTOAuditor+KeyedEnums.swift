/// An enum that decodes itself from an object: `init(from:)` opens a keyed container and reads
/// its keys (`let sys = try c.decode(Link.Sys.self, forKey: .sys); self = .unresolved(sys)`).
/// Such an enum holds an inline object of those keys (`{ sys: TagLink }`) as well as a struct
/// would; it is no type mismatch.
extension DTOAuditor {
    /// Whether `swiftEnum`'s own decoder reads an object whose keys are `fields`: every key it
    /// requires is a contract field, and every field the contract requires is read.
    func decodesObject(_ fields: [Field], as swiftEnum: ScannedType) -> Bool {
        guard swiftEnum.kind == .enum, let decoder = swiftEnum.decoder, !decoder.singleValue, decoder.partial.isEmpty,
              !decoder.reads.isEmpty, !decoder.containers.contains(where: { $0.kind == .unkeyed }) else { return false }
        func wireName(_ key: String) -> String { swiftEnum.codingKeys?.first { $0.name == key }?.rawValue ?? key }
        let read = Set(decoder.reads.map { wireName($0.key) })
        let required = Set(decoder.reads.filter { $0.method == "decode" && $0.fallback == nil && !$0.optionalTry }.map { wireName($0.key) })
        let names = Set(fields.map(\.name))
        return required.isSubset(of: names) && fields.allSatisfy { $0.optionality.isOptional || read.contains($0.name) }
    }
}
