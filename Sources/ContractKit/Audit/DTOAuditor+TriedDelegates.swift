/// A wrapper that tries several structs in turn from the same decoder
/// (`if let a = try? GitHubRepo(from: decoder) … else if let b = try? GitLabRepo(from: decoder) …`):
/// the first that decodes wins, so a key only some of them require is required by none
/// (`WireModelBuilder.addTriedDelegates`). But a struct that needs a key the contract
/// never sends can never be the one that decodes: of the others, a key every one requires
/// is required after all.
extension DTOAuditor {
    /// Whether `key`, read by some of the tried structs, is required by every one of them
    /// that the contract's payload can decode as.
    func requiredByEveryViableArm(_ key: WireModel.Key, _ t: ObjectTables) -> Bool {
        guard key.triedAlternative, let fields = declarations[t.typeName]?.fields else { return false }
        let sent = Set(fields.map(\.name))
        let viable = t.wire.triedArms.filter { $0.isSubset(of: sent) }
        return !viable.isEmpty && viable.allSatisfy { $0.contains(key.name) }
    }
}
