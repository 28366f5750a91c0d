/// Properties a hand-written `init(from:)` computes from values it has read instead of
/// reading them: `self.totalPages = Int(ceil(Double(totalItems) / Double(perPage)))` after
/// `totalItems` and `perPage` were decoded. The key is not read, but its value is not lost:
/// the app rebuilds it from keys it does read.
extension CodingBodyReader {
    /// Each property assigned at the body's own depth by an expression that reads no key
    /// and names two properties or more that `reads` fill, with the properties it names.
    func derived(from reads: [ScannedDecoder.Read]) -> [ScannedDecoder.Derived] {
        var filled = FilledProperties(reads)
        guard !filled.isEmpty else { return [] }
        var found: [ScannedDecoder.Derived] = []
        var depth = 0
        var i = 0
        while i < body.count {
            // Fields read in place: most tokens start no statement, and are passed over without a copy.
            if body[i].isPunct("{") { depth += 1 } else if body[i].isPunct("}") { depth -= 1 }
            guard depth == 0, body[i].kind == .identifier, i + 1 < body.count, body[i].newlineBefore || i == 0 else { i += 1; continue }
            // `self.total = …` or `total = …` starting a statement.
            var name = body[i].text, eq = i + 1
            if body[i].word == .selfWord, i + 3 < body.count, body[i + 1].isPunct("."), body[i + 2].kind == .identifier {
                name = body[i + 2].text
                eq = i + 3
            }
            guard eq < body.count, body[eq].isPunct("="), !filled.contains(name) else { i += 1; continue }
            // The expression: to the end of its line (a statement's next line starts a new one).
            var j = eq + 1, inputs: [String] = [], readsKey = false
            while j < body.count, j == eq + 1 || !body[j].newlineBefore {
                // Read in place: a token copied is a retain and a release of its text.
                if body[j].kind == .identifier {
                    if body[j].text.hasPrefix("decode") || body[j].hasText("try") { readsKey = true }
                    if filled.contains(body[j].text), !(j > 0 && body[j - 1].isPunct(".") && !(j > 1 && body[j - 2].isWord("self"))) { inputs.append(body[j].text) }
                }
                j += 1
            }
            // Worked out from two values at least: a copy of one other key's value stands in for the key, it does not rebuild it.
            var seen = Set<String>()
            let distinct = inputs.filter { seen.insert($0).inserted }
            if !readsKey, distinct.count >= 2 {
                found.append(ScannedDecoder.Derived(property: name, from: distinct, line: body[i].line))
            }
            i = j
        }
        return found
    }
}

/// The properties a body's reads fill. A body assigns them in the order it reads them, as
/// nearly all do: a search in read order costs a comparison or two a statement, where hashing
/// every name into a set first cost more than the whole pass. Many reads are hashed still.
private struct FilledProperties {
    private let names: [String]
    private let hashed: Set<String>?
    private var search = ShortListSearch()

    init(_ reads: [ScannedDecoder.Read]) {
        names = reads.compactMap(\.property)
        hashed = names.count > 64 ? Set(names) : nil
    }

    var isEmpty: Bool { names.isEmpty }

    mutating func contains(_ name: String) -> Bool {
        if let hashed { return hashed.contains(name) }
        // `==` as the set's own: names equal by canonical equivalence, whatever their bytes.
        return search.firstIndex(in: names) { $0 == name } != nil
    }
}
