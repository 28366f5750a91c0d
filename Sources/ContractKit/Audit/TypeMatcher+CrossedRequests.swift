/// A request struct the app sends that disagrees with a contract request both ways: it always
/// sends a key the contract does not define, and it never sends a key the contract requires
/// (`SignIn.Input { email, username, password }` beside `UserCreate { username, password,
/// role }`). Shared keys alone make that a guess: two requests of one service share their
/// credentials. It pairs by shape only when the names say the same request too (a stem in
/// common, the enclosing endpoint's name counted for a nested `Input`).
extension TypeMatcher {
    mutating func crossesRequest(_ decl: Declaration, _ swift: ScannedType) -> Bool {
        let model = wire(swift)
        guard model.encodes, !model.decodes else { return false }
        let fields = decl.fields ?? []
        var defined = Set(fields.map(\.name))
        if convertsFromSnakeCase { defined.formUnion(fields.map { WireModel.camelCase(fromSnakeCase: $0.name) }) }
        let sent = Set(model.keys.filter { (key: WireModel.Key) in key.encodes }.map { (key: WireModel.Key) in key.name })
        guard model.keys.contains(where: { $0.encodes && !$0.mayBeAbsent && !defined.contains($0.name) }),
              fields.contains(where: { !$0.optionality.isOptional && !sent.contains($0.name)
                  && !(convertsFromSnakeCase && sent.contains(WireModel.camelCase(fromSnakeCase: $0.name))) }) else { return false }
        let contractStems = Self.stems(decl.name)
        let swiftStems = swift.name.split(separator: ".").reduce(into: Set<String>()) { $0.formUnion(Self.stems(String($1))) }
        return contractStems.isDisjoint(with: swiftStems)
    }
}
