/// Pairing evidence that contracts written as documents (OpenAPI, JSON Schema) make matter,
/// though each rule holds for any contract:
///
/// - a shape that shares one or two keys is weak: every `{ id, name }` or `{ status }` of a
///   large document (a genre, a profile, an operation's inline answer) has it. Such a
///   candidate counts a third of its fit per shared key, and a name its fields back wins,
///   unless it mirrors the Swift type key for key and no other contract type does;
/// - `Details`, `Detail` and `Result` are affixes like `Response` (`MovieResult` → `Movie`);
/// - a Swift name that says "request" (`MediaRequest`) says nothing about the app's use of it
///   when the contract receives a type of that very name: the word is the contract's noun.
extension TypeMatcher {
    /// Below this many shared keys a shape candidate's fit is scaled down, per key.
    static let strongShapeKeys = 3

    /// The shape candidates, those that rest on fewer than `strongShapeKeys` keys weighed
    /// down; `shared[i]` is how many keys candidate `i` shares.
    static func weighingSmallShapes(_ candidates: [Candidate], shared: [Int]) -> [Candidate] {
        // A full mirror (every field, every key) of one contract type alone is distinct.
        var mirrors: [String: Int] = [:]
        for c in candidates where c.fit >= 2.0 { mirrors[c.type.name, default: 0] += 1 }
        var weighed = candidates
        for i in weighed.indices where shared[i] < strongShapeKeys {
            if weighed[i].fit >= 2.0, mirrors[weighed[i].type.name] == 1 { continue }
            weighed[i].fit *= Double(shared[i]) / Double(strongShapeKeys)
        }
        return weighed
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
