/// Reads that run only when the key is there: the app asks the container first, and gives
/// the property a value of its own when the key is absent,
/// ```swift
/// if container.contains(.transient) {
///     transient = try container.decode(Bool.self, forKey: .transient)
/// } else {
///     transient = false
/// }
/// ```
/// and likewise `guard c.contains(.k) else { …; return }` before the read, the `else` of
/// `if !c.contains(.k)`, and `c.contains(.k) ? try c.decode(…) : fallback`. An absent key is
/// no failure; a null value still throws, since `contains` is true for a key whose value is null.
/// A branch for the absent key that throws (`else { throw … }`) is no fallback: the decode fails.
extension CodingBodyReader {
    /// Whether the read of `key` (on `container`, when known) at `i` runs only when
    /// `contains(.key)` is true. Asked only of bodies that call `contains`.
    func isUnderContainsCheck(callAt i: Int, key: String, container: String?) -> Bool {
        if isTernaryOnContains(callAt: i, key: key, container: container) { return true }
        var level = 0
        var j = i - 1
        while j >= 0 {
            let t = body[j]
            if t.isPunct("}") {
                level += 1
            } else if t.isPunct("{") {
                if level > 0 {
                    level -= 1
                } else if blockRunsWhenPresent(openedAt: j, key: key, container: container) {
                    return true
                }
            } else if level == 0, t.isWord("guard"), let end = conditionEnd(from: j + 1, at: "else"),
                      checksContains(key, container: container, in: (j + 1)..<end, negated: false),
                      end + 1 < body.count, body[end + 1].isPunct("{"), !blockFails(openedAt: end + 1) {
                // A `guard` before the read, in its block or an enclosing one.
                return true
            }
            j -= 1
        }
        return false
    }

    /// Whether the block opened at `open` is the body of `if c.contains(.key)`, or the `else`
    /// of `if !c.contains(.key)`.
    private func blockRunsWhenPresent(openedAt open: Int, key: String, container: String?) -> Bool {
        if let condition = ifCondition(before: open) {
            guard checksContains(key, container: container, in: condition, negated: false) else { return false }
            // The `else` that runs when the key is absent must not fail.
            let close = closingBrace(of: open)
            return !(close + 1 < body.count && body[close].isWord("else") && body[close + 1].isPunct("{") && blockFails(openedAt: close + 1))
        }
        guard open >= 2, body[open - 1].isWord("else"), body[open - 2].isPunct("}"),
              let thenOpen = openingBrace(of: open - 2), let condition = ifCondition(before: thenOpen) else { return false }
        return checksContains(key, container: container, in: condition, negated: true) && !blockFails(openedAt: thenOpen)
    }

    /// Whether the block opened at `open` throws or stops the program.
    private func blockFails(openedAt open: Int) -> Bool {
        body[open..<closingBrace(of: open)].contains { $0.isWord("throw") || $0.isWord("fatalError") || $0.isWord("preconditionFailure") }
    }

    /// The tokens between `if` and the `{` at `open`, when that brace opens an `if`'s body.
    private func ifCondition(before open: Int) -> Range<Int>? {
        var level = 0
        var j = open - 1
        while j >= 0 {
            let t = body[j]
            if t.isPunct(")") || t.isPunct("]") { level += 1 } else if t.isPunct("(") || t.isPunct("[") { level -= 1 }
            if level == 0 {
                if t.isWord("if") { return (j + 1)..<open }
                if t.isPunct("{") || t.isPunct("}") || t.isPunct(";") || t.isWord("guard") || t.isWord("while") || t.isWord("else") { return nil }
            }
            if level < 0 { return nil }
            j -= 1
        }
        return nil
    }

    /// The index of the first `word` at bracket level 0 from `start`, within the statement.
    private func conditionEnd(from start: Int, at word: String) -> Int? {
        var level = 0
        var j = start
        while j < body.count {
            let t = body[j]
            if t.isPunct("(") || t.isPunct("[") { level += 1 } else if t.isPunct(")") || t.isPunct("]") { level -= 1 }
            if level == 0 && t.isWord(word) { return j }
            if level < 0 || t.isPunct("{") || t.isPunct("}") { return nil }
            j += 1
        }
        return nil
    }

    /// The index of the `{` that the `}` at `close` closes.
    private func openingBrace(of close: Int) -> Int? {
        var level = 0
        var j = close
        while j >= 0 {
            if body[j].isPunct("}") { level += 1 } else if body[j].isPunct("{") { level -= 1; if level == 0 { return j } }
            j -= 1
        }
        return nil
    }

    /// `c.contains(.key) ? try c.decode(…, forKey: .key) : fallback`.
    private func isTernaryOnContains(callAt i: Int, key: String, container: String?) -> Bool {
        var j = i - 2  // past the method's `.`
        if j >= 0, body[j].kind == .identifier, !body[j].isWord("try") { j -= 1 }  // the container
        if j >= 0, body[j].isWord("try") { j -= 1 }
        guard j >= 1, body[j].isPunct("?"), body[j - 1].isPunct(")"), let open = openingParen(of: j - 1) else { return false }
        return checksContains(key, container: container, in: max(0, open - 3)..<j, negated: false)
    }

    /// The index of the `(` that the `)` at `close` closes.
    private func openingParen(of close: Int) -> Int? {
        var level = 0
        var j = close
        while j >= 0 {
            if body[j].isPunct(")") { level += 1 } else if body[j].isPunct("(") { level -= 1; if level == 0 { return j } }
            j -= 1
        }
        return nil
    }

    /// Whether `range` holds `c.contains(.key)` (`contains(Keys.key)`), negated by `!` or not
    /// as asked, on `container` when both name one.
    private func checksContains(_ key: String, container: String?, in range: Range<Int>, negated: Bool) -> Bool {
        for j in range where body[j].isWord("contains") && j >= 2 && body[j - 1].isPunct(".") && j + 1 < range.upperBound && body[j + 1].isPunct("(") {
            // The key: the last name before the call's `)`.
            var k = j + 2
            var last: String?
            while k < range.upperBound, !body[k].isPunct(")") {
                if body[k].kind == .identifier { last = body[k].text }
                k += 1
            }
            guard last == key else { continue }
            let receiver = body[j - 2]
            if let container, receiver.kind == .identifier, receiver.text != container { continue }
            let isNegated = j >= 3 && body[j - 3].isPunct("!")
            if isNegated == negated { return true }
        }
        return false
    }
}
