/// A resource tag a base type declares loosely and its heirs narrow: `interface Resource {
/// id: string; object: string }`, then `interface Invoice extends Resource { object: 'invoice' }`
/// in type after type. A type that inherits the loose field unchanged still gets its own
/// constant from the server (`'verification'`): the field tells the types apart and carries
/// no data, so a Swift type without it loses nothing, as with a literal field.
extension DTOAuditor {
    /// `Type.field` for each string field inherited unchanged (the same declaration site in
    /// several types) whose name other types declare as string constants, at least two distinct.
    static func inheritedTags(_ declarations: [Declaration]) -> Set<String> {
        var constants: [String: Set<String>] = [:]
        for decl in declarations where decl.kind == .object {
            for field in decl.fields ?? [] {
                if case .literal(.string(let value)) = field.type { constants[field.name, default: []].insert(value) }
            }
        }
        // Only a name with two constants or more can be a tag: most contracts have none, and
        // their string fields need no site hashed.
        let tagNames = Set(constants.filter { $0.value.count >= 2 }.keys)
        guard !tagNames.isEmpty else { return [] }
        struct Site: Hashable { let name: String; let location: SourceLocation }
        var loose: [Site: [String]] = [:]
        for decl in declarations where decl.kind == .object {
            for field in decl.fields ?? [] where tagNames.contains(field.name) {
                if case .primitive(.string) = field.type { loose[Site(name: field.name, location: field.location), default: []].append(decl.name) }
            }
        }
        var tags = Set<String>()
        for (site, holders) in loose where holders.count >= 2 {
            for holder in holders { tags.insert("\(holder).\(site.name)") }
        }
        return tags
    }
}
