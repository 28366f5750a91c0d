/// A small Swift struct that reads a slice of a larger contract object, every key of it typed
/// with the Swift counterparts of the contract's field types: `ServerStatus { host: AppUser,
/// profile: AppProfile }` beside `SystemStatus { host?: User; profile: Profile; … ten more }`
/// where `User` pairs with `AppUser` and `Profile` with `AppProfile`. Too few keys for a shape
/// pair on their own, they say which object it is when the contract has no other object with
/// all of them: the nested types agree, not only the names.
extension TypeMatcher {
    static let typedSliceKeys = 2

    mutating func isOnlyTypedHolder(_ decl: Declaration, _ t: ScannedType, keys: [String], matched: Int, index: inout [String: Set<String>]?) -> Bool {
        guard matched >= Self.typedSliceKeys, matched == keys.count, !isCasePayload(t) else { return false }
        let fields = Dictionary((decl.fields ?? []).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let model = wire(t)
        for key in keys {
            guard let field = fields[key], let referenced = field.type.referencedDeclaration,
                  let counterpart = matches[referenced]?.type.name,
                  let written = model.key(forWireName: key)?.swiftType ?? model.property(forWireName: key)?.type,
                  let element = SwiftTypeShape(written).elementNames.last,
                  lastComponent(element) == lastComponent(counterpart) else { return false }
        }
        if index == nil { index = fieldHolders() }
        var holders: Set<String>?
        for key in keys { holders = holders.map { $0.intersection(index![key] ?? []) } ?? (index![key] ?? []) }
        return holders == [decl.name]
    }
}
