/// Pairing evidence that contracts written as documents (OpenAPI, JSON Schema) make matter,
/// though each rule holds for any contract:
///
/// - a shape that shares one or two keys is weak: every `{ id, name }` or `{ status }` of a
///   large document (a genre, a profile, an operation's inline answer) has it, so such a
///   candidate counts a third of its fit per shared key, and a name backed by its fields wins;
/// - names in the plural and in the singular are one name (`TvDetails`, `TVDetail`);
/// - a Swift name that says "request" (`MediaRequest`) says nothing about the app's use of it
///   when the contract receives a type of that very name: the word is the contract's noun.
extension TypeMatcher {
    /// Below this many shared keys a shape candidate's fit is scaled down, per key.
    static let strongShapeKeys = 3

    /// A shape candidate's fit, scaled down when it rests on one or two keys.
    static func shapeFit(_ matched: Int, _ fit: Double) -> Double {
        matched >= strongShapeKeys ? fit : fit * Double(matched) / Double(strongShapeKeys)
    }

    /// The stems in the singular too: `tvdetails` → `tvdetail`. Words that end in `ss`, `us`
    /// or `is` (`address`, `status`, `analysis`) are not plurals.
    static func singulars(_ stems: Set<String>) -> Set<String> {
        var found = Set<String>()
        for stem in stems where stem.utf8.count > 3 && stem.hasSuffix("s") && !stem.hasSuffix("ss") && !stem.hasSuffix("us") && !stem.hasSuffix("is") {
            found.insert(String(stem.dropLast()))
        }
        return found
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
