/// Pairing evidence that contracts written as documents (OpenAPI, JSON Schema) make matter,
/// though each rule holds for any contract:
///
/// - a shape that shares one or two keys is weak: every `{ id, name }` or `{ status }` of a
///   large document (a genre, a profile, an operation's inline answer) has it. When several
///   contract types claim one Swift type so, only those whose keys are all the Swift type
///   reads stay candidates, and each counts a third of its fit per shared key: a name its
///   fields back wins. The only contract type to claim a Swift type so keeps its fit;
/// - `Details`, `Detail` and `Result` are affixes like `Response` (`MovieResult` → `Movie`);
/// - a Swift name that says "request" (`MediaRequest`) says nothing about the app's use of it
///   when the contract receives a type of that very name: the word is the contract's noun.
extension TypeMatcher {
    /// Below this many shared keys a shape candidate's fit is scaled down, per key.
    static let strongShapeKeys = 3

    /// The shape candidates, those that rest on fewer than `strongShapeKeys` keys and that
    /// several contract types share weighed down; `shared[i]` is how many keys candidate `i` shares.
    static func weighingSmallShapes(_ candidates: [Candidate], shared: [Int]) -> [Candidate] {
        // Contract types that claim a Swift type with a small shape.
        var claims: [String: Set<String>] = [:]
        for (i, c) in candidates.enumerated() where shared[i] < strongShapeKeys { claims[c.type.name, default: []].insert(c.decl.name) }
        var weighed: [Candidate] = []
        for (i, c) in candidates.enumerated() {
            guard shared[i] < strongShapeKeys else { weighed.append(c); continue }
            // A few keys that several contract types have (`{ id, name }`) tell none of them apart,
            // unless the Swift type has those keys and no other.
            let mirror = c.fit >= 2.0 || keysAllShared(c, shared[i])
            guard mirror || !editsAnotherEntity(c, shared: shared[i]) else { continue }
            guard mirror || claims[c.type.name, default: []].count == 1 else { continue }
            // The only contract type to claim the Swift type so keeps its fit.
            var small = c
            if claims[c.type.name, default: []].count > 1 { small.fit *= Double(shared[i]) / Double(strongShapeKeys) }
            weighed.append(small)
        }
        return weighed
    }

    /// Whether every key of the candidate's Swift type is one of the `shared` keys: its fit is the
    /// contract's coverage plus a Swift share of exactly one.
    static func keysAllShared(_ c: Candidate, _ shared: Int) -> Bool {
        let fields = c.decl.fields?.count ?? 0
        guard fields > 0 else { return false }
        return abs(c.fit - (Double(shared) / Double(fields) + 1.0)) < 1e-9
    }

    /// The plain names of the contract's declarations that it receives: those its operations
    /// return and those they hold, through fields, arrays and union arms; none a request holds too.
    static func receivedNames(_ schema: Schema) -> Set<String> {
        let byName = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        func reached(_ label: String) -> Set<String> {
            var seen = Set<String>()
            var queue = schema.signatureDirections.filter { $0.value == label }.keys.sorted()
            while let name = queue.popLast() {
                guard seen.insert(name).inserted, let decl = byName[name] else { continue }
                queue += heldDeclarations(decl)
            }
            return seen
        }
        return Set(reached("response").subtracting(reached("request")).map(lastComponent))
    }
}
