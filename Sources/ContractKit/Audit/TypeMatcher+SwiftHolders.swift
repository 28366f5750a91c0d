/// Where the app holds each Swift type: the Codable types whose stored properties name it, as
/// Swift resolves the name from the holder. Asked of the few pairs a holder decides
/// (`TypeMatcher+ThinShapesHeldElsewhere`, `TypeMatcher+Extending`); built once, on first need.
extension TypeMatcher {
    /// The Codable Swift types that hold `t` in a stored property, with the wire key it is read under.
    mutating func swiftHolders(of t: ScannedType) -> [(holder: ScannedType, key: String)] {
        if swiftHolderIndex == nil { swiftHolderIndex = Self.swiftHolderIndex(swiftTypes, codable: codable, context: context) }
        return (swiftHolderIndex![t.name] ?? []).map { holder, property in (holder, wire(holder).wireName[property] ?? property) }
    }

    /// Held type → its holders and the properties that hold it, by the holders' sorted names.
    static func swiftHolderIndex(_ types: [String: ScannedType], codable: CodableTypes, context: WireContext) -> [String: [(holder: ScannedType, property: String)]] {
        var index: [String: [(holder: ScannedType, property: String)]] = [:]
        for name in types.keys.sorted() where codable.contains(name) {
            guard let holder = types[name], holder.kind != .enum else { continue }
            for p in holder.properties where p.stored && !p.static {
                guard let text = p.type else { continue }
                var held = Set<String>()
                for element in SwiftTypeShape(text).elementNames {
                    guard let t = context.resolve(element, from: holder.name), t.name != name, held.insert(t.name).inserted else { continue }
                    index[t.name, default: []].append((holder, p.name))
                }
            }
        }
        return index
    }

    /// Swift type → the contract types paired with it, by their names' order.
    func contractsBySwiftType() -> [String: [String]] {
        var index: [String: [String]] = [:]
        for (contract, match) in matches.sorted(by: { $0.key < $1.key }) { index[match.type.name, default: []].append(contract) }
        return index
    }
}
