/// Which keys an enum's `init(from:)` reads for each case it makes: the branches of the
/// `switch` on the union's tag.
extension SwiftDeclarationScanner {
    /// Case name → the CodingKeys cases read on the way to it. A branch's own reads, plus the
    /// reads before and after the `switch` (the tag itself, a key every case shares):
    ///
    /// ```swift
    /// switch try c.decode(String.self, forKey: .type) {
    /// case "image":
    ///     self = .image(data: try c.decode(String.self, forKey: .data), mimeType: try c.decode(String.self, forKey: .mimeType))
    /// ```
    /// gives `image: [data, mimeType, type]`. Branches are found by their `case` labels
    /// (strings, `.name` patterns) and the case they assign (`self = .image(…)`, or a switch
    /// expression's `.image(…)`). An enum whose decoder has no such branches gives nothing.
    static func caseBranchReads(_ body: UnsafeBufferPointer<SwiftToken>) -> [String: [String]] {
        var branches: [(made: Set<String>, keys: Set<String>)] = []
        var common = Set<String>()
        var current: Int?
        /// The brace depth of the open branch's label: its statements end at the next label of
        /// that depth, or where that depth closes.
        var branchDepth = 0
        var depth = 0
        var i = 0
        while i < body.count {
            let t = body[i]
            if t.isPunct("{") {
                depth += 1
            } else if t.isPunct("}") {
                depth -= 1
                if current != nil, depth < branchDepth { current = nil }
            } else if (t.isWord("case") || t.isWord("default")) && isSwitchLabel(body, at: i), let colon = labelEnd(body, from: i + 1) {
                branches.append(([], []))
                current = branches.count - 1
                branchDepth = depth
                // A switch expression's branch is its value: `case .text: .text(…)`.
                if let made = caseReference(body, from: colon + 1) { branches[current!].made.insert(made) }
                i = colon + 1
                continue
            } else if let key = readKey(body, at: i) {
                if let current { branches[current].keys.insert(key) } else { common.insert(key) }
            } else if t.isWord("self"), i + 2 < body.count, body[i + 1].isPunct("="), !body[i + 2].isPunct("="), let current,
                      let made = caseReference(body, from: i + 2) {
                branches[current].made.insert(made)
            }
            i += 1
        }
        var reads: [String: Set<String>] = [:]
        for branch in branches {
            for name in branch.made { reads[name, default: common].formUnion(branch.keys) }
        }
        return reads.mapValues { $0.sorted() }
    }

    /// A `case` or `default` that labels a switch branch, not `if case`, `guard case`,
    /// `for case` or a pattern after `,`.
    static func isSwitchLabel(_ body: UnsafeBufferPointer<SwiftToken>, at i: Int) -> Bool {
        guard i > 0 else { return true }
        let before = body[i - 1]
        if before.isWord("if") || before.isWord("guard") || before.isWord("while") || before.isWord("for") || before.isPunct(",") { return false }
        return body[i].isWord("case") || (i + 1 < body.count && body[i + 1].isPunct(":"))
    }

    /// The index of the `:` that ends a label, outside brackets: `case "a", "b":`, `case .x(let v):`.
    static func labelEnd(_ body: UnsafeBufferPointer<SwiftToken>, from start: Int) -> Int? {
        var nesting = 0
        var j = start
        while j < body.count {
            let t = body[j]
            if t.isPunct("(") || t.isPunct("[") { nesting += 1 } else if t.isPunct(")") || t.isPunct("]") { nesting -= 1 }
            if nesting == 0 && t.isPunct(":") { return j }
            if t.isPunct("{") || t.isPunct("}") || nesting < 0 { return nil }
            j += 1
        }
        return nil
    }

    /// The CodingKeys case a `forKey:` argument at `i` names: `.data`, `Keys.data`.
    static func readKey(_ body: UnsafeBufferPointer<SwiftToken>, at i: Int) -> String? {
        guard body[i].isWord("forKey"), i + 1 < body.count, body[i + 1].isPunct(":") else { return nil }
        var j = i + 2
        while j + 1 < body.count, body[j].kind == .identifier, body[j + 1].isPunct(".") { j += 2 }  // `Keys.`, `CodingKeys.`
        if j < body.count, body[j].isPunct("."), j + 1 < body.count { j += 1 }
        guard j < body.count, body[j].kind == .identifier else { return nil }
        return body[j].text
    }
}
