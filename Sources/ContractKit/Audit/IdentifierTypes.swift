/// `Genre.ID`, `Company.ID`: the identifier type of an `Identifiable` type, as Swift infers
/// it. A type written `X.ID` holds what `X`'s `typealias ID` names, or else the type of
/// `X`'s `id` property; a number on the wire when `X` has `let id: Int`.
extension DTOAuditor {
    enum IdentifierType {
        /// The Swift type text it stands for.
        case resolved(String)
        /// `X` is not among the scanned sources (another module's type): nothing to compare.
        case unseen
    }

    /// What `X.ID` stands for, or nil when the name is no such member or `X` declares neither.
    func identifierType(_ name: String, owner: ScannedType) -> IdentifierType? {
        guard name.utf8.count > 3, name.hasSuffix(".ID") else { return nil }
        let base = String(name.dropLast(3))
        guard let t = matcher.context.resolve(base, from: owner.name) ?? matcher.swiftTypes[base] else { return .unseen }
        if let alias = t.typeAliases.first(where: { $0.name == "ID" }), alias.target != name { return .resolved(alias.target) }
        if let id = t.properties.first(where: { $0.name == "id" && !$0.static }), let text = id.type, text != name, text != "ID" {
            return .resolved(text)
        }
        return nil
    }

    /// The contract type against what `X.ID` stands for.
    func identifierCompatibility(_ type: TypeRef, _ id: IdentifierType, owner: ScannedType) -> Compatibility {
        guard case .resolved(let text) = id else { return .compatible }
        return typeCompatibility(type, SwiftTypeShape(text).unwrapped, owner: owner)
    }
}
