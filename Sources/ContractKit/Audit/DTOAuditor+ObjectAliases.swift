/// A contract alias that names another object type: `type Entry = Work`, or a zod schema
/// bound to another (`const entrySchema = workSchema`). The alias is that object under a
/// second name, so when the app reads it into a Swift type of its own, that type is
/// checked against the object's fields, reported under the alias's name.
extension DTOAuditor {
    /// The object an alias names, through any chain of aliases; nil for any other alias.
    func aliasedObject(_ decl: Declaration) -> Declaration? {
        var current = decl
        var seen: Set<String> = [decl.name]
        while current.kind == .alias, case .reference(let name, let arguments)? = current.target, arguments.isEmpty,
              let next = declarations[name], seen.insert(name).inserted {
            current = next
        }
        return current.kind == .object && current.name != decl.name ? current : nil
    }

    /// Audits an alias of an object against its own Swift type; false when it is no such alias.
    mutating func auditObjectAlias(_ decl: Declaration, _ swiftType: ScannedType) -> Bool {
        guard decl.kind == .alias, swiftType.kind == .struct || swiftType.kind == .class, let object = aliasedObject(decl) else { return false }
        // The same Swift type as the object's own pair: already checked under the object's name.
        if let (counterpart, _) = matcher.matches[object.name], counterpart.name == swiftType.name { return true }
        auditObject(decl.name, fields: object.fields ?? [], swiftType)
        return true
    }
}
