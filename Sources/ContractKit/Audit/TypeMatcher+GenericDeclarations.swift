/// A generic envelope on both sides: the contract declares `GenericResponse<T> { result; data: T;
/// relationships: Relationship[] }` and the app decodes every answer as `Response<[Manga]>`,
/// `Response<Author>` through `struct Response<Content: Decodable> { let result: String; let
/// response: Kind; let data: Content }`. Neither is an instance of the other: each is the one
/// generic type that holds its parameter under `data`, so they are one envelope, and the keys
/// one reads that the other lacks are findings (`relationships` dropped, `response` required).
extension TypeMatcher {
    /// Pairs each unpaired contract object with one type parameter with the app's one-parameter
    /// generic struct that holds its parameter under the same key and shares another key with it,
    /// when exactly one such struct fits best and no contract type pairs with it yet.
    mutating func pairGenericDeclarations() {
        let generics = schema.declarations.filter { $0.kind == .object && $0.genericParameters.count == 1 && matches[$0.name] == nil }
        guard !generics.isEmpty, !genericInstances.isEmpty else { return }
        let byElementKey = genericStructsByElementKey()
        guard !byElementKey.isEmpty else { return }
        let taken = Set(matches.values.map(\.type.name))
        var claims: [String: [String]] = [:]
        var found: [(decl: Declaration, type: ScannedType, key: String)] = []
        for decl in generics {
            guard let key = parameterKey(decl), let structs = byElementKey[key] else { continue }
            let fitting = structs.filter { !taken.contains($0.name) && directionsAgree(decl, $0) }
            let scored = fitting.map { ($0, evidence(decl, $0).shared) }.filter { $0.1 >= 2 }
            guard let best = scored.map(\.1).max() else { continue }
            let top = scored.filter { $0.1 == best }
            guard top.count == 1 else { continue }
            found.append((decl, top[0].0, key))
            claims[top[0].0.name, default: []].append(decl.name)
        }
        for claim in found where claims[claim.type.name]?.count == 1 {
            let parameter = claim.type.genericParameters[0]
            matches[claim.decl.name] = (claim.type, "the generic \(claim.type.name)<\(parameter)>, which holds its parameter under '\(claim.key)' as \(claim.decl.name) does")
            weak[claim.decl.name] = nil
            ambiguous[claim.decl.name] = nil
        }
    }

    /// The key under which a generic contract object holds its one parameter (`data: T` or
    /// `data: T[]`), when exactly one field does.
    func parameterKey(_ decl: Declaration) -> String? {
        let parameter = decl.genericParameters[0].name
        func isParameter(_ type: TypeRef) -> Bool {
            switch type {
            case .typeParameter(let name): name == parameter
            case .nullable(let inner), .array(let inner): isParameter(inner)
            default: false
            }
        }
        let holding = (decl.fields ?? []).filter { isParameter($0.type) }
        return holding.count == 1 ? holding[0].name : nil
    }
}
