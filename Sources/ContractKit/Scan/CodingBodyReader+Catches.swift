/// Reads wrapped in `do { … } catch DecodingError.keyNotFound { … }`: the app gives the
/// property a value of its own when the key is absent,
/// ```swift
/// do {
///     history = try c.decode([Entry].self, forKey: .history)
/// } catch DecodingError.keyNotFound {
///     history = []
/// }
/// ```
/// so an absent key is no failure. A null or mistyped value still throws (`valueNotFound`,
/// `typeMismatch`), which that catch does not take.
extension CodingBodyReader {
    /// Whether the call at `i` sits in a `do` block one of whose `catch` clauses takes
    /// `DecodingError.keyNotFound` (or catches everything).
    func isUnderKeyNotFoundCatch(callAt i: Int) -> Bool {
        isUnderCatch(callAt: i, taking: "keyNotFound")
    }

    /// Whether the call at `i` sits in a `do` block one of whose `catch` clauses takes
    /// `DecodingError.typeMismatch` (or catches everything): a value of another type does not
    /// fail the decode, it goes on to the `catch` block, which mostly tries another type.
    func isUnderMistypeCatch(callAt i: Int) -> Bool {
        isUnderCatch(callAt: i, taking: "typeMismatch")
    }

    /// Whether the call at `i` sits in a `do` block one of whose `catch` clauses takes the
    /// `DecodingError` case `error` (or catches everything).
    private func isUnderCatch(callAt i: Int, taking error: Substring) -> Bool {
        // The nearest enclosing `do`; any other enclosing block (`if`, `switch`): keep looking outward.
        firstEnclosingBlock(of: i) { j in j > 0 && body[j - 1].isWord("do") ? catches(error, afterBlockOpenedAt: j) : nil } ?? false
    }

    /// Whether a `catch` after the block opened at `open` takes the `DecodingError` case `error`.
    private func catches(_ error: Substring, afterBlockOpenedAt open: Int) -> Bool {
        var k = closingBrace(of: open)
        while k < body.count, body[k].isWord("catch") {
            var m = k + 1
            // `catch {` takes every error; `catch DecodingError.keyNotFound {`, `catch let DecodingError.keyNotFound(key, _) {`.
            if m < body.count, body[m].isPunct("{") { return true }
            var names: [Substring] = []
            while m < body.count, !body[m].isPunct("{") {
                if body[m].kind == .identifier { names.append(Substring(body[m].text)) }
                m += 1
            }
            if names.contains(error) { return true }
            guard m < body.count else { return false }
            k = closingBrace(of: m)
        }
        return false
    }

    /// The index just past the `}` that closes the brace at `open`.
    func closingBrace(of open: Int) -> Int {
        var level = 0
        var j = open
        repeat {
            if body[j].isPunct("{") { level += 1 } else if body[j].isPunct("}") { level -= 1 }
            j += 1
        } while level > 0 && j < body.count
        return j
    }
}
