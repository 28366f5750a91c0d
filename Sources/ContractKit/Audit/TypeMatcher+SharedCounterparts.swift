/// One Swift type for several alternatives: a contract that declares one response per
/// variant (`MovieCheckinResponse`, `ShowCheckinResponse`) is often read by one Swift struct
/// whose variant fields are optional. The alternative whose best candidate went to its
/// sibling pairs with that Swift type too when the Swift type can read every payload of it:
/// it reads each of its fields (three at least) with types that do not contradict, and
/// requires no key it lacks. Less than that, or a request, stays a note that suggests a pin.
extension TypeMatcher {
    /// Whether `c`'s Swift type, paired already, also reads every payload of `c`'s contract type.
    mutating func readsEveryPayload(_ c: Candidate) -> Bool {
        let fields = c.decl.fields ?? []
        guard c.decl.kind == .object, fields.count >= 3 else { return false }
        let e = evidence(c.decl, c.type)
        guard e.shared == fields.count, e.exact == fields.count, contradictedKeys(c.decl, c.type) == 0 else { return false }
        // Received alternatives only: what a request must hold is the server's to say.
        let model = wire(c.type)
        guard model.decodes, contractDirection[c.decl.name]?.label != "request", !Self.namesARequestBody(c.decl.name), !Self.namesAnEdit(c.decl.name) else { return false }
        var read = Set<String>()
        for field in fields { if let key = model.key(forWireName: field.name) { read.insert(key.name) } }
        guard !model.keys.contains(where: { $0.decodes && !$0.mayBeAbsent && !read.contains($0.name) }) else { return false }
        // The items it holds must be readable too (`TypeMatcher+NestedPayloads`).
        return readsNestedPayloads(c.decl, c.type)
    }
}
