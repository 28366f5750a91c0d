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

    /// The app's type a result names: `Order`, `Order?`, `[Order]`, or the one argument of
    /// the app's generic response wrapper (`APIResponse<Order>`, a type with one generic
    /// parameter, or one the scan does not see).
    func endpointType(_ written: String) -> ScannedType? {
        var shape = SwiftTypeShape(written).unwrapped
        if case .named(let wrapper, let arguments) = shape, arguments.count == 1,
           swiftTypes[wrapper].map({ $0.genericParameters.count == 1 }) ?? !codable.contains(wrapper) {
            shape = arguments[0].unwrapped
        }
        if case .array(let element) = shape { shape = element.unwrapped }
        guard case .named(let name, let arguments) = shape, arguments.isEmpty else { return nil }
        return swiftTypes[name] ?? codableByLastComponent[lastComponent(name)].flatMap { $0.count == 1 ? swiftTypes[$0[0]] : nil }
    }

    /// Whether a Swift type reads the payload of `decl` at all: two keys of it (one of a
    /// one-field type) and as many of its own keys as not. An empty `NoContent` struct an
    /// app decodes from a delete that answers with the deleted object reads none of it.
    mutating func readsPayload(_ t: ScannedType, of decl: Declaration) -> Bool {
        let keys = wire(t).keysWithProperties
        var names = Set<String>()
        for field in decl.fields ?? [] {
            names.insert(field.name)
            if convertsFromSnakeCase { names.insert(WireModel.camelCase(fromSnakeCase: field.name)) }
        }
        let shared = keys.filter(names.contains).count
        return shared >= min(2, decl.fields?.count ?? 0) && shared > 0 && shared * 2 >= keys.count
    }

    /// After pairing: an endpoint whose contract type is paired with one Swift type while the
    /// app's function of that name returns another reads the same payload a second way
    /// (`mergeBase(): Promise<Commit>` read as `CommonAncestor`). That type becomes a second
    /// holder of the contract type, audited against its fields (`DTOAuditor+SecondHolders`);
    /// a pair it had by shape alone, which the endpoint contradicts, is undone.
    mutating func settleEndpointHolders() {
        guard !schema.endpointReturns.isEmpty, !swiftEndpoints.isEmpty else { return }
        var holderOf: [String: String] = [:]
        for (name, match) in matches { holderOf[match.type.name] = holderOf[match.type.name].map { min($0, name) } ?? name }
        for (endpoint, returned) in schema.endpointReturns.sorted(by: { $0.key < $1.key }) {
            guard returned.count == 1, let name = returned.first, let (counterpart, _) = matches[name], let decl = declarations[name], decl.kind == .object,
                  let results = swiftEndpoints[endpoint], results.count == 1, let t = endpointType(results.first!),
                  t.name != counterpart.name, fits(t, decl), t.genericParameters.isEmpty, readsPayload(t, of: decl) else { continue }
            if let other = holderOf[t.name] {
                // Only a pair by shape gives way: a name or a structure says more than the endpoint.
                guard other != name, let (_, method) = matches[other], method.hasPrefix("by shape"),
                      matches.filter({ $0.value.type.name == t.name }).count == 1 else { continue }
                matches[other] = nil
                weak[other] = "\(other) was not paired with \(t.name) (\(method)): the app's \(endpoint)() reads \(name) into it"
                holderOf[t.name] = nil
            }
            if !(endpointHolders[name] ?? []).contains(where: { $0.name == t.name }) { endpointHolders[name, default: []].append(t) }
        }
    }
}
