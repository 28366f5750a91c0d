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
        struct Site: Hashable { let name: String; let location: SourceLocation }
        var loose: [Site: [String]] = [:]
        for decl in declarations where decl.kind == .object {
            for field in decl.fields ?? [] {
                switch field.type {
                case .literal(.string(let value)): constants[field.name, default: []].insert(value)
                case .primitive(.string): loose[Site(name: field.name, location: field.location), default: []].append(decl.name)
                default: continue
                }
            }
        }
        var tags = Set<String>()
        for (site, holders) in loose where holders.count >= 2 && (constants[site.name]?.count ?? 0) >= 2 {
            for holder in holders { tags.insert("\(holder).\(site.name)") }
        }
        return tags
    }
}
