/// Pairing through an endpoint both sides name alike: a contract SDK's
/// `listAuthProviders(): Promise<ProviderList>` and the app's
/// `func listAuthProviders() async throws -> Providers` fetch the same payload, whatever the
/// two types are called and however far the app's copy has drifted from the contract's.
///
/// Only a name that returns one contract type and one Swift type pairs, and only types
/// left unpaired by every earlier step: the endpoint is evidence for a pair, never against one.
extension TypeMatcher {
    /// Swift function name → the types its results are: `func orders() async throws -> [Order]`
    /// (fetched), or a function that returns a decode helper's typed result.
    static func endpointResults(_ files: [ScannedFile]) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for file in files {
            for use in file.codingUses {
                switch use.kind {
                case .asyncResult: if let name = use.callee { found[name, default: []].insert(use.type) }
                case .typedResult: if let name = use.function { found[name, default: []].insert(use.type) }
                default: break
                }
            }
        }
        return found
    }

    /// Pairs the one contract type an endpoint returns with the one Swift type the app's
    /// function of the same name returns; true when a pair was made.
    mutating func inferThroughEndpoints() -> Bool {
        guard !schema.endpointReturns.isEmpty, !swiftEndpoints.isEmpty else { return false }
        var taken = Set(matches.values.map(\.type.name))
        var changed = false
        for (endpoint, returned) in schema.endpointReturns.sorted(by: { $0.key < $1.key }) {
            guard returned.count == 1, let name = returned.first, matches[name] == nil, let decl = declarations[name], decl.kind == .object,
                  let results = swiftEndpoints[endpoint], results.count == 1, let t = endpointType(results.first!),
                  !taken.contains(t.name), fits(t, decl) else { continue }
            matches[name] = (t, "through the endpoint \(endpoint)(), which returns it on both sides")
            weak[name] = nil
            ambiguous[name] = nil
            taken.insert(t.name)
            changed = true
        }
        return changed
    }

    /// The app's type a result names: `Order`, `Order?` or `[Order]`; not a generic wrapper.
    func endpointType(_ written: String) -> ScannedType? {
        var shape = SwiftTypeShape(written).unwrapped
        if case .array(let element) = shape { shape = element.unwrapped }
        guard case .named(let name, let arguments) = shape, arguments.isEmpty else { return nil }
        return swiftTypes[name] ?? codableByLastComponent[lastComponent(name)].flatMap { $0.count == 1 ? swiftTypes[$0[0]] : nil }
    }
}
